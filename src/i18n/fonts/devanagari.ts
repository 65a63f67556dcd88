import url from './files/noto-sans-devanagari-wght-400-700.woff2?url';

/**
 * Noto Sans Devanagari's Devanagari subset as one variable font with the weights the theme draws, 400 to 700 (body,
 * buttons, headings): 70 KB (scripts/fonts/narrow-script-fonts.sh makes it from @fontsource-variable's, whose
 * 100–900 was 121 KB; three static weights were 158 KB in three requests).
 */
export const FILES = { '400 700': url };
