import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCENES_FOR_DURATION, VIDEO_DURATIONS, type VideoDuration } from '#contract/explainer-videos';
import { NARRATION_WORDS, pickSlides, planFromSlides } from './course-planner';
import { type PlannedScene, planScenes, topicOf } from './scene-planner';
import type { FoundSlide } from './slide-search';

/**
 * Seeded random decks and requests: whatever the slides, a video has the spec's scene count of 8 s scenes, every
 * slide scene says only its slide's own words, in scene-sized pieces, and uses only the slides it was given; no
 * title, card point or caption is punctuation alone, begins with it or ends open (',' ',.': issue 40).
 * PLANNER_SEED and PLANNER_RUNS choose another run; a failing seed becomes a case in course-planner.test.ts.
 */
const SEED = Number(process.env.PLANNER_SEED ?? 20261125);
const RUNS = Number(process.env.PLANNER_RUNS ?? 300);

const word = fc.constantFrom(
  'plants',
  'light',
  'data',
  'robots',
  'sense',
  'water',
  'Class',
  'AI',
  'learn',
  'why',
  '6',
  'पौधे',
  // Stray punctuation as decks and prompts have it (issue 40): 'faces,' as a title, ',' or '—' on its own.
  'faces,',
  ',',
  ';',
  '—',
  '(part 2)',
);
const sentenceOf = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 40 }), fc.constantFrom('.', '?', '!', ',', '', ',.', ' .', ':', '…'))
  .map(([words, end]) => `${words.join(' ')}${end}`);
const slideArb = fc.record({
  classNumber: fc.integer({ min: 1, max: 12 }),
  slideNumber: fc.integer({ min: 1, max: 60 }),
  title: fc.oneof(
    fc.constant(''),
    fc.array(word, { minLength: 1, maxLength: 30 }).map((w) => w.join(' ')),
    fc.tuple(fc.integer({ min: 1, max: 99 }), word).map(([n, w]) => `${n}. ${w}`),
    fc
      .tuple(fc.array(word, { minLength: 1, maxLength: 8 }), fc.constantFrom(',', ',.', ' . . .', ':', ' —'))
      .map(([w, end]) => `${w.join(' ')}${end}`),
    fc.constantFrom(',', ',.', '—', '. . .'),
  ),
  body: fc.array(sentenceOf, { maxLength: 8 }).map((s) => s.join(' ')),
  imageKey: fc.constant('decks/x.webp'),
  rank: fc.double({ min: 0, max: 1, noNaN: true }),
});

const promptArb = fc
  .tuple(
    fc.constantFrom('', 'Explain ', 'Make a video about ', 'How does '),
    fc.array(word, { minLength: 1, maxLength: 24 }),
    fc.constantFrom('', '?', ',', ', for class 6', ' for class 6 students,', ';', '. And more, ;'),
  )
  .map(([lead, w, end]) => `${lead}${w.join(' ')}${end}`);

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
/** The words of a text, letters and digits only, in order: what is said, whatever the punctuation. */
const tokens = (s: string) => ` ${(s.match(/[\p{L}\p{N}]+/gu) ?? []).join(' ')} `;

/** A title, point or caption that is punctuation alone, starts with it, or ends open (',' ',.' ';' ':' '—'). */
const stray = (text: string) =>
  !/[\p{L}\p{N}]/u.test(text) || /^[\s,;:.!?…—–-]/u.test(text) || /[,;:—–-]\s*[.…]?$/u.test(text);

/** Every text of a plan a viewer sees or hears: headings, card points, captions (narrations, when any). */
const shown = (plan: PlannedScene[]) =>
  plan.flatMap((s) => [s.heading, ...s.points, ...(s.narration ? [s.narration] : [])]);

// Slides of real decks: one per grade and number; `more` are others of the deck (video-plan.ts).
const decks = fc.uniqueArray(slideArb, {
  minLength: 1,
  maxLength: 16,
  selector: (s) => `${s.classNumber}:${s.slideNumber}`,
});
const grades = fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined });
/** A request: the slides, how many of them the search found (the rest are `more`), the duration and the grade. */
const request = [decks, fc.integer({ min: 1, max: 10 }), fc.constantFrom(...VIDEO_DURATIONS), grades] as const;

function plan(slides: FoundSlide[], split: number, duration: VideoDuration, grade?: number, topic = 'A topic') {
  const found = slides.slice(0, split);
  const more = slides.slice(split);
  const picked = pickSlides(found, SCENES_FOR_DURATION[duration] - 2, grade);
  return { picked, more, plan: planFromSlides(topic, duration, picked, more) };
}

describe('planning from random slides', () => {
  it(`holds the scene count and says only the slides' words (seed ${SEED}, ${RUNS} runs)`, () => {
    console.log(`course planner: seed ${SEED}, ${RUNS} runs`);
    fc.assert(
      fc.property(...request, (slides: FoundSlide[], split, duration, grade) => {
        const { picked, more, plan: scenes } = plan(slides, split, duration, grade);
        expect(picked.length).toBeGreaterThan(0);
        expect(scenes).toHaveLength(SCENES_FOR_DURATION[duration]);
        expect(scenes.map((s) => s.sceneNumber)).toEqual(scenes.map((_, i) => i + 1));
        expect(scenes.every((s) => s.seconds === 8)).toBe(true);
        for (const scene of scenes.slice(1, -1)) {
          const from = [...picked, ...more].find(
            (s) => s.classNumber === scene.slide?.classNumber && s.slideNumber === scene.slide?.slideNumber,
          );
          expect(from, scene.prompt).toBeDefined();
          const source = tokens(`${from?.title} ${from?.body}`);
          expect(words(scene.narration)).toBeLessThanOrEqual(NARRATION_WORDS.max);
          // Each piece said is the slide's own words, in order (its stray punctuation tidied).
          for (const piece of scene.narration.split(/(?<=[.!?…])\s+/)) {
            if (piece) expect(source, piece).toContain(tokens(piece));
          }
        }
        expect(words(scenes.at(-1)?.narration ?? '')).toBeLessThanOrEqual(NARRATION_WORDS.max);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it(`leaves no title or caption that is punctuation alone or ends in ',' or ',.' (seed ${SEED}, ${RUNS} runs)`, () => {
    console.log(`course planner, punctuation: seed ${SEED}, ${RUNS} runs`);
    fc.assert(
      fc.property(...request, promptArb, (slides: FoundSlide[], split, duration, grade, prompt) => {
        const topic = topicOf(prompt);
        expect(stray(topic), topic).toBe(false);
        for (const text of shown(plan(slides, split, duration, grade, topic).plan))
          expect(stray(text), text).toBe(false);
        // The same for a video made from the prompt alone.
        for (const text of shown(planScenes(prompt, duration))) expect(stray(text), text).toBe(false);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
