import { type ExplainerVideo, noCourseMaterial, PROMPT_ONLY_LABEL, type VideoSlide } from '#contract/explainer-videos';
import { apiErrorOf } from '#src/lib/api-client';
import { plural } from '#src/lib/format';

/** 'Class 6 · Slide 3 — Photosynthesis' (a title that starts with its own number, '3. Photosynthesis', loses it). */
export function slideLabel(s: VideoSlide): string {
  const title = s.title.replace(new RegExp(`^${s.slideNumber}[.)]\\s+`), '') || s.title;
  return `Class ${s.classNumber} · Slide ${s.slideNumber} — ${title}`;
}

type Sourced = Pick<ExplainerVideo, 'source' | 'slides'>;

/**
 * One line saying what a video is made from: its first slides (and how many more), or the prompt-only label.
 * Null for a course video that names no slide (made before videos recorded their slides).
 */
export function madeFromText(video: Sourced, shown = 3): string | null {
  if (video.source === 'prompt') return PROMPT_ONLY_LABEL;
  const slides = video.slides ?? [];
  if (slides.length === 0) return null;
  const rest = slides.length - shown;
  const more = rest > 0 ? ` and ${plural(rest, 'more slide')}` : '';
  return `Made from ${slides.slice(0, shown).map(slideLabel).join('; ')}${more}`;
}

/** The short label of the My Videos list: 'Class 6 slides' (the classes it uses) or 'Prompt only'. */
export function shortSourceLabel(video: Sourced): string | null {
  if (video.source === 'prompt') return 'Prompt only';
  const classes = [...new Set((video.slides ?? []).map((s) => s.classNumber))].sort((a, b) => a - b);
  if (classes.length === 0) return null;
  return `Class ${classes.join(', ')} slides`;
}

const [before, after] = noCourseMaterial('\u0000').split('\u0000') as [string, string];

/** The 422 generate answers when no slide covers the prompt (the sources were checked, then decks changed). */
export function noCourseMaterialError(error: unknown): string | null {
  const api = apiErrorOf(error);
  if (api?.status !== 422) return null;
  const text = api.message || api.details.find((d) => d.field === 'prompt')?.msg || '';
  return text.startsWith(before) && text.endsWith(after) && text.length >= before.length + after.length ? text : null;
}
