import { SCENE_SECONDS, SCENES_FOR_DURATION, type VideoDuration } from '#contract/explainer-videos';
import { videoLanguage } from '#server/lib/media/speech';
import { cutShort, listed, sentence, tidy } from './caption-text';
import type { PlannedScene } from './scene-planner';
import type { FoundSlide } from './slide-search';
import { listOf, VIDEO_WORDS, type VideoLanguage } from './video-words';

/** Spoken words that fit an 8 s scene at a calm pace; a sentence may run a little over before it is cut. */
export const NARRATION_WORDS = { aim: 20, max: 24 } as const;

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const sentencesOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?…।॥])\s+/u)
    .map(tidy)
    .filter(Boolean);

/**
 * A sentence too long to speak in one scene, cut at its last comma or semicolon in reach, else at the limit,
 * and ended with '…' (never ',…' or ';…').
 */
function clipToScene(text: string): string {
  const all = words(text);
  if (all.length <= NARRATION_WORDS.max) return text;
  const head = all.slice(0, NARRATION_WORDS.max).join(' ');
  const clause = head.slice(0, Math.max(0, head.lastIndexOf(','), head.lastIndexOf(';')));
  return cutShort(words(clause).length >= 8 ? clause : all.slice(0, NARRATION_WORDS.aim).join(' '));
}

/** A deck's numbering is not said: '3. Sensors Around Us' is read 'Sensors Around Us'. */
const spokenTitle = (title: string) => title.trim().replace(/^[\d०-९੦-੯]{1,3}[.)]\s+/u, '');

/**
 * A slide's text as narrations of about 20 words each, in its own words: the title first, then its sentences in
 * order, each ended with the full stop of its language ('।' in Hindi and Punjabi). The body usually repeats the
 * title as its first line; it is said once.
 */
export function narrationsOf(slide: Pick<FoundSlide, 'title' | 'body'>, language: VideoLanguage = 'en'): string[] {
  const title = slide.title.trim();
  let body = slide.body.trim();
  if (title && body.startsWith(title)) body = body.slice(title.length).replace(/^[.!?…:।॥]?\s*/u, '');
  const said = (line: string) => sentence(line, language);
  const queue = [said(spokenTitle(title)), ...sentencesOf(body).map(said)].filter(Boolean);
  const chunks: string[] = [];
  let current = '';
  for (const next of queue) {
    const joined = current ? `${current} ${next}` : next;
    if (current && words(joined).length > NARRATION_WORDS.aim) {
      chunks.push(clipToScene(current));
      current = next;
    } else current = joined;
  }
  if (current) chunks.push(clipToScene(current));
  return chunks;
}

const same = (s: FoundSlide) => `${s.title}\n${s.body}`.toLowerCase().replace(/\s+/g, ' ');

/** The language of a course video: its slides' text's (by voiceFor's rule), or the topic's when they have none. */
export function courseLanguage(topic: string, slides: Pick<FoundSlide, 'title' | 'body'>[]): VideoLanguage {
  const text = slides.map((s) => `${s.title}\n${s.body}`).join('\n');
  return videoLanguage(/\p{L}/u.test(text) ? text : topic);
}

/**
 * The slides a video is made from: one of each text, and from another grade's deck no slide whose title was
 * already taken (every grade's deck may carry the same lesson, with its own class number in it); the named
 * grade's (or else the best match's grade's) first, at most `need`, then in deck order so the lesson reads on.
 */
export function pickSlides(found: FoundSlide[], need: number, preferred?: number): FoundSlide[] {
  const grade = found.some((s) => s.classNumber === preferred) ? preferred : found[0]?.classNumber;
  const texts = new Set<string>();
  const titleGrades = new Map<string, number>();
  const fresh = (s: FoundSlide) => {
    const title = spokenTitle(s.title).toLowerCase();
    const taken = texts.has(same(s)) || (title !== '' && (titleGrades.get(title) ?? s.classNumber) !== s.classNumber);
    texts.add(same(s));
    if (title && !titleGrades.has(title)) titleGrades.set(title, s.classNumber);
    return !taken;
  };
  const ordered = [
    ...found.filter((s) => s.classNumber === grade),
    ...found.filter((s) => s.classNumber !== grade),
  ].filter(fresh);
  return ordered
    .slice(0, need)
    .sort(
      (a, b) =>
        Number(b.classNumber === grade) - Number(a.classNumber === grade) ||
        a.classNumber - b.classNumber ||
        a.slideNumber - b.slideNumber,
    );
}

/**
 * Plans a video from course slides: a title scene stating the topic, a scene per narration of the picked slides
 * (each slide's text in order; when too few slides match, the slides that follow them in the deck, `more`), and
 * a recap of the slides' titles. The spec's scene count holds: 30 s → 4 scenes of 8 s. Its fixed words are in
 * the slides' language (courseLanguage, video-words.ts).
 */
export function planFromSlides(
  topic: string,
  targetDuration: VideoDuration,
  picked: FoundSlide[],
  more: FoundSlide[] = [],
): PlannedScene[] {
  const count = SCENES_FOR_DURATION[targetDuration];
  const need = count - 2;
  const language = courseLanguage(topic, picked);
  const w = VIDEO_WORDS[language];
  const list = (items: string[]) => listOf(items, language);
  const label = (s: FoundSlide) => w.slide(s.classNumber, s.slideNumber);
  // A slide with no text (a picture) is still shown, in silence.
  const said = (slide: FoundSlide) => {
    const narrations = narrationsOf(slide, language);
    return narrations.length ? narrations : [''];
  };
  const queues = picked.map((slide) => ({ slide, narrations: said(slide) }));
  const middle: { slide: FoundSlide; narration: string }[] = [];
  // A scene for each picked slide first, then their further text, then the slides that follow.
  for (let round = 0; middle.length < need && queues.some((q) => q.narrations.length > round); round++) {
    for (const q of queues) {
      const narration = q.narrations[round];
      if (narration !== undefined && middle.length < need) middle.push({ slide: q.slide, narration });
    }
  }
  for (const slide of more) {
    if (middle.length < need) middle.push({ slide, narration: said(slide)[0] ?? '' });
  }
  // In deck order, the picked grades in the order pickSlides put them.
  const gradeOrder = [...new Set(picked.map((s) => s.classNumber))];
  const rank = (s: FoundSlide) => gradeOrder.indexOf(s.classNumber);
  middle.sort((a, b) => rank(a.slide) - rank(b.slide) || a.slide.slideNumber - b.slide.slideNumber);
  // A deck too small for the length asked: its scenes again, as a second look, rather than words of our own.
  for (let i = 0; middle.length > 0 && middle.length < need; i++) middle.push(middle[i] as (typeof middle)[number]);

  const grades = [...new Set(middle.map((m) => m.slide.classNumber))];
  const from = w.fromCourse(list(grades.map(String)));
  const titles = [...new Set(middle.map((m) => listed(spokenTitle(m.slide.title))).filter(Boolean))];
  const recapped: string[] = [];
  for (const title of titles) {
    if (words(w.toRecap(list([...recapped, title]))).length > NARRATION_WORDS.max) break;
    recapped.push(title);
  }

  const scenes: Omit<PlannedScene, 'sceneNumber' | 'seconds'>[] = [
    {
      heading: topic,
      points: [from, w.length(count, count * SCENE_SECONDS)],
      prompt: w.title(topic),
      narration: `${sentence(topic, language)} ${from}${w.stop}`,
    },
    ...middle.map(({ slide, narration }) => ({
      heading: tidy(slide.title) || label(slide),
      points: sentencesOf(narration),
      prompt: `${label(slide)}: ${tidy(slide.title) || w.untitled}`,
      narration,
      slide: {
        classNumber: slide.classNumber,
        slideNumber: slide.slideNumber,
        title: slide.title,
        imageKey: slide.imageKey,
      },
    })),
    {
      heading: w.recap,
      points: titles.slice(0, 5),
      prompt: `${w.recap}: ${list(titles.slice(0, 3))}`,
      narration: sentence(recapped.length ? w.toRecap(list(recapped)) : w.thatWas(topic), language),
    },
  ];
  return scenes.slice(0, count).map((scene, i) => ({ ...scene, sceneNumber: i + 1, seconds: SCENE_SECONDS }));
}
