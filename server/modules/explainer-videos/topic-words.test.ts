import { describe, expect, it } from 'vitest';
import type { FoundSlide } from './slide-search';
import { searchWords } from './slide-search';
import { aboveMinimum, contentWords, continuing, mainWords } from './topic-words';

/**
 * The rules of topic-words.ts on counts and lexemes as PostgreSQL gives them; course-planner.decks.test.ts runs
 * them on real decks.
 */
const slide = (slideNumber: number, words: string[], classNumber = 6): FoundSlide => ({
  classNumber,
  slideNumber,
  title: `Slide ${slideNumber}`,
  body: '',
  imageKey: 'x',
  rank: 0,
  words,
});

describe('what a prompt is about', () => {
  it('searches by content words: no question words, stop words or bare numbers', () => {
    expect(contentWords(searchWords('How does a phone recognise faces?'))).toEqual(['phone', 'recognise', 'faces']);
    expect(contentWords(searchWords('What are the 3 states of water, for class 6'))).toEqual(['states', 'water']);
  });

  it('leaves out a word far commoner than the rarest found, and the words found nowhere', () => {
    const counts = [
      { word: 'computer', lexemes: ['comput'], slides: 60 },
      { word: 'recognise', lexemes: ['recognis'], slides: 20 },
      { word: 'faces', lexemes: ['face'], slides: 20 },
      { word: 'phone', lexemes: ['phone'], slides: 0 },
    ];
    expect(mainWords(counts, 300).map((c) => c.word)).toEqual(['recognise', 'faces']);
    // In a small deck 15% of it is the bar: 'sunlight' on 2 of 6 slides stays beside 'leaves' on 1.
    const leaves = [
      { word: 'leaves', lexemes: ['leav'], slides: 1 },
      { word: 'sunlight', lexemes: ['sunlight'], slides: 2 },
    ];
    expect(mainWords(leaves, 6)).toHaveLength(2);
  });

  it('keeps slides above the minimum rank: the best must cover the topic, the rest a fifth of the best', () => {
    const ranked = (...ranks: number[]) => ranks.map((rank, i) => ({ rank, n: i + 1 }));
    // One word of three, once in a slide's text ('you face the same problems'): nothing covers the topic.
    expect(aboveMinimum(ranked(0.243), 3)).toEqual([]);
    // A one-word prompt: a mention will do.
    expect(aboveMinimum(ranked(0.243), 1)).toHaveLength(1);
    // A lesson on the topic (title and text) and a slide mentioning it once: kept beside it, a stray word dropped.
    expect(aboveMinimum(ranked(0.243, 1.155, 0.2), 3).map((s) => s.n)).toEqual([2, 1]);
  });
});

describe('following slides', () => {
  const common = new Set(['class', 'activ', 'pathshala', 'ai']);
  it('go on while each shares a topic word with the one before it (not the deck furniture or a number)', () => {
    const last = slide(8, ['recognis', 'imag', 'class', 'activ', '8', 'pathshala', 'ai']);
    const next = [
      slide(9, ['understand', 'languag', 'class', 'activ', '9', 'pathshala', 'ai', '8']),
      slide(10, ['robot', 'work']),
    ];
    expect(continuing(last, next, new Set(['recognis', 'face']), common)).toEqual([]);
    const lesson = [slide(9, ['imag', 'pixel']), slide(10, ['pixel', 'colour']), slide(11, ['robot', 'part'])];
    expect(continuing(last, lesson, new Set(), common).map((s) => s.slideNumber)).toEqual([9, 10]);
  });

  it("also take a slide that holds one of the prompt's main words, and stop at a gap in the numbers", () => {
    const last = slide(3, ['photosynthesi']);
    const next = [slide(4, ['chlorophyl', 'face']), slide(6, ['face'])];
    expect(continuing(last, next, new Set(['face']), common).map((s) => s.slideNumber)).toEqual([4]);
  });
});
