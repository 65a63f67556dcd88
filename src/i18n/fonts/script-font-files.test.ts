import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCRIPTS } from './script-fonts';
import { mappedCharacters, weightAxis, woff2Tables } from './testing/woff2-tables';

const root = path.resolve(import.meta.dirname, '../../..');
const tablesOf = (file: string) => woff2Tables(readFileSync(path.join(root, file)));

/** The characters of a CSS unicode-range ('U+0900-097F, U+200C-200D, U+20B9'). */
function charactersOf(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from = '', to = from] = part.trim().replace('U+', '').split('-');
    const start = Number.parseInt(from, 16);
    return Array.from({ length: Number.parseInt(to, 16) - start + 1 }, (_, i) => start + i);
  });
}

const FONTS = [
  {
    locale: 'hi-IN' as const,
    shipped: 'src/i18n/fonts/files/noto-sans-devanagari-wght-400-700.woff2',
    source:
      'node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  },
  {
    locale: 'pa-IN' as const,
    shipped: 'src/i18n/fonts/files/noto-sans-gurmukhi-wght-400-700.woff2',
    source: 'node_modules/@fontsource-variable/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-wght-normal.woff2',
  },
];

describe("Hindi's and Punjabi's fonts as shipped (scripts/fonts/narrow-script-fonts.sh)", () => {
  for (const { locale, shipped, source } of FONTS) {
    it(`${locale}: weights 400 to 700 in one variable font, every character and shaping table of the package's`, async () => {
      const font = tablesOf(shipped);
      const original = tablesOf(source);
      expect(weightAxis(original)).toEqual({ min: 100, default: 400, max: 900 });
      expect(weightAxis(font)).toEqual({ min: 400, default: 400, max: 700 });
      // Conjuncts and marks are drawn by these (GSUB's substitutions, GPOS's positions).
      for (const table of ['GSUB', 'GPOS', 'GDEF', 'gvar']) expect(font.has(table), table).toBe(true);
      const range = charactersOf(SCRIPTS[locale].range);
      const has = mappedCharacters(font);
      const had = mappedCharacters(original);
      expect(range.filter((c) => had.has(c) && !has.has(c)).map((c) => c.toString(16))).toEqual([]);
      expect(range.filter((c) => has.has(c)).length).toBeGreaterThan(locale === 'hi-IN' ? 125 : 70);
      // The page declares the face with the weights the file has.
      const { FILES } = await SCRIPTS[locale].files();
      expect(Object.keys(FILES)).toEqual(['400 700']);
      expect(Object.values(FILES)[0]).toContain(path.basename(shipped));
      expect(readFileSync(path.join(root, shipped)).byteLength).toBeLessThan(
        readFileSync(path.join(root, source)).byteLength * 0.7,
      );
    });
  }
});
