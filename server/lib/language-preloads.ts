import type { BuildManifest } from './route-preloads';

/**
 * What a Hindi or Punjabi page needs before its first screen (issue 42): the language's catalog and its script's
 * font files. The page finds them only once its entry script has run (src/i18n/i18n.ts, src/i18n/fonts/), then a
 * chunk naming the fonts: on a slow link, rounds of requests after the entry's download. Every page carries them in
 * a `<meta name="language-preloads">`, and public/session-check.js asks for the device's language's files at once.
 * English readers fetch nothing more.
 */
const FONT_MODULES: Record<string, string> = {
  'hi-IN': 'src/i18n/fonts/devanagari.ts',
  'pa-IN': 'src/i18n/fonts/gurmukhi.ts',
};

/** The meta tag (HTML) for a build's manifest; '' when the build has none of the files. */
export function languagePreloads(manifest: BuildManifest): string {
  const files = Object.fromEntries(
    Object.entries(FONT_MODULES).flatMap(([locale, fontModule]) => {
      const catalog = Object.values(manifest).find((chunk) => chunk.file.startsWith(`assets/${locale}-`))?.file;
      const fonts = (manifest[fontModule]?.assets ?? []).filter((file) => file.endsWith('.woff2'));
      return catalog || fonts.length > 0 ? [[locale, [catalog, ...fonts].filter(Boolean)]] : [];
    }),
  );
  if (Object.keys(files).length === 0) return '';
  // JSON in an attribute: its quotes escaped (file names are Vite's: letters, digits, `-`, `_`, `.`, `/`).
  const content = JSON.stringify(files).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `<meta name="language-preloads" content="${content}">`;
}
