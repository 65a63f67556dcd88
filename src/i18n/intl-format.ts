import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '#contract/locales';

/**
 * Intl formatters in the reader's language (issue 42), made once per language and options. Digits are Latin unless
 * the reader chose their language's own (Devanagari for Hindi, Gurmukhi for Punjabi): kept on the device, and on the
 * profile by profile-locale.ts.
 */
const OWN_DIGITS: Record<Exclude<Locale, typeof DEFAULT_LOCALE>, string> = { 'hi-IN': 'deva', 'pa-IN': 'guru' };
const DIGITS_KEY = 'pathshala.digits';

/** The choice, read from the device once: every number and date of a page asks for it. */
let ownDigits: boolean | null = null;

export function usesOwnDigits(): boolean {
  if (ownDigits === null) {
    try {
      ownDigits = localStorage.getItem(DIGITS_KEY) === 'own';
    } catch {
      ownDigits = false;
    }
  }
  return ownDigits;
}

/** Keeps the reader's choice of digits and shows it at once (every text re-renders, as for a new language). */
export function chooseOwnDigits(own: boolean): void {
  ownDigits = own;
  try {
    localStorage.setItem(DIGITS_KEY, own ? 'own' : 'latin');
  } catch {
    // Private mode: the choice holds for this visit.
  }
  i18n.loadAndActivate({ locale: i18n.locale, messages: i18n.messages });
}

/** The Intl locale of a language other than English ('hi-IN', 'pa-IN-u-nu-guru'); null for English. */
export function intlLocale(): string | null {
  const locale = i18n.locale as Locale;
  if (!locale || locale === DEFAULT_LOCALE) return null;
  const digits = OWN_DIGITS[locale];
  return digits && usesOwnDigits() ? `${locale}-u-nu-${digits}` : locale;
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

export function intlFormat(kind: 'date', options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat;
export function intlFormat(kind: 'number', options: Intl.NumberFormatOptions): Intl.NumberFormat;
/** A formatter for the reader's language (en-IN for English), made on first use. */
export function intlFormat(kind: 'date' | 'number', options: object) {
  const locale = intlLocale() ?? DEFAULT_LOCALE;
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = kind === 'date' ? new Intl.DateTimeFormat(locale, options) : new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}
