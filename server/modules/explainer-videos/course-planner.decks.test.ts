import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENES_FOR_DURATION, type VideoDuration } from '#contract/explainer-videos';
import { demoDeckPages } from '#server/db/seed/demo-decks';
import { courseMaterials, slides } from '#server/db/schema/teaching';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { planFromSlides } from './course-planner';
import { topicOf } from './scene-planner';
import { commonWords, searchWords } from './slide-search';
import { contentWords } from './topic-words';
import { courseSlides } from './video-plan';

type DeckText = { title: string; body: string }[];
const FIXTURE = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/deck-texts.json'), 'utf8')) as Record<
  string,
  { slides: DeckText }
>;
const deck = (name: string) => FIXTURE[name]?.slides ?? [];

/**
 * Real decks' text in the database, one grade each: the seed's demo deck of class 6 as the conversion reads it
 * (what a seeded server searches), the demo deck of class 7 as the seed writes it (its topic lines too), and the
 * two Beamer decks of shared/decks (fixtures/deck-texts.json).
 */
const DECKS: [number, DeckText][] = [
  [6, deck('demo-class-6')],
  [7, demoDeckPages(7).map((p) => ({ title: p.title, body: `${[p.title, ...p.lines].join('. ')}.` }))],
  [11, deck('metropolis-demo')],
  [12, deck('beamer-conference-talk')],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const [grade, text] of DECKS) {
    const [material] = await t.db
      .insert(courseMaterials)
      .values({ classNumber: grade, totalSlides: text.length, pdfFileName: 'deck.pdf', pdfFileSize: 1 })
      .returning({ id: courseMaterials.id });
    await t.db.insert(slides).values(
      text.map((s, i) => ({
        materialId: material?.id as string,
        version: 1,
        number: i + 1,
        title: s.title,
        body: s.body,
        imageKey: `decks/${grade}/${i + 1}.webp`,
        thumbKey: `decks/${grade}/${i + 1}-thumb.webp`,
      })),
    );
  }
}, 60_000);
afterAll(() => t.close());

/** The slides a video of `duration` would show, in scene order, once each. */
async function chosen(prompt: string, grade: number, duration: VideoDuration = 60) {
  const need = SCENES_FOR_DURATION[duration] - 2;
  const { picked, more } = await courseSlides(t.db, prompt, [grade], need);
  const plan = planFromSlides(topicOf(prompt), duration, picked, more);
  const all = [...picked, ...more];
  const shown = [...new Set(plan.flatMap((s) => (s.slide ? [s.slide.slideNumber] : [])))];
  return shown.map((n) => all.find((s) => s.slideNumber === n && s.classNumber === grade)!);
}

/** A prompt's content words as PostgreSQL stems them. */
async function lexemes(prompt: string): Promise<Set<string>> {
  const text = contentWords(searchWords(prompt)).join(' ');
  const result = await t.db.execute(sql`select tsvector_to_array(to_tsvector('english', ${text})) as words`);
  return new Set((result as unknown as { rows: { words: string[] }[] }).rows[0]?.words ?? []);
}

const CASES: [prompt: string, grade: number][] = [
  ['How does a phone recognise faces', 6],
  ['How does a phone recognise faces', 7],
  ['How does a computer recognise faces', 7],
  ['How does a phone recognise faces', 11],
  ['How does a phone recognise faces', 12],
  ['What is AI?', 6],
  ['Explain sensors around us', 6],
  ['Explain decision trees', 7],
  ['Explain how chatbots understand words', 7],
  ['How do robots help on farms', 7],
  ['What is a perfect path phylogeny?', 12],
  ['What is haplotyping and why is it important?', 12],
  ['Why is pp-partitioning hard?', 12],
  ['What is the objective of the integrated approach?', 12],
  ['Explain the metropolis titleformats', 11],
  ['Explain small caps', 11],
  ['How do I use animation in beamer?', 11],
  ['Explain the frame footer', 11],
  ['Explain backup slides', 11],
  ['How are tables and figures shown', 11],
];

const titles = (list: { title: string }[]) => list.map((s) => s.title);

describe('slides chosen from real decks (issue 40)', () => {
  it('"How does a phone recognise faces": the recognising-images lessons, not the lessons after them', async () => {
    // The seeded demo deck as a server holds it: found by 'recognise' in the titles; slides 54 and 55 follow
    // but share no word with it (only the deck's footer, 'Class 6 activity', and numbers): no longer added.
    const seeded = await chosen('How does a phone recognise faces', 6);
    expect(titles(seeded)).toEqual([
      '8. Recognising Images',
      '23. Recognising Images (part 2)',
      '38. Recognising Images (part 3)',
      '53. Recognising Images (part 4)',
    ]);
    // The deck as the seed writes it ('How a phone finds faces' is a line of those slides): the same lessons,
    // and 'computer', on a dozen lessons, does not bring 'Teaching a Computer' along.
    for (const prompt of ['How does a phone recognise faces', 'How does a computer recognise faces']) {
      const written = titles(await chosen(prompt, 7));
      expect(written.map((title) => title.replace(/^\d+\. /, ''))).toEqual([
        'Recognising Images',
        'Recognising Images (part 2)',
        'Recognising Images (part 3)',
        'Recognising Images (part 4)',
      ]);
    }
  });

  it('finds nothing in a deck that only mentions a word in passing ("you face the same problems")', async () => {
    expect(await chosen('How does a phone recognise faces', 11)).toEqual([]);
    expect(await chosen('How does a phone recognise faces', 12)).toEqual([]);
  });

  it('Beamer decks: the slides that are about the prompt, and the section that goes on with it', async () => {
    const path = await chosen('What is a perfect path phylogeny?', 12);
    // 'perfect' and 'phylogeny' are on most of the talk's slides: 'path' is the word that must be there.
    expect(path.every((s) => /path/i.test(`${s.title} ${s.body}`))).toBe(true);
    expect(path.sort((a, b) => b.rank - a.rank)[0]?.title).toBe('Example of a perfect path phylogeny.');
    expect(titles(await chosen('Explain small caps', 11))).toEqual(['Small caps', 'all small caps', 'ALL CAPS']);
    // A word in the title weighs more than the same word in the text, even said twice there.
    const formats = await chosen('Explain the metropolis titleformats', 11);
    const rank = (title: string) => formats.find((s) => s.title === title)?.rank ?? 0;
    expect(rank('Titleformats')).toBeGreaterThan(rank('all small caps'));
    expect(formats.map((s) => s.title)).toContain('all small caps');
    // One slide found; those after it go on with it (its section, 'The Model and the Problem', then blocks of
    // perfect phylogeny haplotyping) until the video's 6 scenes are full.
    expect(titles(await chosen('What is haplotyping and why is it important?', 12))).toEqual([
      'What is haplotyping and why is it important?',
      'General formalization of haplotyping.',
      'Our formalization of haplotyping.',
      'We can do perfect phylogeny haplotyping efficiently, but . . .',
      'How blocks help in perfect phylogeny haplotyping.',
    ]);
    // The slide after 'Frame footer' is 'References': not the topic, so the video shows its one slide again.
    expect(titles(await chosen('Explain the frame footer', 11))).toEqual(['Frame footer']);
  });

  it('every chosen slide shares a content word with the prompt or continues the slide before it', async () => {
    for (const [prompt, grade] of CASES) {
      const words = await lexemes(prompt);
      const common = await commonWords(t.db, grade);
      const topic = (s: { words?: string[] }) =>
        (s.words ?? []).filter((w) => !common.has(w) && !/^[\d.,/-]+$/.test(w) && w !== 'part' && w !== 'slide');
      const list = await chosen(prompt, grade);
      list.forEach((s, i) => {
        const before = list[i - 1];
        const continues = before?.slideNumber === s.slideNumber - 1 && topic(s).some((w) => topic(before).includes(w));
        expect(s.words?.some((w) => words.has(w)) || continues, `${prompt} (class ${grade}): ${s.title}`).toBe(true);
      });
    }
  });
});
