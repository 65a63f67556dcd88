import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE } from '#contract/locales';
import { hasIntlData } from '#src/i18n/intl-fallback';

/** ISO code → the country's name in the reader's language; null: the English names of country-codes.ts. */
export type CountryNames = ((iso: string) => string | undefined) | null;

/**
 * The names CLDR gives, kept here for a browser without them (Debian's Chromium names every country in English for
 * Punjabi): each language's file is fetched only when that language is read in such a browser.
 * scripts/i18n/country-names.ts writes them.
 */
const FILES: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  'hi-IN': () => import('./country-names/hi-IN.json'),
  'pa-IN': () => import('./country-names/pa-IN.json'),
};
const kept = new Map<string, CountryNames>();

/**
 * The names known without a fetch: none for English, the browser's own (Intl.DisplayNames) when it has them for
 * `locale`, or a file fetched before; undefined when the language's file is still to come.
 */
function knownNames(locale: string): CountryNames | undefined {
  if (locale === DEFAULT_LOCALE || typeof Intl.DisplayNames !== 'function') return null;
  let names = kept.get(locale);
  if (names === undefined && (!FILES[locale] || hasIntlData('regions', locale))) {
    const intl = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    names = (iso) => intl.of(iso);
    kept.set(locale, names);
  }
  return names;
}

/** The countries' names in `locale`: English ones until a language's file (when it needs one) is here. */
export function useCountryNames(locale: string): CountryNames {
  const [fetched, setFetched] = useState<{ locale: string; names: CountryNames } | null>(null);
  const known = knownNames(locale);
  useEffect(() => {
    if (knownNames(locale) !== undefined) return;
    let live = true;
    void FILES[locale]?.()
      .then(({ default: byIso }) => {
        const names: CountryNames = (iso) => byIso[iso];
        kept.set(locale, names);
        if (live) setFetched({ locale, names });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);
  return known ?? (fetched?.locale === locale ? fetched.names : null);
}
