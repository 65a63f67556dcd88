import { describe, expect, it } from 'vitest';
import { LOCALES } from '#contract/locales';
import { catalogsExtractWouldChange, compileStrict, placeholders, readCatalog } from './catalogs';

/** The catalogs are complete and in step with the code (issue 42): what `npm test` holds them to. */
describe('the language catalogs', () => {
  it('hold every message the code uses and no other: extracting again changes no catalog', () => {
    expect(catalogsExtractWouldChange()).toEqual([]);
  }, 60_000);

  it('compile strictly, without falling back to English: every message is translated', () => {
    expect(() => compileStrict()).not.toThrow();
  }, 60_000);

  it.each(LOCALES.filter((l) => l !== 'en-IN'))(
    '%s: each translation uses the same placeholders as its English',
    (locale) => {
      const wrong = readCatalog(locale)
        .filter((entry) => placeholders(entry.translation).join() !== placeholders(entry.message).join())
        .map((entry) => `${entry.message} → ${entry.translation}`);
      expect(wrong).toEqual([]);
    },
  );

  it('finds the placeholders of a message, plural cases included', () => {
    expect(placeholders('Hello {name}')).toEqual(['name']);
    expect(placeholders('{count, plural, one {# class in {school}} other {# classes}}')).toEqual(['count', 'school']);
    expect(placeholders('Plain text')).toEqual([]);
  });
});
