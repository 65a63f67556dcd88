import { videoLanguage } from '#server/lib/media/speech';
import { VIDEO_WORDS, type VideoLanguage } from './video-words';

/**
 * Titles and captions without stray punctuation (issue 40): a piece of text cut from a sentence or a title never
 * begins with a comma or a dash, never ends open (',' ';' ':' '–'), and is never punctuation alone.
 */

/** Punctuation that cannot begin a title or caption. */
const STRAY_START = /^[\s,;:.!?…।॥·•|/\\–—-]+/u;
/** Punctuation that leaves a clause open at the end, before any full stop or ellipsis: 'faces,' 'faces,.' */
const OPEN_END = /[\s,;:·•|/\\–—-]+([.!?…।॥]*)$/u;
/** A line that already ends as a sentence (Hindi and Punjabi end theirs with '।'). */
const STOPPED = /[.!?…।॥]$/u;
/** A Devanagari or Gurmukhi character. */
const INDIC = /[\u0900-\u097f\u0a00-\u0a7f]/u;

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

/**
 * A line read aloud as a sentence: 'Why it matters' → 'Why it matters.', 'faces,' → 'faces.'; '' for none. A line
 * mostly in Devanagari or Gurmukhi ends with '।', never '.'; one in Latin letters alone with '.'; one with a few
 * Hindi or Punjabi words among English ones as its video's `language` does ('आज का विषय था: How plants eat।').
 */
export function sentence(line: string, language: VideoLanguage = 'en'): string {
  const clean = tidy(line);
  if (!clean || STOPPED.test(clean)) return clean;
  const own = videoLanguage(clean);
  return `${clean}${VIDEO_WORDS[own !== 'en' ? own : INDIC.test(clean) ? language : 'en'].stop}`;
}

/** Text cut short, ending in one '…' after its last word: 'the leaves,' → 'the leaves…'; '' for none. */
export function cutShort(text: string): string {
  const clean = tidy(text).replace(/[.!?…।॥]+$/, '');
  return clean ? `${clean}…` : '';
}

/** A title as an item of a list ('To recap: A, B and C'): tidy, without its own closing stop. */
export function listed(title: string): string {
  return tidy(title).replace(/(?<=[\p{L}\p{M}\p{N})'"”’])[.!?।॥]+$/u, '');
}
