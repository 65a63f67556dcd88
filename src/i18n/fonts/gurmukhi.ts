import url from '@fontsource-variable/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-wght-normal.woff2?url';

/** Noto Sans Gurmukhi's Gurmukhi subset as one variable font: every weight the theme uses, in one request. */
export const FILES = { '100 900': url };
