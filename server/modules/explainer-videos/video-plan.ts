import {
  noCourseMaterial,
  SCENES_FOR_DURATION,
  type VideoDuration,
  type VideoSlide,
  type VideoSourceKind,
  type VideoSourcesResponse,
} from '#contract/explainer-videos';
import type { Db } from '#server/db/client';
import type { Actor } from '#server/lib/actor';
import { HttpError } from '#server/lib/errors';
import type { Scope } from '#server/lib/scope';
import { pickSlides, planFromSlides } from './course-planner';
import { type PlannedScene, planScenes, topicOf } from './scene-planner';
import { commonWords, deckSlides, type FoundSlide, namedGrade, searchSlides, videoGrades } from './slide-search';
import { continuing } from './topic-words';

/** The most middle scenes a video has (120 s: 15 scenes, a title and a recap). */
const MOST_SLIDES = Math.max(...Object.values(SCENES_FOR_DURATION)) - 2;

const view = (s: FoundSlide): VideoSlide => ({
  classNumber: s.classNumber,
  slideNumber: s.slideNumber,
  title: s.title,
});

/**
 * The slides a video with `need` slide scenes is made from: those found for the prompt in `grades`' decks (best
 * grade first, in deck order) and, when too few, the slides after the last of them in its deck for as long as
 * each goes on with the topic (topic-words.ts: continuing). None found: no slide covers the prompt.
 */
export async function courseSlides(db: Db, prompt: string, grades: 'all' | number[], need: number) {
  const { slides: found, main } = await searchSlides(db, prompt, grades);
  const picked = pickSlides(found, need, namedGrade(prompt));
  const first = picked[0];
  if (!first || picked.length >= need) return { picked, more: [] as FoundSlide[] };
  const last = picked
    .filter((s) => s.classNumber === first.classNumber)
    .reduce((a, b) => (b.slideNumber > a.slideNumber ? b : a));
  const following = await deckSlides(db, first.classNumber, last.slideNumber + 1, last.slideNumber + need);
  return { picked, more: continuing(last, following, new Set(main), await commonWords(db, first.classNumber)) };
}

/** GET /explainer-videos/sources: what a prompt would be made from, so the screen can say so before generating. */
export async function videoSources(db: Db, scope: Scope, prompt: string): Promise<VideoSourcesResponse> {
  const { slides } = await searchSlides(db, prompt, videoGrades(scope));
  return { topic: topicOf(prompt), slides: pickSlides(slides, MOST_SLIDES, namedGrade(prompt)).map(view) };
}

/**
 * A video's scenes. From the course (the default): the slides found for the prompt, and when too few match, the
 * slides that go on with the topic after the last of them in its deck; none found answers 422 'No course
 * material covers …'. From the prompt: its own text, labelled as such.
 */
export async function planVideo(
  actor: Pick<Actor, 'db' | 'scope'>,
  prompt: string,
  targetDuration: VideoDuration,
  source: VideoSourceKind,
): Promise<{ plan: PlannedScene[]; slides: VideoSlide[] }> {
  if (source === 'prompt') return { plan: planScenes(prompt, targetDuration), slides: [] };
  const need = SCENES_FOR_DURATION[targetDuration] - 2;
  const { picked, more } = await courseSlides(actor.db, prompt, videoGrades(await actor.scope()), need);
  if (picked.length === 0) {
    const msg = noCourseMaterial(topicOf(prompt));
    throw new HttpError(422, msg, [{ field: 'prompt', msg }]);
  }
  const plan = planFromSlides(topicOf(prompt), targetDuration, picked, more);
  const used = new Map<string, VideoSlide>();
  for (const scene of plan) {
    if (scene.slide) used.set(`${scene.slide.classNumber}:${scene.slide.slideNumber}`, scene.slide);
  }
  return {
    plan,
    slides: [...used.values()].map(({ classNumber, slideNumber, title }) => ({ classNumber, slideNumber, title })),
  };
}
