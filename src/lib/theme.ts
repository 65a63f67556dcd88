import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { FONT_STACK } from '#src/i18n/fonts/script-fonts';

/**
 * Mantine's default shades 6 to 9 of most colours are too light for text on white or for white text on them
 * (blue 6 is 3.6:1, green 6 is 2.4:1, yellow 6 is 1.9:1; WCAG AA needs 4.5:1). Shades 0 to 5, the tints behind
 * text, stay; shades 6 to 9 are replaced by darker tones of the same hue that reach at least 4.5:1 against white
 * and against the colour's own light tint (issue 14: fix the theme, not each page).
 */
const darker = (name: keyof typeof DEFAULT_THEME.colors, shades: [string, string, string, string]) =>
  [...(DEFAULT_THEME.colors[name] ?? []).slice(0, 6), ...shades] as unknown as MantineColorsTuple;

const colors = {
  blue: darker('blue', ['#1971c2', '#1864ab', '#155a9c', '#124a80']),
  red: darker('red', ['#c92a2a', '#b02525', '#9c2020', '#871b1b']),
  green: darker('green', ['#2b803b', '#246e32', '#1e5b29', '#184820']),
  yellow: darker('yellow', ['#a16207', '#854d0e', '#713f12', '#5c3310']),
  orange: darker('orange', ['#c2410c', '#9a3412', '#7c2d12', '#6b270f']),
  teal: darker('teal', ['#0f766e', '#115e59', '#134e4a', '#0f3f3b']),
  cyan: darker('cyan', ['#0e7490', '#155e75', '#164e63', '#123f50']),
  grape: darker('grape', ['#a21caf', '#86198f', '#701a75', '#5b1660']),
  pink: darker('pink', ['#be185d', '#9d174d', '#831843', '#6b1437']),
  violet: darker('violet', ['#6d28d9', '#5b21b6', '#4c1d95', '#3f1880']),
  indigo: darker('indigo', ['#4338ca', '#3730a3', '#312e81', '#29266b']),
  lime: darker('lime', ['#4d7c0f', '#3f6212', '#365314', '#2b4210']),
  gray: darker('gray', ['#5c636a', '#495057', '#343a40', '#212529']),
};

/** Placeholder text reads at 4.7:1 (gray 5 was 2.1:1); dimmed text is gray 6, darkened above (5.8:1 on a striped row). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': '#6c757d', '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});

export const theme = createTheme({
  colors,
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK },
  // Plain objects rather than Component.extend(): importing the components here would put them in the /login
  // bundle (docs/decisions/010-login-bundle.md).
  components: {
    // A table wider than a phone scrolls sideways: its scrollbar stays in sight, so the hidden columns
    // (actions among them) can be found without hovering.
    // It can be reached with the keyboard too (Tab, then the arrow keys), as a scrolling region must (axe).
    TableScrollContainer: {
      defaultProps: { scrollAreaProps: { type: 'auto', viewportProps: { tabIndex: 0 } } },
    },
    // A badge beside a long name keeps its whole text ('Active', '28 students') rather than 'Ac…'.
    Badge: { styles: { root: { flexShrink: 0 } } },
    // Toasts: the close button is read out by name (themeWithLabels words it in the page's language).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // The eye that shows a password can be reached with Tab, not only clicked (Mantine's default skips it).
    PasswordInput: {
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': 'Show or hide password' },
      },
    },
  },
});

/** The theme with the words it gives components in the page's language (start.tsx makes it once per language). */
export function themeWithLabels(labels: { closeNotification: string; showPassword: string }): typeof theme {
  return {
    ...theme,
    components: {
      ...theme.components,
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': labels.closeNotification } } },
      PasswordInput: {
        defaultProps: {
          visibilityToggleFocusable: true,
          visibilityToggleButtonProps: { 'aria-label': labels.showPassword },
        },
      },
    },
  };
}
