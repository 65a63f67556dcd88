/**
 * Fuzzy search scoring of spec 02 §5: an exact match scores 200, a substring 150 minus its position, a
 * subsequence (the query's characters in order) at least 10; anything else 0 (no match).
 */
export const FUZZY_SCORES = { exact: 200, substring: 150, subsequence: 10 } as const;

/** A substring 150 or more characters in is still a match (the spec's formula would give it 0 or less). */
const MIN_SUBSTRING = 1;

export function fuzzyScore(query: string, text: string | null | undefined): number {
  const q = query.trim().toLowerCase();
  const t = (text ?? '').toLowerCase();
  if (!q || !t) return 0;
  if (t === q) return FUZZY_SCORES.exact;
  const position = t.indexOf(q);
  if (position >= 0) return Math.max(FUZZY_SCORES.substring - position, MIN_SUBSTRING);
  let next = 0;
  let first = -1;
  for (const ch of q) {
    const found = t.indexOf(ch, next);
    if (found < 0) return 0;
    if (first < 0) first = found;
    next = found + 1;
  }
  // Tighter matches rank a little higher: 10 for a scattered match, up to 19 for an almost contiguous one.
  const span = next - first;
  return FUZZY_SCORES.subsequence + Math.min(9, Math.floor((9 * q.length) / span));
}

/** The best score of any of an item's fields. */
export function bestScore(query: string, fields: (string | null | undefined)[]): number {
  return fields.reduce((best, field) => Math.max(best, fuzzyScore(query, field)), 0);
}

/** Items matching `query`, best first (ties keep their order); all items when the query is blank. */
export function fuzzyFilter<T>(
  items: readonly T[],
  query: string,
  fieldsOf: (item: T) => (string | null | undefined)[],
): T[] {
  if (!query.trim()) return [...items];
  return items
    .map((item, index) => ({ item, index, score: bestScore(query, fieldsOf(item)) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}
