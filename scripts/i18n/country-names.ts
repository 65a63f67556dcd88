/**
 * The phone picker's country names in Hindi and Punjabi, for a browser whose Intl has no names in the language
 * (Debian's Chromium names every country in English for 'pa'; issue 42). Written from Node's full ICU (CLDR), the
 * same names Intl.DisplayNames gives where the browser has them. Run after adding a country to country-codes.ts:
 *   npx tsx scripts/i18n/country-names.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { COUNTRY_CODES } from '#src/components/phone-input/country-codes';

export const COUNTRY_NAMES_DIR = 'src/components/phone-input/country-names';
export const LANGUAGES = ['hi-IN', 'pa-IN'] as const;

/** ISO code → the country's name in `locale`, in the picker's order. */
export function countryNames(locale: (typeof LANGUAGES)[number]): Record<string, string> {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return Object.fromEntries(COUNTRY_CODES.map(({ iso }) => [iso, names.of(iso) ?? iso]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const locale of LANGUAGES) {
    const file = path.join(COUNTRY_NAMES_DIR, `${locale}.json`);
    writeFileSync(file, `${JSON.stringify(countryNames(locale), null, 1)}\n`);
    console.log(`wrote ${file}`);
  }
}
