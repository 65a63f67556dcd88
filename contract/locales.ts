/**
 * The languages Pathshala speaks (issue 42, decision 040): English (India), the source and the default, Hindi in
 * Devanagari and Punjabi in Gurmukhi. The server keeps a user's choice (one of LOCALES) and writes e-mails in it.
 */
export const LOCALES = ['en-IN', 'hi-IN', 'pa-IN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en-IN' satisfies Locale;

/** Each language's name in its own script, as a picker shows it (a reader finds their language without English). */
export const LOCALE_NAMES: Record<Locale, string> = { 'en-IN': 'English', 'hi-IN': 'हिन्दी', 'pa-IN': 'ਪੰਜਾਬੀ' };

/** Numbers in Latin digits (123, what school forms use: the default) or in the language's own (१२३, ੧੨੩). */
export const DIGIT_CHOICES = ['latin', 'own'] as const;
export type DigitChoice = (typeof DIGIT_CHOICES)[number];

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The language a BCP 47 tag asks for ('hi', 'hi-IN', 'pa-Guru-IN', 'en-GB'), or null when we have none of it. */
export function localeOf(tag: string): Locale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale.startsWith(`${language}-`)) ?? null;
}

/** The first of the browser's languages we speak, else English. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const locale = localeOf(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
