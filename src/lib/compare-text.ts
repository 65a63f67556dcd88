/**
 * Orders names for lists on the first screen: case-insensitively, then by case. Not `localeCompare`: its first call
 * loads the collation data, 15 ms on a laptop and 55 ms on a slow phone, in the middle of the dashboard's first
 * render (issue 14). The names sorted with it (schools, classes) are in Latin script, where the orders agree
 * (compare-text.test.ts).
 */
export function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a === b ? 0 : a < b ? 1 : -1; // lower case first, as localeCompare has it
}
