import * as v from 'valibot';
import { requiredText } from './fields';
import { valued } from './valued';

/** Explainer videos (spec 03 §2, §4, §7, §9). */
export const VIDEO_DURATIONS = [30, 60, 90, 120] as const;
export type VideoDuration = (typeof VIDEO_DURATIONS)[number];
/** Scenes per duration (spec 03 §9); every scene lasts 8 s, so a video runs 32, 64, 88 or 120 s. */
export const SCENES_FOR_DURATION: Record<VideoDuration, number> = { 30: 4, 60: 8, 90: 11, 120: 15 };
export const SCENE_SECONDS = 8;
/** The length of the video made for a chosen duration: its scenes × 8 s. */
export const videoSeconds = (duration: VideoDuration) => SCENES_FOR_DURATION[duration] * SCENE_SECONDS;
/** The screen polls the status every 5 s, at most 240 times. */
export const VIDEO_POLL = { intervalMs: 5000, maxPolls: 240 } as const;
export const VIDEO_PROMPT_MAX = 1000;

export const VIDEO_MESSAGES = {
  promptRequired: 'Please enter a prompt for the video',
  promptTooLong: `The prompt must be ${VIDEO_PROMPT_MAX} characters or fewer`,
  duration: 'Please choose a duration of 30, 60, 90 or 120 seconds',
  generateFailed: 'Failed to generate video. Please try again.',
  failed: 'Video generation failed. Please try again.',
  timedOut: 'Video generation timed out. Please try again.',
  downloadFailed: 'Failed to download video. Please try the direct link.',
  notReady: 'Video is not ready for download yet.',
  generated: 'Video generated successfully!',
  ready: 'Video is ready!',
  downloadStarted: 'Download started',
  notFound: 'Video not found',
  linkExpired: 'This video link has expired or is not valid. Please reload the page.',
  tooManyRunning: 'You already have 2 videos being generated. Please wait for one to finish.',
  tooManyToday: 'You have generated 20 videos in the last 24 hours. Please try again later.',
  source: "Please choose where the video's text comes from: 'course' or 'prompt'",
  /** Why videos cannot be made on this server (GET /explainer-videos/setup's message, a 503 of generate). */
  notAvailable: 'Video generation is not available.',
  noApiUrl: 'Video generation is not configured: VIDEO_API_URL is missing.',
  /** The setting's value in single quotes ("'cloud'"): an ICU template cannot quote a placeholder. */
  unknownProvider: valued<[string]>('Video generation is not configured: unknown VIDEO_PROVIDER {provider}.'),
  /** The programs missing, with the Debian packages that install them: three (or more) before two before one. */
  needsThree: valued<[string, string, string, string]>(
    'Video generation needs {first}, {second} and {third} on the server: apt-get install -y {packages}',
  ),
  needsTwo: valued<[string, string, string]>(
    'Video generation needs {first} and {second} on the server: apt-get install -y {packages}',
  ),
  needsOne: valued<[string, string]>('Video generation needs {program} on the server: apt-get install -y {packages}'),
} as const;

/** When no slide the user may read mentions the topic (issue 18): said before anything is generated. */
export const noCourseMaterial = (topic: string) => `No course material covers "${topic}" yet`;

/** How a video made from the prompt alone is labelled, in the video and on the screen. */
export const PROMPT_ONLY_LABEL = 'Made from your prompt alone, not from course material';

/**
 * Where a video's words come from: 'course', the slides of the course decks the user may read that match the
 * prompt (the default); 'prompt', the prompt's own text alone, labelled as such in the video and on the screen.
 */
export const VIDEO_SOURCES = ['course', 'prompt'] as const;
export type VideoSourceKind = (typeof VIDEO_SOURCES)[number];

/** A slide a video is made from. */
export const VideoSlideSchema = v.strictObject({ classNumber: v.number(), slideNumber: v.number(), title: v.string() });
export type VideoSlide = v.InferOutput<typeof VideoSlideSchema>;

/** GET /explainer-videos/sources?prompt=: what a prompt would be made from, before generating. */
export const VideoSourcesResponseSchema = v.strictObject({ topic: v.string(), slides: v.array(VideoSlideSchema) });
export type VideoSourcesResponse = v.InferOutput<typeof VideoSourcesResponseSchema>;

/**
 * GET /explainer-videos/setup: whether this server can make videos. `missing` names the programs it lacks
 * (ffmpeg, ffprobe, espeak-ng), with a message for the screen; the rest of the app works without them.
 */
export const VideoSetupSchema = v.strictObject({
  ready: v.boolean(),
  missing: v.array(v.string()),
  message: v.nullable(v.string()),
});
export type VideoSetup = v.InferOutput<typeof VideoSetupSchema>;

/** Per user: at most 2 videos processing at once and 20 generated in 24 hours. */
export const VIDEO_LIMITS = { running: 2, perDay: 20 } as const;

/** Topics of the AI curriculum's decks: a video is made from the slides that cover them. */
export const EXAMPLE_PROMPTS = [
  'Explain the sensors around us for class 6 students',
  'What is artificial intelligence? Explain with everyday examples',
  'How does a computer recognise images?',
  'Explain decision trees step by step',
  'Why do fairness and bias matter when computers learn from data?',
] as const;

export const VIDEO_TIPS = [
  'Name a topic your class has slides for: the video is made from those slides, narrated and captioned.',
  'Name the class (for example "for class 6") to use that class’s deck first.',
  'Longer videos cover more slides: 30 s has 4 scenes, 60 s 8, 90 s 11 and 120 s 15.',
  'No slides on your topic? You can still make it from your prompt alone; it is labelled as such.',
  'Generation runs in the background: you can leave the page and come back.',
] as const;

export const GenerateVideoSchema = v.object({
  prompt: v.pipe(
    requiredText(VIDEO_MESSAGES.promptRequired),
    v.maxLength(VIDEO_PROMPT_MAX, VIDEO_MESSAGES.promptTooLong),
  ),
  targetDuration: v.pipe(
    v.union([v.number(VIDEO_MESSAGES.duration), v.string(VIDEO_MESSAGES.duration)], VIDEO_MESSAGES.duration),
    v.transform(Number),
    v.picklist(VIDEO_DURATIONS, VIDEO_MESSAGES.duration),
  ),
  source: v.optional(v.picklist(VIDEO_SOURCES, VIDEO_MESSAGES.source), 'course'),
});
/** GET /explainer-videos/sources?prompt=: the same prompt rules as generating. */
export const VideoSourcesQuerySchema = v.object({ prompt: GenerateVideoSchema.entries.prompt });

export type GenerateVideoInput = v.InferInput<typeof GenerateVideoSchema>;

export const VIDEO_STATUSES = ['processing', 'completed', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];
/** Scene status: completed, processing, otherwise pending. */
export const VideoSceneSchema = v.strictObject({
  sceneNumber: v.number(),
  status: v.picklist(['pending', 'processing', 'completed']),
  prompt: v.string(),
});
export type VideoScene = v.InferOutput<typeof VideoSceneSchema>;

/**
 * A video as every call shows it. The URLs carry a short-lived token good for this video only (never the
 * sign-in token), so a <video src> or a download link works without headers; fetch the status again for
 * fresh ones. They are null until the video is completed.
 */
export const ExplainerVideoSchema = v.strictObject({
  videoId: v.string(),
  status: v.picklist(VIDEO_STATUSES),
  prompt: v.string(),
  targetDuration: v.picklist(VIDEO_DURATIONS),
  totalScenes: v.number(),
  /** Scenes finished so far (0..totalScenes). */
  currentScene: v.number(),
  /** Percent of scenes finished, 0..100. */
  sceneProgress: v.number(),
  scenes: v.array(VideoSceneSchema),
  videoUrl: v.nullable(v.string()),
  streamUrl: v.nullable(v.string()),
  downloadUrl: v.nullable(v.string()),
  thumbnailUrl: v.nullable(v.string()),
  /** When the URLs stop working (ISO time), or null. */
  urlsExpireAt: v.nullable(v.string()),
  mimeType: v.nullable(v.string()),
  /** The WebVTT captions of the narration (same token), or null. */
  captionsUrl: v.nullable(v.string()),
  /** 'course': made from the slides in `slides`; 'prompt': from the prompt's text alone. */
  source: v.picklist(VIDEO_SOURCES),
  slides: v.array(VideoSlideSchema),
  error: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type ExplainerVideo = v.InferOutput<typeof ExplainerVideoSchema>;

export const VideoResponseSchema = v.strictObject({ success: v.literal(true), video: ExplainerVideoSchema });
export type VideoResponse = v.InferOutput<typeof VideoResponseSchema>;
