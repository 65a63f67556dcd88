import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '#contract/locales';
import { messagesInDigits, writeNumberValuesIn } from './catalog-digits';
import { DIGIT_ZERO, inDigits } from './digits';
import { type DateFormat, dateFormatIn, numberFormatIn } from './intl-fallback';

/**
 * Intl formatters in the reader's language (issue 42), made once per language and options. Digits are Latin unless
 * the reader chose their language's own (Devanagari for Hindi, Gurmukhi for Punjabi): kept on the device, and on the
 * profile by profile-locale.ts.
 */
const OWN_DIGITS: Record<Exclude<Locale, typeof DEFAULT_LOCALE>, 'deva' | 'guru'> = {
  'hi-IN': 'deva',
  'pa-IN': 'guru',
};
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
  if (shown) showCatalog(shown.locale, shown.messages);
}

/** The page's catalog as it came: its numbers are written again in the other digits when the reader switches. */
let shown: { locale: Locale; messages: Messages } | null = null;

/** The zero of the page's language's own digits when the reader chose them (U+0966, U+0A66); undefined for Latin. */
function ownZero(locale: string | undefined): number | undefined {
  const digits = OWN_DIGITS[locale as keyof typeof OWN_DIGITS];
  return digits && usesOwnDigits() ? DIGIT_ZERO[digits] : undefined;
}

/** A text's digits in the reader's own digits when they chose them ('12/12' → '१२/१२'); as it is otherwise. */
export function inOwnDigits(text: string): string {
  const zero = ownZero(i18n.locale);
  return zero === undefined ? text : inDigits(text, zero);
}

writeNumberValuesIn(i18n, (text) => (ownZero(i18n.locale) === undefined ? null : inOwnDigits(text)));

/** Shows the page in `locale`, the catalog's own numbers in the reader's digits (catalog-digits.ts). */
export function showCatalog(locale: Locale, messages: Messages): void {
  shown = { locale, messages };
  const zero = ownZero(locale);
  // Lingui writes plural counts ('#') in `locales` (plural-counts.ts): the digits go there too.
  if (zero === undefined) i18n.loadAndActivate({ locale, messages });
  else
    i18n.loadAndActivate({ locale, locales: intlLocale(locale) ?? locale, messages: messagesInDigits(messages, zero) });
}

/** The Intl locale of a language other than English ('hi-IN', 'pa-IN-u-nu-guru'); null for English. */
export function intlLocale(locale = i18n.locale as Locale): string | null {
  if (!locale || locale === DEFAULT_LOCALE) return null;
  const digits = OWN_DIGITS[locale];
  return digits && usesOwnDigits() ? `${locale}-u-nu-${digits}` : locale;
}

const cache = new Map<string, DateFormat | Intl.NumberFormat>();

export function intlFormat(kind: 'date', options: Intl.DateTimeFormatOptions): DateFormat;
export function intlFormat(kind: 'number', options: Intl.NumberFormatOptions): Intl.NumberFormat;
/**
 * A formatter for the reader's language (en-IN for English), made on first use. Hindi and Punjabi go through
 * intl-fallback.ts: Intl's own formatter when the browser has the language's data, else en-IN's with the language's
 * month and day-period names (Debian's Chromium has no Punjabi). English is Intl's own, with no probe.
 */
export function intlFormat(kind: 'date' | 'number', options: object) {
  const locale = intlLocale() ?? DEFAULT_LOCALE;
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    const english = locale === DEFAULT_LOCALE;
    if (kind === 'date') format = english ? new Intl.DateTimeFormat(locale, options) : dateFormatIn(locale, options);
    else format = english ? new Intl.NumberFormat(locale, options) : numberFormatIn(locale, options);
    cache.set(key, format);
  }
  return format;
}
