import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoDeckPages } from '#server/db/seed/demo-decks';
import { generateDeckPdf } from './generate-deck';
import { readPdfText } from './pdf-worker';
import { slideTexts, slideTitles } from './slide-title';

/**
 * Titles of real decks (fixtures/README.md), read from the PDFs with pdfjs; the expected titles were written
 * by hand from the pages (pdftoppm images and pdftotext -layout).
 */
async function titlesOf(deck: string): Promise<string[]> {
  const { pages, outline } = await readPdfText(
    new Uint8Array(readFileSync(path.join(import.meta.dirname, 'fixtures', deck))),
  );
  return slideTitles(pages, outline);
}

/** Page number → title, for the pages checked. */
function pick(titles: string[], pages: number[]): Record<number, string> {
  return Object.fromEntries(pages.map((n) => [n, titles[n - 1] ?? '']));
}

describe('slide titles of real decks', () => {
  it('Beamer conference talk (Warsaw: navigation bar, frame titles at body size, a three-line title)', async () => {
    const titles = await titlesOf('beamerexample-conference-talk.pdf');
    expect(titles).toHaveLength(31);
    expect(pick(titles, [1, 2, 5, 6, 17, 26])).toEqual({
      1: 'On the Complexity of SNP Block Partitioning Under the Perfect Phylogeny Model',
      2: 'Outline',
      5: 'Our formalization of haplotyping.',
      6: 'We can do perfect phylogeny haplotyping efficiently, but . . .',
      17: 'Implications for pp-partitions of haplotype matrices.',
      26: 'Summary',
    });
  });

  it('Metropolis demo (frame numbers, section pages, overlays, an icon larger than the title)', async () => {
    const titles = await titlesOf('metropolis-demo.pdf');
    expect(titles).toHaveLength(33);
    expect(pick(titles, [1, 2, 3, 12, 15, 18, 29, 30])).toEqual({
      1: 'Metropolis',
      2: 'Table of contents',
      3: 'Introduction',
      12: 'Typography',
      15: 'Animation',
      18: 'Animation',
      29: 'Summary',
      30: 'Questions?',
    });
  });

  it('features deck (a sidebar and a unit label on three pages, a title over three lines, CJK fonts)', async () => {
    const titles = await titlesOf('features.pdf');
    expect(pick(titles, [1, 4, 6, 7, 8])).toEqual({
      1: 'Faithful slides',
      4: 'Fonts: TrueType, CJK and Devanagari',
      6: 'Pages with a sidebar',
      7: 'Fractions on a number line: comparing, ordering and equivalent fractions',
      8: 'Decimals',
    });
  });

  it('manual (running heads, page numbers, pages of running text: their section from the outline)', async () => {
    const titles = await titlesOf('manual.pdf');
    expect(pick(titles, [1, 2, 3, 4, 5, 7, 9, 10])).toEqual({
      1: "Pathshala Teacher's Manual",
      2: '1 Getting Started',
      3: '1 Getting Started', // running text: the outline
      4: '1.1 Adding a Bibliography', // a heading halfway down the page
      5: '1.1 Adding a Bibliography',
      7: '1.2 Choosing a Theme', // a code block at the top is not a heading
      9: '1.3 Structuring the Lesson',
      10: '1.3 Structuring the Lesson',
    });
  });

  it("keeps each page's running text without the furniture, for search and narration", async () => {
    const { pages, outline } = await readPdfText(
      new Uint8Array(readFileSync(path.join(import.meta.dirname, 'fixtures', 'metropolis-demo.pdf'))),
    );
    const texts = slideTexts(pages, outline);
    expect(texts[3]?.body).toMatch(
      /^Metropolis\. The metropolis theme is a Beamer theme with minimal visual noise inspired by the hsrm Beamer/,
    );
    expect(texts[1]?.body).toBe('Table of contents. 1. Introduction. 2. Titleformats. 3. Elements. 4. Conclusion.');
    // Frame numbers are furniture: the section page is its title alone.
    expect(texts[2]?.body).toBe('Introduction.');
  });

  it('reads the demo decks without their page-counting footer, and keeps the lines a deck repeats in a later part', async () => {
    const pages = demoDeckPages(6);
    const { pages: read, outline } = await readPdfText(
      await generateDeckPdf(pages, { footer: 'Pathshala AI · Class 6' }),
    );
    const texts = slideTexts(read, outline);
    expect(texts).toHaveLength(55);
    // The narration of a video reads these bodies: 'Pathshala AI · Class 6 · 8 / 55' is no part of slide 8.
    expect(texts[7]).toEqual({
      title: '8. Recognising Images',
      body: '8. Recognising Images. Pixels and colours. Edges and shapes. How a phone finds faces.',
    });
    // The topics come round again every 15 slides at the same place: still each slide's own words.
    expect(texts[22]?.body).toBe(
      '23. Recognising Images (part 2). Pixels and colours. Edges and shapes. How a phone finds faces.',
    );
    for (const text of texts) expect(text.body).not.toMatch(/Pathshala AI|\d+ \/ 55/);
  });
});
