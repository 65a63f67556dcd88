/** The language's plural rules, for the server's messages and the client's texts alike (one helper, issue 40). */
const pluralRules = new Intl.PluralRules('en-IN');

/**
 * The word that agrees with a count, by the same plural rules, for text around a count rather than its noun:
 * byCount(n, 'was', 'were'), byCount(n, 'is', 'are'), byCount(n, 'it', 'them'), byCount(n, 'deck is', 'decks are').
 */
export function byCount(n: number, one: string, other: string): string {
  return pluralRules.select(n) === 'one' ? one : other;
}
