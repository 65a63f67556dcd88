import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';

export type Language = 'hi-IN' | 'pa-IN';
type Entries = Record<string, { translation?: string; context?: string; message?: string }>;

const catalogs = new Map<Language, Entries>();

function catalog(locale: Language): Entries {
  let entries = catalogs.get(locale);
  if (!entries) {
    const file = path.resolve(import.meta.dirname, `../../../src/i18n/locales/${locale}.po`);
    entries = formatter().parse(readFileSync(file, 'utf8'), {
      locale,
      sourceLocale: 'en-IN',
      filename: file,
    }) as Entries;
    catalogs.set(locale, entries);
  }
  return entries;
}

/**
 * A text as the catalog translates it, its {placeholders} filled: what a journey in Hindi or Punjabi expects on
 * screen (a translation edited in the catalog moves the test with it). `english` is the message, or a contract
 * message's id ('school.name'). Throws when the catalog has no translation, so a test cannot pass on English.
 */
export function tr(
  locale: Language,
  english: string,
  values: Record<string, string | number> = {},
  context?: string,
): string {
  const entries = catalog(locale);
  const found = Object.entries(entries).find(
    ([id, entry]) => (id === english || entry.message === english) && (entry.context ?? undefined) === context,
  );
  const text = found?.[1].translation;
  if (!text) throw new Error(`no ${locale} translation of ${JSON.stringify(english)}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
