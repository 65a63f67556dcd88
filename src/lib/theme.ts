import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
  // Plain objects rather than Component.extend(): importing the components here would put them in the /login
  // bundle (docs/decisions/010-login-bundle.md).
  components: {
    // A table wider than a phone scrolls sideways: its scrollbar stays in sight, so the hidden columns
    // (actions among them) can be found without hovering.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { type: 'auto' } } },
    // A badge beside a long name keeps its whole text ('Active', '28 students') rather than 'Ac…'.
    Badge: { styles: { root: { flexShrink: 0 } } },
    // Toasts: the close button is read out by name.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});
