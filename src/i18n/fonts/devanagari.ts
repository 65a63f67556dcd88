import w400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import w600 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url';
import w700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';

/** Noto Sans Devanagari's Devanagari subset, in the weights the theme uses (body, buttons, headings). */
export const FILES = { 400: w400, 600: w600, 700: w700 };
