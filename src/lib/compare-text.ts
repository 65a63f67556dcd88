/**
 * The one order of names in the app (schools, classes, students): the user's language's collation (Intl.Collator),
 * made once the first screen is drawn (`prepareCollator`). Until then a plain comparison that agrees with it on
 * Latin-script names (compare-text.test.ts): creating a collator loads the collation data, 15 ms on a laptop and
 * 55 ms on a slow phone, which the dashboard's first render must not wait for (issue 14).
 */
let collator: Intl.Collator | null = null;

/** Makes the collator (once): called when the browser is idle after the first screen (main.tsx). */
export function prepareCollator(locale = 'en-IN'): void {
  collator ??= new Intl.Collator(locale);
}

export function compareText(a: string, b: string): number {
  if (collator) return collator.compare(a, b);
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a === b ? 0 : a < b ? 1 : -1; // lower case first, as the collator has it
}
