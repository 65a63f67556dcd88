import { indianDigits } from '#src/lib/format';

/**
 * Lingui writes the count of a plural message ('# classes') with `new Intl.NumberFormat(locale)`. The first number
 * format of a page loads the browser's number data: 20–50 ms on a laptop in Chromium, four times that on a slow
 * phone, in the middle of the first screen (the cost issue 14 took out of the dates). For English that format is
 * the Indian grouping src/lib/format.ts writes by hand: this answers Lingui's one call for English,
 * `new Intl.NumberFormat(['en-IN', 'en'], undefined)`, with it, and leaves every other call to Intl. Hindi and Punjabi
 * readers load a catalog and a font anyway; their numbers go to Intl.
 */
const RealNumberFormat = Intl.NumberFormat;

/** Lingui asks for `[locale, 'en']` (its fallback after ours); en-IN is always there, so the first decides. */
const isEnglishDefault = (locales: unknown, options: unknown) =>
  options === undefined && (locales === 'en-IN' || (Array.isArray(locales) && locales[0] === 'en-IN'));

/** en-IN's default format of a number (at most 3 decimals), by hand for finite numbers. */
const englishFormat = (value: number) =>
  Number.isFinite(value) && !Object.is(value, -0)
    ? indianDigits(value, 3)
    : new RealNumberFormat('en-IN').format(value);

/** Installs the English fast path, once. Any method but format() goes to a real Intl.NumberFormat, made then. */
export function installEnglishNumbers(): void {
  if (Intl.NumberFormat !== RealNumberFormat) return;
  // A proxy of Intl's own constructor: `new` is answered here, everything else (statics, instanceof) is Intl's.
  Intl.NumberFormat = new Proxy(RealNumberFormat, {
    construct(target, args: [string | string[] | undefined, Intl.NumberFormatOptions | undefined]) {
      const [locales, options] = args;
      if (!isEnglishDefault(locales, options)) return Reflect.construct(target, args);
      let real: Intl.NumberFormat | undefined;
      const intl = () => {
        real ??= new target(locales, options);
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
