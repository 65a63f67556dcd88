import { SCENE_SECONDS, SCENES_FOR_DURATION, type VideoDuration } from '#contract/explainer-videos';
import { videoLanguage } from '#server/lib/media/speech';
import { cutShort, sentence, tidy } from './caption-text';
import { VIDEO_WORDS, type VideoLanguage } from './video-words';

/**
 * One planned scene: what the screen shows, what is said over it, and for how long. A scene with a `slide`
 * shows that slide's image; one without (or whose image is gone) a card of `heading` and `points`.
 */
export type PlannedScene = {
  sceneNumber: number;
  heading: string;
  points: string[];
  /** What the status shows for the scene. */
  prompt: string;
  seconds: number;
  /** Spoken over the scene and shown as its caption (about 20 words, fits 8 s); '' for none. */
  narration: string;
  slide?: { classNumber: number; slideNumber: number; title: string; imageKey: string };
  /** A small line on a card, e.g. that the video is made from the prompt alone. */
  label?: string;
};

const LEAD_IN =
  /^(please\s+)?(create|make|generate|produce)\s+(an?\s+)?(short\s+)?(explainer\s+)?(video\s+)?(about|on|explaining|for)?\s*/i;
const ASK = /^(explain|describe|teach|show)\s+(me\s+|us\s+)?/i;
/** Where the first sentence of a prompt ends: in Hindi and Punjabi at '।' '?' '!' (or '. '), in English at '. ' '? ' '! '. */
const FIRST_SENTENCE: Record<VideoLanguage, RegExp> = {
  en: /(?<=[.!?])\s/,
  hi: /(?<=[।॥?!])\s*|(?<=\.)\s/,
  pa: /(?<=[।॥?!])\s*|(?<=\.)\s/,
};

/**
 * The topic named by a prompt, short enough for a title: 'Explain how photosynthesis works' → 'How photosynthesis
 * works'. A Hindi or Punjabi prompt's first sentence, without its request ('… के बारे में वीडियो बनाइए', 'कक्षा 6
 * के लिए'): 'प्रकाश संश्लेषण समझाइए।' → 'प्रकाश संश्लेषण'.
 */
export function topicOf(prompt: string): string {
  const language = videoLanguage(prompt);
  const { asking, explainer } = VIDEO_WORDS[language];
  const firstSentence = prompt.replace(/\s+/g, ' ').trim().split(FIRST_SENTENCE[language])[0] ?? '';
  let asked = firstSentence
    .replace(LEAD_IN, '')
    .replace(ASK, '')
    .replace(/\s+for\s+(class|grade)\s+\d+.*$/i, '');
  if (asking)
    asked = asked
      .replace(/[\s.!?।॥]+$/u, '')
      .replace(asking.lead, '')
      .replace(asking.forClass, ' ')
      .replace(asking.tail, '');
  // No stray punctuation left by the cuts: 'faces, for class 6' → 'faces', never 'faces,'.
  let topic = tidy(asked).replace(/[.!?।॥]+$/u, '') || tidy(firstSentence).replace(/[।॥]+$/u, '') || explainer;
  if (topic.length > 60) topic = cutShort(topic.slice(0, 57).replace(/\s+\S*$/, '')) || explainer;
  return topic.charAt(0).toUpperCase() + topic.slice(1);
}

/**
 * What the general scenes talk about, as a noun phrase: 'How photosynthesis works' → 'photosynthesis',
 * 'What is AI' → 'AI'; another question ('How does a computer count') → 'this topic'. In Hindi and Punjabi the
 * same ('प्रकाश संश्लेषण क्या है' → 'प्रकाश संश्लेषण'), and a question or a statement → 'इस विषय' / 'ਇਸ ਵਿਸ਼ੇ'.
 */
export function subjectOf(topic: string, language: VideoLanguage = videoLanguage(topic)): string {
  const { asking, thisTopic } = VIDEO_WORDS[language];
  if (asking) {
    const named = asking.works.exec(topic)?.[1] ?? asking.whatIs.exec(topic)?.[1];
    if (named) return named;
    return asking.question.test(topic) || asking.statement.test(topic) ? thisTopic : topic;
  }
  const works = /^how\s+(.+?)\s+works?$/i.exec(topic);
  if (works?.[1]) return works[1];
  const what = /^what\s+(?:is|are)\s+(.+)$/i.exec(topic);
  if (what?.[1]) return what[1];
  if (/^(how|why|what|when|where|which|who|can|does|do|is|are)\b/i.test(topic)) return thisTopic;
  const phrase = topic.replace(/\s+step by step$/i, '');
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/** Where a prompt's sentences end, for its own points: also at '।' in Hindi and Punjabi. */
const POINT_END: Record<VideoLanguage, RegExp> = {
  en: /(?<=[.!?;])\s|\n/,
  hi: /(?<=[।॥])\s*|(?<=[.!?;])\s|\n/,
  pa: /(?<=[।॥])\s*|(?<=[.!?;])\s|\n/,
};

/** The prompt's own sentences after the first: each becomes a key-point scene before the general ones. */
function ownPoints(prompt: string, language: VideoLanguage): string[] {
  return prompt
    .replace(/\s+/g, ' ')
    .split(POINT_END[language])
    .slice(1)
    .map(tidy)
    .filter((s) => s.split(' ').length >= 3)
    .map((s) => (s.length > 140 ? cutShort(s.slice(0, 137).replace(/\s+\S*$/, '')) : s));
}

/**
 * Plans the scenes of a video from the prompt alone (when no course slide covers it, and the user asked for it
 * anyway): a title scene, key-point scenes (the prompt's own sentences first, then general
 * teaching beats about the topic) and a recap. Every scene lasts 8 s (spec 03 §9): 30 s → 4 scenes, 32 s of video.
 * Its fixed words are in the prompt's language (video-words.ts).
 */
export function planScenes(prompt: string, targetDuration: VideoDuration): PlannedScene[] {
  const count = SCENES_FOR_DURATION[targetDuration];
  const language = videoLanguage(prompt);
  const words = VIDEO_WORDS[language];
  const topic = topicOf(prompt);
  const lower = subjectOf(topic, language);
  const middle: { heading: string; points: string[] }[] = ownPoints(prompt, language).map((point, i) => ({
    heading: words.keyPoint(i + 1),
    points: [point],
  }));
  for (const [heading, points] of words.templates)
    middle.push({ heading, points: points.map((p) => p.replace('{t}', lower)) });

  const scenes: { heading: string; points: string[] }[] = [
    { heading: topic, points: [words.promptOnly, words.length(count, count * SCENE_SECONDS)] },
  ];
  scenes.push(...middle.slice(0, count - 2));
  const covered = scenes
    .slice(1)
    .map((s) => s.heading)
    .slice(0, 3);
  scenes.push({ heading: words.recap, points: covered.length ? covered : [words.learnedAbout(lower)] });

  return scenes.slice(0, count).map((scene, i) => ({
    sceneNumber: i + 1,
    heading: scene.heading,
    points: scene.points,
    prompt:
      i === 0
        ? words.title(scene.heading)
        : `${scene.heading}${/[?!]$/.test(scene.heading) ? '' : ':'} ${scene.points.join('; ')}`,
    seconds: SCENE_SECONDS,
    label: words.promptOnly,
    narration: (i === 0 ? [scene.heading] : [scene.heading, ...scene.points])
      .map((line) => sentence(line, language))
      .join(' '),
  }));
}
