import { PROMPT_ONLY_LABEL, SCENE_SECONDS, SCENES_FOR_DURATION, type VideoDuration } from '#contract/explainer-videos';
import { cutShort, sentence, tidy } from './caption-text';

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

/** The topic named by a prompt, short enough for a title: 'Explain how photosynthesis works' → 'How photosynthesis works'. */
export function topicOf(prompt: string): string {
  const firstSentence =
    prompt
      .replace(/\s+/g, ' ')
      .trim()
      .split(/(?<=[.!?])\s/)[0] ?? '';
  const asked = firstSentence
    .replace(LEAD_IN, '')
    .replace(ASK, '')
    .replace(/\s+for\s+(class|grade)\s+\d+.*$/i, '');
  // No stray punctuation left by the cuts: 'faces, for class 6' → 'faces', never 'faces,'.
  let topic = tidy(asked).replace(/[.!?]+$/, '') || tidy(firstSentence) || 'Explainer';
  if (topic.length > 60) topic = cutShort(topic.slice(0, 57).replace(/\s+\S*$/, '')) || 'Explainer';
  return topic.charAt(0).toUpperCase() + topic.slice(1);
}

/**
 * What the general scenes talk about, as a noun phrase: 'How photosynthesis works' → 'photosynthesis',
 * 'What is AI' → 'AI'; another question ('How does a computer count') → 'this topic'.
 */
export function subjectOf(topic: string): string {
  const works = /^how\s+(.+?)\s+works?$/i.exec(topic);
  if (works?.[1]) return works[1];
  const what = /^what\s+(?:is|are)\s+(.+)$/i.exec(topic);
  if (what?.[1]) return what[1];
  if (/^(how|why|what|when|where|which|who|can|does|do|is|are)\b/i.test(topic)) return 'this topic';
  const phrase = topic.replace(/\s+step by step$/i, '');
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/** The prompt's own sentences after the first: each becomes a key-point scene before the general ones. */
function ownPoints(prompt: string): string[] {
  return prompt
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?;])\s|\n/)
    .slice(1)
    .map(tidy)
    .filter((s) => s.split(' ').length >= 3)
    .map((s) => (s.length > 140 ? cutShort(s.slice(0, 137).replace(/\s+\S*$/, '')) : s));
}

const TEMPLATES: [string, string[]][] = [
  ['What is it?', ['A simple definition of {t}', 'Where we meet it in everyday life']],
  ['Why it matters', ['The difference {t} makes in the world around us', 'Why it is worth learning']],
  ['The big idea', ['The one thing to remember about {t}', 'Everything else builds on it']],
  ['The parts', ['The main parts of {t}', 'What each part does']],
  ['Step by step', ['First, then, finally: {t} in order', 'Follow each step carefully']],
  ['An everyday example', ['{t} in a familiar situation', 'Spot the big idea in action']],
  ['A common mistake', ['What people often get wrong about {t}', 'And the right way to think about it']],
  ['Key words', ['The important terms for {t}', 'Use them when you explain it to a friend']],
  ['Try it yourself', ['A small activity to explore {t}', 'What do you notice?']],
  ['Connecting ideas', ['How {t} links to what you already know', 'Where it leads next']],
  ['Think about it', ['A question about {t} to discuss in class', 'There can be more than one good answer']],
  ['Did you know?', ['A surprising fact about {t}', 'Share it with someone today']],
  ['Putting it together', ['How the pieces of {t} fit', 'The whole picture in one view']],
];

/**
 * Plans the scenes of a video from the prompt alone (when no course slide covers it, and the user asked for it
 * anyway): a title scene, key-point scenes (the prompt's own sentences first, then general
 * teaching beats about the topic) and a recap. Every scene lasts 8 s (spec 03 §9): 30 s → 4 scenes, 32 s of video.
 */
export function planScenes(prompt: string, targetDuration: VideoDuration): PlannedScene[] {
  const count = SCENES_FOR_DURATION[targetDuration];
  const topic = topicOf(prompt);
  const lower = subjectOf(topic);
  const middle: { heading: string; points: string[] }[] = ownPoints(prompt).map((point, i) => ({
    heading: `Key point ${i + 1}`,
    points: [point],
  }));
  for (const [heading, points] of TEMPLATES)
    middle.push({ heading, points: points.map((p) => p.replace('{t}', lower)) });

  const scenes: { heading: string; points: string[] }[] = [
    { heading: topic, points: [PROMPT_ONLY_LABEL, `${count} scenes · ${count * SCENE_SECONDS} seconds`] },
  ];
  scenes.push(...middle.slice(0, count - 2));
  const covered = scenes
    .slice(1)
    .map((s) => s.heading)
    .slice(0, 3);
  scenes.push({ heading: 'Recap', points: covered.length ? covered : [`What we learned about ${lower}`] });

  return scenes.slice(0, count).map((scene, i) => ({
    sceneNumber: i + 1,
    heading: scene.heading,
    points: scene.points,
    prompt:
      i === 0
        ? `Title: ${scene.heading}`
        : `${scene.heading}${/[?!]$/.test(scene.heading) ? '' : ':'} ${scene.points.join('; ')}`,
    seconds: SCENE_SECONDS,
    label: PROMPT_ONLY_LABEL,
    narration: (i === 0 ? [scene.heading] : [scene.heading, ...scene.points]).map(sentence).join(' '),
  }));
}
