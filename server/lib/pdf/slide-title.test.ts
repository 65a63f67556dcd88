import { describe, expect, it } from 'vitest';
import type { PageText, TextItem } from './pdf-worker';
import { slideTitle, slideTitles } from './slide-title';

/** A 4:3 page (points) with text items; `item` places a string with an advance width of 0.5 em a letter. */
const page = (items: TextItem[]): PageText => ({ width: 360, height: 270, items });
const item = (s: string, x: number, y: number, h = 11, f = 'regular', w = s.length * h * 0.5): TextItem => ({
  s,
  x,
  y,
  w,
  h,
  f,
});
/** Pieces of one line, each starting `gap` after the previous one ends. */
function line(parts: string[], x: number, y: number, h: number, f: string, gap: number): TextItem[] {
  const items: TextItem[] = [];
  let at = x;
  for (const s of parts) {
    items.push(item(s, at, y, h, f));
    at += s.length * h * 0.5 + gap;
  }
  return items;
}
const body = (y: number, s = 'A line of ordinary body text on the slide.') => item(s, 30, y);

describe('slideTitle: one page', () => {
  it('takes the largest text, spacing words as the PDF places them', () => {
    const title = line(['The', 'beamer', 'class'], 20, 40, 20, 'bold', 5); // gaps of a quarter em: words
    const kerned = line(['10.6', 'Adding a Bibliography'], 20, 40, 20, 'bold', 5);
    expect(slideTitle(page([...title, body(100), body(120)]))).toBe('The beamer class');
    expect(slideTitle(page([...kerned, body(100)]))).toBe('10.6 Adding a Bibliography');
    // pieces of one word, drawn apart by kerning, stay one word
    expect(slideTitle(page([...line(['Th', 'eorem'], 20, 40, 20, 'bold', 0.5), body(100)]))).toBe('Theorem');
  });

  it('joins a two-line title and leaves out what merely shares its baseline', () => {
    const items = [
      ...line(['Fractions on a number line:'], 20, 40, 16, 'bold', 0),
      ...line(['comparing and ordering'], 20, 59, 16, 'bold', 0),
      item('2/11', 320, 40, 16, 'regular'), // a page counter far right on the title's baseline
      body(110),
      body(130),
    ];
    expect(slideTitle(page(items))).toBe('Fractions on a number line: comparing and ordering');
  });

  it('ignores small navigation text above the heading', () => {
    const items = [
      item('Introduction', 8, 6, 6),
      item('Bad News: Hardness Results', 80, 6, 6),
      item('The Model and the Problem', 8, 21, 6),
      item('Our formalization of haplotyping.', 8, 37, 10.9, 'bold'),
      item('Inputs', 28, 71, 10.9, 'bold'),
      ...[87, 104, 120, 137].map((y) => item('The rows of the matrix are individuals / taxa.', 50, y, 10.9)),
    ];
    expect(slideTitle(page(items))).toBe('Our formalization of haplotyping.');
  });

  it('finds no heading in running text and is empty without text', () => {
    const text = [40, 54, 68, 82, 96, 110].map((y) =>
      body(y, 'Sentences of a manual, one after another, at one size.'),
    );
    expect(slideTitle(page(text))).toBe('');
    expect(slideTitle(page([]))).toBe('');
    expect(slideTitle(page([item('   ', 10, 10, 30)]))).toBe('');
    expect(slideTitle(page([item('x'.repeat(140), 10, 30, 30), body(100)]))).toHaveLength(120);
  });
});

describe('slideTitle: code, list items and paragraphs are not headings', () => {
  /** A line alone at the top, in the body's size, a clear gap above the body: a plain heading's place. */
  const atTop = (top: TextItem) => slideTitle(page([top, body(100), body(114), body(128)]));

  it('leaves out code (a monospaced font, a LaTeX command) and list items', () => {
    expect(atTop({ ...item('usecolortheme{beetle}', 30, 40), m: 1 })).toBe('');
    expect(atTop(item('\\begin{overlayarea}{width}{height}', 30, 40))).toBe('');
    expect(atTop(item('• Block environments, both for the title and for the body.', 30, 40))).toBe('');
    // the same in a larger size
    expect(slideTitle(page([{ ...item('\\usetheme{Warsaw}', 30, 40, 16), m: 1 }, body(100), body(114)]))).toBe('');
  });

  it('leaves out a long sentence, two sentences and a lone lowercase word; keeps a short sentence or a colon', () => {
    expect(atTop(item('Example: The following example creates a background sound for the slide.', 30, 40))).toBe('');
    expect(atTop(item('and', 30, 40))).toBe('');
    const paragraph = 'A sober theme. The right-flushed frame titles create an interesting tension.';
    expect(slideTitle(page([item(paragraph, 30, 40, 14), body(100), body(114)]))).toBe('');
    expect(atTop(item('We can do perfect phylogeny haplotyping efficiently, but . . .', 30, 40))).toBe(
      'We can do perfect phylogeny haplotyping efficiently, but . . .',
    );
    expect(atTop(item('3 Tutorial: Euclid’s Presentation', 30, 40))).toBe('3 Tutorial: Euclid’s Presentation');
    expect(
      slideTitle(page([item('Why is the sky blue? Because light scatters off air.', 30, 40, 16), body(100)])),
    ).toBe('');
    // Abbreviations are not sentence ends.
    for (const title of ['Python vs. Rust', 'Dr. Jekyll and Mr. Hyde', 'Languages, e.g. Java and Go', 'Why? Because']) {
      expect(slideTitle(page([item(title, 30, 40, 16), body(100), body(114)]))).toBe(title);
    }
  });
});

describe('slideTitles: a deck', () => {
  const sidebar = ['Contents', 'Shadows', 'Blending', 'Fonts'].map((s, i) => item(s, 4, 40 + i * 20, 13));
  const framed = (title: string) => page([...sidebar, item(title, 120, 40, 13, 'bold'), item('Body', 120, 150, 13)]);

  it('leaves out a sidebar repeated on every page, keeping a title repeated over consecutive pages', () => {
    const deck = ['Outline', 'Animation', 'Animation', 'Animation', 'Lists', 'Summary'].map(framed);
    expect(slideTitles(deck)).toEqual(['Outline', 'Animation', 'Animation', 'Animation', 'Lists', 'Summary']);
  });

  it('falls back to the outline entry covering a page without a heading of its own', () => {
    const heading = page([item('2 Installation', 30, 40, 20, 'bold'), body(100), body(114)]);
    const running = page([40, 54, 68, 82].map((y) => body(y)));
    const outline = [
      { title: '1 Introduction', page: 1, depth: 0 },
      { title: '2 Installation', page: 2, depth: 0 },
      { title: '2.1 Debian', page: 3, depth: 1 },
    ];
    expect(slideTitles([running, heading, running, running], outline)).toEqual([
      '1 Introduction',
      '2 Installation',
      '2.1 Debian',
      '2.1 Debian',
    ]);
    expect(slideTitles([running], [])).toEqual(['']);
  });
});
