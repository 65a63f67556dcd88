import w400 from '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-400-normal.woff2?url';
import w600 from '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-600-normal.woff2?url';
import w700 from '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-700-normal.woff2?url';

/** Noto Sans Gurmukhi's Gurmukhi subset, in the weights the theme uses (body, buttons, headings). */
export const FILES = { 400: w400, 600: w600, 700: w700 };
