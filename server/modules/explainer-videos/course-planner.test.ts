import { describe, expect, it } from 'vitest';
import { VIDEO_DURATIONS, SCENES_FOR_DURATION } from '#contract/explainer-videos';
import { NARRATION_WORDS, narrationsOf, pickSlides, planFromSlides } from './course-planner';
import type { FoundSlide } from './slide-search';
import { topicOf } from './scene-planner';
import { namedGrade, searchWords } from './slide-search';

const slide = (classNumber: number, slideNumber: number, title: string, body: string, rank = 0.5): FoundSlide => ({
  classNumber,
  slideNumber,
  title,
  body,
  imageKey: `decks/${classNumber}/x/${slideNumber}.webp`,
  rank,
});
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

const PHOTO = slide(
  6,
  4,
  'Photosynthesis',
  'Photosynthesis. Plants make their own food from sunlight, water and carbon dioxide. The green pigment chlorophyll ' +
    'catches the light in the leaves. Oxygen is given off as a by-product, which we breathe.',
  0.9,
);

describe('narration from a slide', () => {
  it("says the title once, then the slide's sentences in order, about 20 words a scene", () => {
    const chunks = narrationsOf(PHOTO);
    expect(chunks[0]).toBe('Photosynthesis. Plants make their own food from sunlight, water and carbon dioxide.');
    expect(chunks.join(' ')).toContain('The green pigment chlorophyll catches the light in the leaves.');
    expect(chunks.join(' ')).toContain('Oxygen is given off as a by-product, which we breathe.');
    for (const chunk of chunks) expect(words(chunk)).toBeLessThanOrEqual(NARRATION_WORDS.max);
  });

  it("does not read a deck's numbering, nor the title twice", () => {
    const demo = slide(
      6,
      3,
      '3. Sensors Around Us',
      '3. Sensors Around Us. Eyes and ears for machines. Cameras, microphones, thermometers.',
    );
    expect(narrationsOf(demo)).toEqual([
      'Sensors Around Us. Eyes and ears for machines. Cameras, microphones, thermometers.',
    ]);
    expect(planFromSlides('Sensors', 30, [demo]).at(-1)?.narration).toBe('To recap: Sensors Around Us.');
  });

  it('cuts a sentence too long for one scene at a comma, never adding words', () => {
    const long = slide(
      6,
      1,
      '',
      'Machine learning lets a computer find patterns in many examples, so that it can sort new pictures, words and ' +
        'sounds it has never seen before without being told the rule for each one of them by a person.',
    );
    const [first] = narrationsOf(long);
    expect(first).toMatch(/…$/);
    expect(words(first ?? '')).toBeLessThanOrEqual(NARRATION_WORDS.max);
    expect(long.body.startsWith((first ?? '').replace(/…$/, ''))).toBe(true);
  });
});

describe('picking and planning', () => {
  it('keeps one of each text, the named grade first, then in deck order', () => {
    const same7 = { ...PHOTO, classNumber: 7, rank: 0.95 };
    const later = slide(6, 9, 'Leaves', 'Leaves. Leaves are the kitchens of a plant.', 0.4);
    const earlier = slide(6, 2, 'Plants', 'Plants. Plants need light.', 0.3);
    const picked = pickSlides([same7, PHOTO, later, earlier], 2, 6);
    expect(picked.map((s) => `${s.classNumber}:${s.slideNumber}`)).toEqual(['6:4', '6:9']);
    // The same lesson in another grade's deck (its own class number in the text) is not taken twice.
    const demo = (grade: number) => slide(grade, 3, '3. Sensors Around Us', `Sensors. Class ${grade} activity 3.`);
    expect(pickSlides([demo(5), demo(6), demo(7)], 6).map((s) => s.classNumber)).toEqual([5]);
    // No grade named: the best match's grade.
    expect(pickSlides([same7, later], 5).map((s) => s.classNumber)).toEqual([7, 6]);
  });

  it("holds the spec's scene counts of 8 s for every duration, from the slides' own words", () => {
    const more = [slide(6, 5, 'Respiration', 'Respiration. Plants also breathe at night.')];
    for (const duration of VIDEO_DURATIONS) {
      const plan = planFromSlides('How photosynthesis works', duration, [PHOTO], more);
      expect(plan).toHaveLength(SCENES_FOR_DURATION[duration]);
      expect(plan.every((s) => s.seconds === 8)).toBe(true);
      expect(plan[0]?.narration).toBe('How photosynthesis works. From the Class 6 course.');
      expect(plan.at(-1)?.heading).toBe('Recap');
      const middle = plan.slice(1, -1);
      expect(middle.every((s) => s.slide?.classNumber === 6)).toBe(true);
      const source = `${PHOTO.title}. ${PHOTO.body} ${more[0]?.title}. ${more[0]?.body}`;
      for (const s of middle) for (const sentence of s.narration.split(/(?<=\.)\s/)) expect(source).toContain(sentence);
    }
    const short = planFromSlides('How photosynthesis works', 30, [PHOTO], more);
    expect(short.map((s) => s.prompt)).toEqual([
      'Title: How photosynthesis works',
      'Class 6 · Slide 4: Photosynthesis',
      'Class 6 · Slide 4: Photosynthesis',
      'Recap: Photosynthesis',
    ]);
    expect(short[3]?.narration).toBe('To recap: Photosynthesis.');
  });
});

describe('regressions from the random planner (course-planner.random.test.ts)', () => {
  it('seed 20261125: a slide with no text is shown in silence, and the scene count holds', () => {
    const picture = slide(1, 1, '', '');
    const plan = planFromSlides('A topic', 30, [picture]);
    expect(plan).toHaveLength(4);
    expect(plan.slice(1, 3).map((s) => [s.slide?.slideNumber, s.narration])).toEqual([
      [1, ''],
      [1, ''],
    ]);
  });

  it('seed 1: a sentence past the word limit with no comma in reach is cut after its last whole word', () => {
    const long = slide(1, 1, '', `${'plants '.repeat(11).trim()}: ${'plants '.repeat(16).trim()}.`);
    // Was '… plants: plants … plant…' (the last letter cut off).
    expect(narrationsOf(long)[0]).toBe(`${'plants '.repeat(11).trim()}: ${'plants '.repeat(9).trim()}…`);
  });
});

describe('punctuation of titles and captions (issue 40)', () => {
  it('cuts clean: no caption or title ends in "," or ",." or is punctuation alone', () => {
    expect(topicOf('Explain how a phone recognises faces, for class 6')).toBe('How a phone recognises faces');
    // Cut to 60 characters after 'prompt,': 'prompt…', not 'prompt,…'.
    expect(topicOf('Make a video about faces and phones and cameras and what a long prompt, really it is')).toBe(
      'Faces and phones and cameras and what a long prompt…',
    );
    const odd = slide(6, 2, 'Faces,', 'Eyes and phones,. A camera sees pixels, edges,. ,.');
    expect(narrationsOf(odd)).toEqual(['Faces. Eyes and phones. A camera sees pixels, edges.']);
    expect(planFromSlides('Faces', 30, [odd])[1]?.heading).toBe('Faces');
    const long = slide(6, 3, '', `${'word '.repeat(21)}again, and more words after it until the end.`);
    // Cut at its comma: 'again…', not 'again,…'.
    expect(narrationsOf(long)[0]).toBe(`${'word '.repeat(21)}again…`);
    expect(planFromSlides('Faces', 30, [odd], [slide(6, 3, ',.', '')]).map((s) => s.heading)).not.toContain(',.');
  });

  it('says the titles of a recap as a list, without their own full stops', () => {
    const titled = (n: number, title: string) => slide(12, n, title, `${title} Some text.`);
    const plan = planFromSlides('Perfect path phylogenies', 30, [
      titled(23, 'Example of a perfect path phylogeny.'),
      titled(26, 'Summary'),
    ]);
    expect(plan.at(-1)?.narration).toBe('To recap: Example of a perfect path phylogeny and Summary.');
  });
});

describe('search words', () => {
  it('drops the words every request has and the class it names', () => {
    expect(searchWords('Explain how photosynthesis works for class 6 students')).toEqual([
      'how',
      'photosynthesis',
      'for',
    ]);
    expect(searchWords('<script>&|!:* ()')).toEqual(['script']);
    expect(searchWords('Explain the sensors around us')).toEqual(['the', 'sensors', 'us']);
    expect(namedGrade('for Class 6 students')).toBe(6);
    expect(namedGrade('grade 13')).toBeUndefined();
  });
});
