import { i18n } from '@lingui/core';

/**
 * The one order of names in the app (schools, classes, students): the user's language's collation (Intl.Collator).
 * Making a collator loads the browser's collation data: 20-80 ms on a laptop, four times that on a slow phone, in one
 * task (issue 40). Text in printable ASCII, which is most names here, is ordered by a comparison that gives exactly
 * the collator's answer (CLDR's root order, which en-IN keeps: compare-text.test.ts checks it against Intl.Collator
 * on random text); the collator is made only when text outside ASCII comes, so both kinds of text sort in one order.
 */
let collator: Intl.Collator | null = null;
let collatorLocale = '';

/** The collation order of printable ASCII at the primary level, upper and lower case letters alike. */
const ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz';
const WEIGHT = new Uint8Array(128);
for (let i = 0; i < ORDER.length; i++) {
  WEIGHT[ORDER.charCodeAt(i)] = i + 1;
  WEIGHT[ORDER.toUpperCase().charCodeAt(i)] = i + 1;
}

/** Whether the collator's answer for `text` is ours: every character is printable ASCII. */
function plain(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 127 || WEIGHT[code] === 0) return false;
  }
  return true;
}

/** Printable ASCII as the collator orders it: letters before case, then lower case first at the first difference. */
function comparePlain(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const d = (WEIGHT[a.charCodeAt(i)] ?? 0) - (WEIGHT[b.charCodeAt(i)] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  for (let i = 0; i < length; i++) {
    // Same letters: the first difference is one of case, and lower case comes first (its code is the greater).
    if (a[i] !== b[i]) return a.charCodeAt(i) > b.charCodeAt(i) ? -1 : 1;
  }
  return 0;
}

export function compareText(a: string, b: string): number {
  // Equal text (a placeholder repeated while names load, say) needs no collator.
  if (a === b) return 0;
  if (plain(a) && plain(b)) return comparePlain(a, b);
  // The reader's language (Hindi and Punjabi tailor only their own scripts: ASCII keeps the order above).
  const locale = i18n.locale || 'en-IN';
  if (!collator || collatorLocale !== locale) {
    collator = new Intl.Collator(locale);
    collatorLocale = locale;
  }
  return collator.compare(a, b);
}
