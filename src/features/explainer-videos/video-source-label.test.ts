import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { noCourseMaterial, PROMPT_ONLY_LABEL } from '#contract/explainer-videos';
import { ApiError } from '#src/lib/api-client';
import {
  madeFromText,
  noCourseMaterialText,
  noCourseMaterialTopic,
  promptOnlyLabel,
  shortSourceLabel,
  slideLabel,
} from './video-source-label';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-IN', messages: {} }));

const s = (classNumber: number, slideNumber: number, title: string) => ({ classNumber, slideNumber, title });

describe('what a video is made from (issue 18)', () => {
  it('names a slide by class, number and title', () => {
    expect(slideLabel(s(6, 3, 'Photosynthesis'))).toBe('Class 6 · Slide 3 — Photosynthesis');
    expect(slideLabel(s(6, 3, '3. Sensors Around Us'))).toBe('Class 6 · Slide 3 — Sensors Around Us');
    expect(slideLabel(s(6, 3, '12. Smart Cities'))).toBe('Class 6 · Slide 3 — 12. Smart Cities');
  });

  it('lists the first slides and counts the rest, or labels a prompt-only video', () => {
    const slides = [s(3, 3, 'Sensors'), s(3, 4, 'Data'), s(3, 5, 'Patterns'), s(3, 6, 'Teaching'), s(4, 3, 'Sensors')];
    expect(madeFromText({ source: 'course', slides: slides.slice(0, 1) })).toBe(
      'Made from Class 3 · Slide 3 — Sensors',
    );
    expect(madeFromText({ source: 'course', slides: slides.slice(0, 4) })).toBe(
      'Made from Class 3 · Slide 3 — Sensors; Class 3 · Slide 4 — Data; Class 3 · Slide 5 — Patterns and 1 more slide',
    );
    expect(madeFromText({ source: 'course', slides })).toMatch(/ and 2 more slides$/);
    expect(madeFromText({ source: 'prompt', slides: [] })).toBe(PROMPT_ONLY_LABEL);
    expect(madeFromText({ source: 'course', slides: [] })).toBeNull();
  });

  it('gives the list a short label', () => {
    expect(shortSourceLabel({ source: 'course', slides: [s(4, 1, 'a'), s(3, 2, 'b'), s(3, 3, 'c')] })).toBe(
      'Class 3, 4 slides',
    );
    expect(shortSourceLabel({ source: 'prompt', slides: [] })).toBe('Prompt only');
    expect(shortSourceLabel({ source: 'course', slides: [] })).toBeNull();
  });

  it('recognises the 422 "No course material covers …" and nothing else', () => {
    const topic = 'how "lava" flows';
    const msg = noCourseMaterial(topic);
    expect(noCourseMaterialTopic(new ApiError(422, msg, [{ field: 'prompt', msg }]))).toBe(topic);
    expect(noCourseMaterialTopic(new ApiError(422, '', [{ field: 'prompt', msg }]))).toBe(topic);
    expect(noCourseMaterialTopic(new ApiError(422, 'Please enter a prompt for the video'))).toBeNull();
    expect(noCourseMaterialTopic(new ApiError(500, msg))).toBeNull();
    expect(noCourseMaterialTopic(new TypeError('Failed to fetch'))).toBeNull();
  });

  it("says in English what the contract says (issue 42: the screen's own messages)", () => {
    expect(promptOnlyLabel()).toBe(PROMPT_ONLY_LABEL);
    expect(noCourseMaterialText('how "lava" flows')).toBe(noCourseMaterial('how "lava" flows'));
  });
});
