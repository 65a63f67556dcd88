import { indianDigits } from '#src/lib/format';
import { hasIntlData, splitExtension } from './intl-fallback';

/**
 * Lingui writes the count of a plural message ('# classes') with `new Intl.NumberFormat(locales)`, where no
 * formatter of ours can step in. Two cases are answered here, every other call is left to Intl:
 * - English: the first number format of a page loads the browser's number data, 20–50 ms on a laptop in Chromium
 *   and four times that on a slow phone, in the middle of the first screen (issue 14). Lingui's one call for
 *   English, `new Intl.NumberFormat(['en-IN', 'en'], undefined)`, gets the Indian grouping src/lib/format.ts writes
 *   by hand.
 * - Hindi or Punjabi in a browser without the language's number data (Debian's Chromium has no Punjabi and writes
 *   '1,234,567'): en-IN's format in the digits asked for, as the app's own formatters do (intl-fallback.ts), so a
 *   count reads '12,34,567 ਵਿਦਿਆਰਥੀ' like every other number on the screen (issue 42).
 */
const RealNumberFormat = Intl.NumberFormat;

type Locales = string | readonly string[] | undefined;
const firstOf = (locales: Locales) => (Array.isArray(locales) ? locales[0] : locales) as string | undefined;

/** Lingui asks for `[locale, 'en']` (its fallback after ours); en-IN is always there, so the first decides. */
const isEnglishDefault = (locales: Locales, options: unknown) => options === undefined && firstOf(locales) === 'en-IN';

/** en-IN's default format of a number (at most 3 decimals), by hand for finite numbers. */
const englishFormat = (value: number) =>
  Number.isFinite(value) && !Object.is(value, -0)
    ? indianDigits(value, 3)
    : new RealNumberFormat('en-IN').format(value);

/** 'pa-IN-u-nu-guru' → 'en-IN-u-nu-guru' when the browser has no Punjabi numbers; null when Intl can write it. */
function standIn(locales: Locales): string | null {
  const first = firstOf(locales);
  if (typeof first !== 'string') return null;
  const [tag, extension] = splitExtension(first);
  // The probe makes an Intl.NumberFormat itself ('pa-IN-u-nu-latn'): it comes through here again, and a language
  // being probed is answered by Intl (hasIntlData keeps a verdict from before its probe). Languages other than Hindi
  // and Punjabi are never probed.
  return hasIntlData('number', tag) ? null : `en-IN${extension}`;
}

/** Installs both answers, once. Any method of the English one but format() goes to a real Intl.NumberFormat. */
export function installPluralCounts(): void {
  if (Intl.NumberFormat !== RealNumberFormat) return;
  // A proxy of Intl's own constructor: `new` is answered here, everything else (statics, instanceof) is Intl's.
  Intl.NumberFormat = new Proxy(RealNumberFormat, {
    construct(target, args: [Locales, Intl.NumberFormatOptions | undefined]) {
      const [locales, options] = args;
      if (!isEnglishDefault(locales, options)) {
        const tag = standIn(locales);
        return Reflect.construct(target, tag ? [tag, options] : args);
      }
      let real: Intl.NumberFormat | undefined;
      const intl = () => {
        real ??= new target(locales as string[], options);
        return real;
      };
      return new Proxy({} as Intl.NumberFormat, {
        get: (_, key) => {
          if (key === 'format') return englishFormat;
          const value = Reflect.get(intl(), key);
          return typeof value === 'function' ? value.bind(intl()) : value;
        },
      });
    },
  });
}
