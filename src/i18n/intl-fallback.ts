/**
 * Hindi and Punjabi dates and numbers in a browser whose Intl has no data for the language (issue 42). Debian's
 * Chromium (the school PCs') ships ICU without Punjabi, yet answers supportedLocalesOf(['pa-IN']) with ['pa-IN'] and
 * then writes root's forms: '2026 M11 26 12:00 AM', '1,234,567'. So each language is probed once, at its first
 * formatter (English never is: it does not come here). Without the data its formatters are en-IN's, whose dates
 * have CLDR's hi and pa order ('26 Nov 2026, 12:00 am' as '26 ਨਵੰ 2026, 12:00 AM') and whose numbers group in lakhs
 * and crores, with the months and day periods below put in and the reader's digits kept ('-u-nu-guru').
 */

const words = (text: string) => text.split(' ');

/**
 * CLDR 48 (ICU 78.2), printed from Node's full-ICU Intl: months in the format context (the stand-alone ones are the
 * same), abbreviated, wide and narrow; am and pm, abbreviated. CLDR's Punjabi writes 'AM'/'PM' in Latin itself.
 */
const NAMES = {
  hi: {
    short: words('जन॰ फ़र॰ मार्च अप्रैल मई जून जुल॰ अग॰ सित॰ अक्टू॰ नव॰ दिस॰'),
    long: words('जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर'),
    narrow: words('ज फ़ मा अ म जू जु अ सि अ न दि'),
    dayPeriods: ['am', 'pm'],
  },
  pa: {
    short: words('ਜਨ ਫ਼ਰ ਮਾਰਚ ਅਪ੍ਰੈ ਮਈ ਜੂਨ ਜੁਲਾ ਅਗ ਸਤੰ ਅਕਤੂ ਨਵੰ ਦਸੰ'),
    long: words('ਜਨਵਰੀ ਫ਼ਰਵਰੀ ਮਾਰਚ ਅਪ੍ਰੈਲ ਮਈ ਜੂਨ ਜੁਲਾਈ ਅਗਸਤ ਸਤੰਬਰ ਅਕਤੂਬਰ ਨਵੰਬਰ ਦਸੰਬਰ'),
    narrow: words('ਜ ਫ਼ ਮਾ ਅ ਮ ਜੂ ਜੁ ਅ ਸ ਅ ਨ ਦ'),
    dayPeriods: ['AM', 'PM'],
  },
} as const;

type Language = keyof typeof NAMES;

/**
 * Hindi's or Punjabi's abbreviated months and day periods for a locale ('hi-IN', 'pa-IN-u-nu-guru'); null for any
 * other language. The app writes its common dates in these by hand (src/lib/format.ts), as en-IN's pattern, which is
 * CLDR's for both ('21 नव॰ 2026, 1:30 pm').
 */
export function shortNames(locale: string): { months: readonly string[]; dayPeriods: readonly string[] } | null {
  const names = NAMES[locale.split('-')[0] as Language];
  return names ? { months: names.short, dayPeriods: names.dayPeriods } : null;
}
type MonthWidth = 'short' | 'long' | 'narrow';

/** A date formatter as the app uses one: Intl's own, or the fallback's with the same two methods. */
export type DateFormat = Pick<Intl.DateTimeFormat, 'format' | 'formatToParts'>;

/** The language's script: a month name without it is not the language's (root's 'M01', or English). */
const SCRIPT: Record<Language, RegExp> = { hi: /[\u0900-\u097F]/, pa: /[\u0A00-\u0A7F]/ };

/**
 * The probes. Neither supportedLocalesOf nor resolvedOptions can tell (Chromium says 'pa-IN' and 'pa' and writes
 * root's forms), and a day period cannot either (CLDR's pa writes 'AM', as root does). What the data gives and its
 * absence never does: January's long name (mid-month in UTC, so no time zone moves it) in the language's own script,
 * where root writes 'M01' and a browser that falls back to another language 'January'; and 1234567 in Latin digits
 * grouped in lakhs, '12,34,567', where root writes '1,234,567'; India's name in the language's script, where such a
 * browser writes 'India'. One verdict per language and kind, kept.
 */
const PROBES = {
  date: (tag: string, language: Language) =>
    SCRIPT[language].test(
      new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 15)),
    ),
  // With options, however empty: the default format without them is written by hand (plural-counts.ts), not probed.
  number: (tag: string) => new Intl.NumberFormat(`${tag}-u-nu-latn`, {}).format(1234567) === '12,34,567',
  // India's name in the language's script, where a browser without the names writes 'India'.
  regions: (tag: string, language: Language) =>
    SCRIPT[language].test(new Intl.DisplayNames([tag], { type: 'region' }).of('IN') ?? ''),
};
const verdicts = new Map<string, boolean>();

/** Whether the browser's Intl has `tag`'s (a language, 'pa-IN') date or number data; asked once per language. */
export function hasIntlData(kind: keyof typeof PROBES, tag: string): boolean {
  const language = tag.split('-')[0] as Language;
  if (!(language in NAMES)) return true;
  const key = `${kind}|${language}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    // Until the probe answers, Intl is trusted: a probe that comes back here (plural-counts.ts) gets Intl's own.
    verdicts.set(key, true);
    try {
      verdict = PROBES[kind](tag, language);
    } catch {
      verdict = false;
    }
    verdicts.set(key, verdict);
  }
  return verdict;
}

/** 'pa-IN-u-nu-guru' as its language tag and its extension: ['pa-IN', '-u-nu-guru']; ['hi-IN', ''] without one. */
export function splitExtension(locale: string): [string, string] {
  const at = locale.indexOf('-u-');
  return at < 0 ? [locale, ''] : [locale.slice(0, at), locale.slice(at)];
}

/** How wide the options write a month's name; null when they write none (numeric, or no month). */
function monthWidth(options: Intl.DateTimeFormatOptions): MonthWidth | null {
  const { month, dateStyle } = options;
  if (month === 'short' || month === 'long' || month === 'narrow') return month;
  if (month === undefined && dateStyle === 'medium') return 'short';
  if (month === undefined && (dateStyle === 'long' || dateStyle === 'full')) return 'long';
  return null;
}

const AM_PM = /^([ap])\.?\s?m\.?$/i;

/**
 * `options` in en-IN with `language`'s months and day periods. Only those: a weekday, an era or a zone's name (no
 * screen asks for one) would stay in English, still better than root's 'Thu' or 'M11'.
 */
function withNames(language: Language, extension: string, options: Intl.DateTimeFormatOptions): DateFormat {
  const base = new Intl.DateTimeFormat(`en-IN${extension}`, options);
  const width = monthWidth(options);
  const months = width && NAMES[language][width];
  // The month's number in the formatter's own time zone, in Latin digits whatever the reader's.
  const monthOf =
    months &&
    new Intl.DateTimeFormat('en-IN-u-nu-latn', { month: 'numeric', timeZone: base.resolvedOptions().timeZone });
  const [am, pm] = NAMES[language].dayPeriods;
  const formatToParts = (date?: Date | number) => {
    const when = date ?? Date.now();
    return base.formatToParts(when).map((part) => {
      if (part.type === 'month' && months && monthOf) {
        return { ...part, value: months[Number(monthOf.format(when)) - 1] ?? part.value };
      }
      // en-IN's time in Node's ICU has U+202F before am (CLDR 42 on); hi's and pa's a space, as Chromium's en-IN.
      if (part.type === 'literal') return { ...part, value: part.value.replaceAll('\u202f', ' ') };
      const period = part.type === 'dayPeriod' && AM_PM.exec(part.value)?.[1];
      return period ? { ...part, value: period.toLowerCase() === 'a' ? am : pm } : part;
    });
  };
  return { format: (date) => formatToParts(date).reduce((text, part) => text + part.value, ''), formatToParts };
}

/** A date formatter for `locale` ('pa-IN', 'pa-IN-u-nu-guru'): Intl's own when it has the language's data. */
export function dateFormatIn(locale: string, options: Intl.DateTimeFormatOptions): DateFormat {
  const [tag, extension] = splitExtension(locale);
  const language = tag.split('-')[0] as Language;
  if (hasIntlData('date', tag) || !(language in NAMES)) return new Intl.DateTimeFormat(locale, options);
  return withNames(language, extension, options);
}

/** A number formatter for `locale`: Intl's own with the language's data, else en-IN's grouping in the same digits. */
export function numberFormatIn(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const [tag, extension] = splitExtension(locale);
  return new Intl.NumberFormat(hasIntlData('number', tag) ? locale : `en-IN${extension}`, options);
}
