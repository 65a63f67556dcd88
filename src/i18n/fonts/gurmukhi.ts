import url from './files/noto-sans-gurmukhi-wght-400-700.woff2?url';

/** Noto Sans Gurmukhi's Gurmukhi subset as one variable font, weights 400 to 700: 18 KB (34 KB with 100–900). */
export const FILES = { '400 700': url };
