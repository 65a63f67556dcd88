import { useMediaQuery } from '@mantine/hooks';

/** Below this width (Mantine's sm breakpoint) the app lays out for a phone: lists become cards, dialogs fill it. */
export const PHONE_QUERY = '(max-width: 48em)';

/** Whether the window is a phone's width, known at the first render (a list does not flash as a table first). */
export function usePhone() {
  return useMediaQuery(PHONE_QUERY, typeof window !== 'undefined' && window.matchMedia(PHONE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
}
