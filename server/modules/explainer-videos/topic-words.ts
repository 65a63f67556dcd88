/** What the topic rules read of a found slide (slide-search.ts FoundSlide). */
type SlideWords = { words?: string[] | null; classNumber: number; slideNumber: number };

/**
 * What a prompt is about, in words, and which slides are about it (issue 40). PostgreSQL stems the words
 * ('english': recognise, recognising → recognis; faces → face); this file decides with the counts and lexemes it
 * returns, so the rules can be read (and tested) without a database.
 */

/**
 * Words that name no subject: PostgreSQL's English stop words (questions, pronouns, auxiliaries, articles,
 * prepositions) and a few it keeps. Left out before searching, so no slide is found by 'how' or 'us'.
 */
const STOP = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom whose this that these those am ' +
    'is are was were be been being have has had having do does did doing a an the and but if or because as until ' +
    'while of at by for with about against between into through during before after above below to from up down ' +
    'in out on off over under again further then once here there when where why how all any both each few more ' +
    'most other some such no nor not only own same so than too very s t can will just don should now us would ' +
    'could might may must shall let lets'
  ).split(' '),
);

/** The prompt's content words (its search words without stop words and bare numbers), in order. */
export function contentWords(searchWords: string[]): string[] {
  return searchWords.filter((w) => !STOP.has(w) && !/^\d+$/.test(w));
}

/** How many of the searched slides hold a content word (its PostgreSQL lexemes), of `total`. */
export type WordCount = { word: string; lexemes: string[]; slides: number };

/** A word on more than this share of the slides searched says little about any one of them. */
export const COMMON_SHARE = 0.15;

/**
 * The prompt's main words: those found on some slide and not far commoner than the rarest found (on at most
 * twice its slides, or 15% of the slides searched if that is more). 'How does a computer recognise faces' over
 * the demo decks: 'recognise' and 'faces' (the recognising-images slides), not 'computer' (a dozen lessons).
 */
export function mainWords(counts: WordCount[], total: number): WordCount[] {
  const found = counts.filter((c) => c.slides > 0 && c.lexemes.length > 0);
  const rarest = Math.min(...found.map((c) => c.slides));
  const most = Math.max(2 * rarest, COMMON_SHARE * total);
  return found.filter((c) => c.slides <= most);
}

/**
 * A slide's rank is PostgreSQL's ts_rank over all the prompt's content words, a word in the title weighted
 * A (1.0), in the text B (0.4), summed over the words: about 0.67 for a word in the title, 0.24 for one in the text.
 */
export const RANK_WEIGHTS = '{0, 0, 0.4, 1.0}';
/** The best slide must reach this (a content word in its title, or two in its text) or nothing covers the topic. */
export const TOPIC_RANK = 0.45;
/** Every slide kept reaches this share of the best slide's rank: a passing mention beside a lesson is dropped. */
export const MIN_SHARE = 0.2;
/**
 * The slides above the minimum rank, best first: none when even the best covers too little of the prompt (a
 * content word in its title or two in its text, or the one word of a one-word prompt anywhere).
 */
export function aboveMinimum<T extends { rank: number }>(ranked: T[], words: number): T[] {
  const best = Math.max(0, ...ranked.map((s) => s.rank));
  if (best === 0 || (words > 1 && best < TOPIC_RANK)) return [];
  return ranked.filter((s) => s.rank >= MIN_SHARE * best).sort((a, b) => b.rank - a.rank);
}

/** Lexemes that say nothing about a slide's topic: numbers and the words of 'Slide 4', '(part 2)', '(cont.)'. */
const NOT_TOPIC = new Set(['slide', 'part', 'cont', 'continu']);

/** A slide's topic words: its lexemes without numbers, deck furniture and the deck's commonest words. */
export function topicWords(slide: Pick<SlideWords, 'words'>, common: ReadonlySet<string>): Set<string> {
  return new Set((slide.words ?? []).filter((w) => !common.has(w) && !NOT_TOPIC.has(w) && !/^[\d.,/-]+$/.test(w)));
}

/**
 * The following slides of a deck that continue its last chosen slide, in order: each shares a topic word with
 * the slide before it or holds one of the prompt's main words; the first that does neither ends the run.
 * `following` are the deck's slides after `last`, in order; `common` its words on half its slides or more.
 */
export function continuing<S extends SlideWords>(
  last: S,
  following: S[],
  main: ReadonlySet<string>,
  common: ReadonlySet<string>,
): S[] {
  const run: S[] = [];
  let before = topicWords(last, common);
  let number = last.slideNumber;
  for (const next of following) {
    if (next.classNumber !== last.classNumber || next.slideNumber !== number + 1) break;
    const own = topicWords(next, common);
    if (![...own].some((w) => before.has(w) || main.has(w))) break;
    run.push(next);
    before = own;
    number = next.slideNumber;
  }
  return run;
}
