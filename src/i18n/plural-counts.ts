import { indianDigits } from '#src/lib/format';
import { DIGIT_ZERO, inDigits } from './digits';
import { hasIntlData, splitExtension } from './intl-fallback';

/**
 * Lingui writes the count of a plural message ('# classes') with `new Intl.NumberFormat(locales)`, where no
 * formatter of ours can step in. Two cases are answered here, every other call is left to Intl:
 * - Lingui's own call in English, Hindi or Punjabi (`new Intl.NumberFormat([locale, 'en'])`, no options) is written
 *   by hand: the first number format of a page loads the browser's data for the language, 20–50 ms on a laptop in
 *   Chromium and four times that on a slow phone, in the middle of the first screen (issue 14; in Hindi it was the
 *   longest piece of the catalog's first render, issue 42). All three write the default number alike in CLDR: Indian
 *   grouping, '.' and at most three decimals ('12,34,567.892'), in Latin digits or the ones the locale asks for
 *   ('-u-nu-deva', '-u-nu-guru').
 * - Any other call in Hindi or Punjabi in a browser without the language's number data (Debian's Chromium has no
 *   Punjabi and writes '1,234,567'): en-IN's format in the digits asked for, as the app's own formatters do
 *   (intl-fallback.ts).
 */
const RealNumberFormat = Intl.NumberFormat;

type Locales = string | readonly string[] | undefined;
const firstOf = (locales: Locales) => (Array.isArray(locales) ? locales[0] : locales) as string | undefined;

/**
 * For Lingui's call in one of our languages (no options; it adds 'en' after ours, so the first decides): the zero of
 * the digits to write, from the locale's '-u-nu-' extension (Latin without one). Null for every other call.
 */
function handWrittenZero(locales: Locales, options: unknown): number | null {
  const first = firstOf(locales);
  if (options !== undefined || typeof first !== 'string') return null;
  const [tag, extension] = splitExtension(first);
  if (!/^(en|hi|pa)-IN$/.test(tag)) return null;
  const numbering = extension ? /^-u-nu-([a-z]+)$/.exec(extension)?.[1] : 'latn';
  if (!numbering) return null;
  return (DIGIT_ZERO as Record<string, number>)[numbering] ?? null;
}

/** The default format of a number (at most 3 decimals, Indian grouping) in the digits from `zero`, by hand. */
const handFormat = (zero: number, locales: Locales) => (value: number) => {
  if (!Number.isFinite(value) || Object.is(value, -0)) return new RealNumberFormat(locales as string[]).format(value);
  return inDigits(indianDigits(value, 3), zero);
};
/** 'pa-IN-u-nu-guru' → 'en-IN-u-nu-guru' when the browser has no Punjabi numbers; null when Intl can write it. */
function standIn(locales: Locales): string | null {
  const first = firstOf(locales);
  if (typeof first !== 'string') return null;
  const [tag, extension] = splitExtension(first);
  // The probe makes an Intl.NumberFormat itself ('pa-IN-u-nu-latn', with options): it comes through here again, and a
  // language being probed is answered by Intl (hasIntlData keeps a verdict from before its probe). Languages other
  // than Hindi and Punjabi are never probed.
  return hasIntlData('number', tag) ? null : `en-IN${extension}`;
}

/** Installs both answers, once. Any method of a hand-written one but format() goes to a real Intl.NumberFormat. */
export function installPluralCounts(): void {
  if (Intl.NumberFormat !== RealNumberFormat) return;
  // A proxy of Intl's own constructor: `new` is answered here, everything else (statics, instanceof) is Intl's.
  Intl.NumberFormat = new Proxy(RealNumberFormat, {
    construct(target, args: [Locales, Intl.NumberFormatOptions | undefined]) {
      const [locales, options] = args;
      const zero = handWrittenZero(locales, options);
      if (zero === null) {
        const tag = standIn(locales);
        return Reflect.construct(target, tag ? [tag, options] : args);
      }
      const format = handFormat(zero, locales);
      let real: Intl.NumberFormat | undefined;
      const intl = () => {
        real ??= new target(locales as string[], options);
        return real;
      };
      return new Proxy({} as Intl.NumberFormat, {
        get: (_, key) => {
          if (key === 'format') return format;
          const value = Reflect.get(intl(), key);
          return typeof value === 'function' ? value.bind(intl()) : value;
        },
      });
    },
  });
}
