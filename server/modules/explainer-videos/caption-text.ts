/**
 * Titles and captions without stray punctuation (issue 40): a piece of text cut from a sentence or a title never
 * begins with a comma or a dash, never ends open (',' ';' ':' '–'), and is never punctuation alone.
 */

/** Punctuation that cannot begin a title or caption. */
const STRAY_START = /^[\s,;:.!?…·•|/\\–—-]+/u;
/** Punctuation that leaves a clause open at the end, before any full stop or ellipsis: 'faces,' 'faces,.' */
const OPEN_END = /[\s,;:·•|/\\–—-]+([.!?…]*)$/u;

/** The text with stray punctuation trimmed and spaced dots ('. . .') as one '…'; '' when only punctuation is left. */
export function tidy(text: string): string {
  const clean = text
    .replace(/\s+/g, ' ')
    .replace(/\s*\.(?:\s*\.){2,}/g, '…')
    .replace(STRAY_START, '')
    .replace(OPEN_END, '$1')
    .trim();
  return /[\p{L}\p{N}]/u.test(clean) ? clean : '';
}

/** A line read aloud as a sentence: 'Why it matters' → 'Why it matters.', 'faces,' → 'faces.'; '' for none. */
export function sentence(line: string): string {
  const clean = tidy(line);
  return !clean || /[.!?…]$/.test(clean) ? clean : `${clean}.`;
}

/** Text cut short, ending in one '…' after its last word: 'the leaves,' → 'the leaves…'; '' for none. */
export function cutShort(text: string): string {
  const clean = tidy(text).replace(/[.!?…]+$/, '');
  return clean ? `${clean}…` : '';
}

/** A title as an item of a list ('To recap: A, B and C'): tidy, without its own closing stop. */
export function listed(title: string): string {
  return tidy(title).replace(/(?<=[\p{L}\p{N})'"”’])[.!?]+$/u, '');
}
