import { plural, t } from '@lingui/core/macro';
import { type ExplainerVideo, noCourseMaterial, type VideoSlide } from '#contract/explainer-videos';
import { apiErrorOf } from '#src/lib/api-client';

/** 'Class 6 · Slide 3 — Photosynthesis' (a title that starts with its own number, '3. Photosynthesis', loses it). */
export function slideLabel(s: VideoSlide): string {
  const title = s.title.replace(new RegExp(`^${s.slideNumber}[.)]\\s+`), '') || s.title;
  const { classNumber: grade, slideNumber: slide } = s;
  return t`Class ${grade} · Slide ${slide} — ${title}`;
}

/** PROMPT_ONLY_LABEL of the contract in the reader's language (the video itself says it in English). */
export const promptOnlyLabel = () => t`Made from your prompt alone, not from course material`;

/** The contract's noCourseMaterial(topic) in the reader's language. */
export const noCourseMaterialText = (topic: string) => t`No course material covers "${topic}" yet`;

type Sourced = Pick<ExplainerVideo, 'source' | 'slides'>;

/**
 * One line saying what a video is made from: its first slides (and how many more), or the prompt-only label.
 * Null for a course video that names no slide (made before videos recorded their slides).
 */
export function madeFromText(video: Sourced, shown = 3): string | null {
  if (video.source === 'prompt') return promptOnlyLabel();
  const slides = video.slides ?? [];
  if (slides.length === 0) return null;
  const rest = slides.length - shown;
  const list = slides.slice(0, shown).map(slideLabel).join('; ');
  return rest > 0
    ? t`Made from ${list} and ${plural(rest, { one: '# more slide', other: '# more slides' })}`
    : t`Made from ${list}`;
}

/** The short label of the My Videos list: 'Class 6 slides' (the classes it uses) or 'Prompt only'. */
export function shortSourceLabel(video: Sourced): string | null {
  if (video.source === 'prompt') return t`Prompt only`;
  const classes = [...new Set((video.slides ?? []).map((s) => s.classNumber))].sort((a, b) => a - b);
  if (classes.length === 0) return null;
  const grades = classes.join(', ');
  return t`Class ${grades} slides`;
}

const [before, after] = noCourseMaterial('\u0000').split('\u0000') as [string, string];

/**
 * The topic of the 422 generate answers when no slide covers the prompt (the sources were checked, then decks
 * changed): 'sensors' of 'No course material covers "sensors" yet'; null for any other failure.
 */
export function noCourseMaterialTopic(error: unknown): string | null {
  const api = apiErrorOf(error);
  if (api?.status !== 422) return null;
  const text = api.message || api.details.find((d) => d.field === 'prompt')?.msg || '';
  return text.startsWith(before) && text.endsWith(after) && text.length >= before.length + after.length
    ? text.slice(before.length, text.length - after.length)
    : null;
}
