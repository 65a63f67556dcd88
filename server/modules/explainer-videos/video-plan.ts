import {
  noCourseMaterial,
  SCENES_FOR_DURATION,
  type VideoDuration,
  type VideoSlide,
  type VideoSourceKind,
  type VideoSourcesResponse,
} from '#contract/explainer-videos';
import type { AppContext } from '#server/lib/context';
import { HttpError } from '#server/lib/errors';
import { pickSlides, planFromSlides } from './course-planner';
import { type PlannedScene, planScenes, topicOf } from './scene-planner';
import { deckSlides, type FoundSlide, namedGrade, searchSlides, videoGrades } from './slide-search';

/** The most middle scenes a video has (120 s: 15 scenes, a title and a recap). */
const MOST_SLIDES = Math.max(...Object.values(SCENES_FOR_DURATION)) - 2;

const view = (s: FoundSlide): VideoSlide => ({
  classNumber: s.classNumber,
  slideNumber: s.slideNumber,
  title: s.title,
});

/** The slides a prompt finds among the decks the user may read, best grade first, in deck order. */
async function findFor(c: AppContext, prompt: string, need: number) {
  const found = await searchSlides(c.var.db, prompt, await videoGrades(c));
  return pickSlides(found, need, namedGrade(prompt));
}

/** GET /explainer-videos/sources: what a prompt would be made from, so the screen can say so before generating. */
export async function videoSources(c: AppContext, prompt: string): Promise<VideoSourcesResponse> {
  return { topic: topicOf(prompt), slides: (await findFor(c, prompt, MOST_SLIDES)).map(view) };
}

/**
 * A video's scenes. From the course (the default): the slides found for the prompt, and when too few match, the
 * slides that follow the last of them in its deck; none found answers 422 'No course material covers …'. From
 * the prompt: its own text, labelled as such.
 */
export async function planVideo(
  c: AppContext,
  prompt: string,
  targetDuration: VideoDuration,
  source: VideoSourceKind,
): Promise<{ plan: PlannedScene[]; slides: VideoSlide[] }> {
  if (source === 'prompt') return { plan: planScenes(prompt, targetDuration), slides: [] };
  const need = SCENES_FOR_DURATION[targetDuration] - 2;
  const picked = await findFor(c, prompt, need);
  const first = picked[0];
  if (!first) {
    const msg = noCourseMaterial(topicOf(prompt));
    throw new HttpError(422, msg, [{ field: 'prompt', msg }]);
  }
  let more: FoundSlide[] = [];
  if (picked.length < need) {
    const last = Math.max(...picked.filter((s) => s.classNumber === first.classNumber).map((s) => s.slideNumber));
    const taken = new Set(picked.map((s) => `${s.classNumber}:${s.slideNumber}`));
    more = (await deckSlides(c.var.db, first.classNumber, last + 1, last + need)).filter(
      (s) => !taken.has(`${s.classNumber}:${s.slideNumber}`),
    );
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
