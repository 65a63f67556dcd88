import type { DEFAULT_LOCALE, Locale } from '#contract/locales';

/**
 * The fonts of Hindi and Punjabi (issue 42): many laptops have none for Devanagari or Gurmukhi. Each language's
 * font is fetched when the language is chosen, never for English (the files are not precached; the service worker
 * keeps them once fetched, so the language holds offline). The page switches language once the font is here, so
 * the text does not jump from a fallback font to this one; a font that does not come within 3 s is not waited for.
 * Each face covers only its script (unicode-range): Latin letters keep the system font.
 */
export const SCRIPTS: Record<Exclude<Locale, typeof DEFAULT_LOCALE>, Script> = {
  'hi-IN': {
    family: 'Pathshala Devanagari', // Noto Sans Devanagari, under a name no installed font has
    // Devanagari, the joiners, the rupee and the dotted circle: Google Fonts' subset without its Vedic and extended
    // blocks and Indic number forms, which school Hindi does not use (-10 KB of 80; such a character takes the
    // system's font).
    range: 'U+0900-097F, U+200C-200D, U+20B9, U+25CC',
    files: () => import('./devanagari'),
  },
  'pa-IN': {
    family: 'Pathshala Gurmukhi', // Noto Sans Gurmukhi
    range: 'U+0A01-0A76, U+200C-200D, U+20B9, U+25CC, U+262C, U+A830-A839',
    files: () => import('./gurmukhi'),
  },
};
type Script = { family: string; range: string; files: () => Promise<{ FILES: Record<string, string> }> };

/**
 * The system's font, after Hindi's and Punjabi's: those faces exist only once their language is chosen (or a text in
 * their script is drawn, scriptFontsFor) and cover only their script, so Latin text keeps the system font and English
 * is unchanged. Their names are ours, so that no font installed on the device answers to them.
 */
export const FONT_STACK =
  '"Pathshala Devanagari", "Pathshala Gurmukhi", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';

const loaded = new Map<Locale, Promise<void>>();
const WAIT_MS = 3000;

/** Adds the language's font faces and waits (3 s at most) until the body's weight is ready. */
export function loadScriptFont(locale: Locale): Promise<void> {
  const script = SCRIPTS[locale as keyof typeof SCRIPTS];
  if (!script || typeof FontFace === 'undefined') return Promise.resolve();
  let done = loaded.get(locale);
  if (!done) {
    done = script.files().then(({ FILES }) => {
      const faces = Object.entries(FILES).map(
        ([weight, url]) =>
          new FontFace(script.family, `url(${url}) format('woff2')`, { weight, unicodeRange: script.range }),
      );
      for (const face of faces) document.fonts.add(face);
      return Promise.all(faces.map((face) => face.load())).then(() => undefined);
    });
    loaded.set(locale, done);
  }
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, WAIT_MS));
  return Promise.race([done.catch(() => undefined), timeout]);
}

const SCRIPT_OF: [RegExp, Locale][] = [
  [/[\u0900-\u097F]/, 'hi-IN'],
  [/[\u0A00-\u0A7F]/, 'pa-IN'],
];

/** Loads the fonts a text needs to be drawn on a canvas: Devanagari's or Gurmukhi's when it has any of it. */
export async function scriptFontsFor(text: string): Promise<void> {
  await Promise.all(SCRIPT_OF.filter(([pattern]) => pattern.test(text)).map(([, locale]) => loadScriptFont(locale)));
}
