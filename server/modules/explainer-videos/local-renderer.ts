import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createCanvas, type Image, loadImage } from '@napi-rs/canvas';
import { encodeStillSegment, joinSegments } from '#server/lib/media/encode';
import { mediaMissingMessage, missingMediaPrograms } from '#server/lib/media/programs';
import { drawSceneFrame } from '#server/lib/media/scene-frame';
import { speak } from '#server/lib/media/speech';
import { type Pcm, wavBytes } from '#server/lib/media/wav';
import { type Cue, webvtt } from '#server/lib/media/webvtt';
import type { PlannedScene } from './scene-planner';

export const VIDEO_SIZE = { width: 1280, height: 720 } as const;
export const VIDEO_FPS = 25;
/** The narration track: mono 16-bit PCM at espeak-ng's own rate, encoded to AAC when the video is joined. */
export const AUDIO_RATE = 22050;
/** Each scene fades in from black and out to black over this long. */
export const FADE_SECONDS = 0.4;
/** Speech starts this far into its scene and ends at least this far before the scene's end. */
export const SPEECH_START = 0.3;
export const SPEECH_TAIL = 0.3;

/** `video` is empty when `saveVideo` took the file; `bytes` is the video's size either way. */
export type RenderResult = {
  video: Uint8Array;
  bytes: number;
  mimeType: 'video/mp4';
  thumbnail: Uint8Array;
  captions: string;
};
type Hooks = {
  /** Stores the finished MP4 from its file (before the temp folder goes), so it is never held whole in memory. */
  saveVideo?: (file: string) => Promise<void>;
  signal?: AbortSignal;
  /** Called when a scene starts being prepared (done=false) and when it is finished (done=true). */
  onScene?: (sceneNumber: number, done: boolean) => Promise<void>;
  /** The slide image (WebP) from the blob store; null when it is gone. */
  readImage?: (key: string) => Promise<Uint8Array | null>;
};

const interrupted = (signal: AbortSignal) =>
  signal.reason instanceof Error ? signal.reason : new Error('Rendering was interrupted');
function stopIfAborted(signal?: AbortSignal) {
  if (signal?.aborted) throw interrupted(signal);
}

/** Waits for every task (so that no program still runs when the folder goes), then fails with the first error. */
async function all<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [x, y] = await Promise.allSettled([a, b]);
  if (x.status === 'rejected') throw x.reason;
  if (y.status === 'rejected') throw y.reason;
  return [x.value, y.value];
}

/** The scene's slide image, or null (no slide, image gone or not decodable): the scene then shows a card. */
async function slideImage(scene: PlannedScene, readImage: Hooks['readImage']): Promise<Image | null> {
  if (!scene.slide || !readImage) return null;
  const bytes = await readImage(scene.slide.imageKey);
  if (!bytes?.length) return null;
  try {
    return await loadImage(bytes);
  } catch {
    return null;
  }
}

type SceneJob = { scenes: PlannedScene[]; index: number; dir: string; hooks: Hooks; signal: AbortSignal };
type SceneOutput = { segment: string; speech: Pcm; frame?: Uint8Array };

/** One scene: its frame drawn and encoded as a video-only segment while espeak-ng speaks its narration. */
async function renderScene({ scenes, index, dir, hooks, signal }: SceneJob): Promise<SceneOutput> {
  const scene = scenes[index] as PlannedScene;
  const image = await slideImage(scene, hooks.readImage);
  stopIfAborted(signal);
  const { width, height } = VIDEO_SIZE;
  const canvas = createCanvas(width, height);
  const { heading, points, label, sceneNumber } = scene;
  drawSceneFrame(canvas.getContext('2d'), width, height, {
    sceneNumber,
    total: scenes.length,
    heading,
    points,
    label,
    image,
  });
  const segment = path.join(dir, `scene-${String(index + 1).padStart(3, '0')}.mp4`);
  const [, speech] = await all(
    encodeStillSegment({
      rgba: canvas.data(),
      width,
      height,
      fps: VIDEO_FPS,
      seconds: scene.seconds,
      fade: FADE_SECONDS,
      out: segment,
      signal,
    }),
    speak(scene.narration, {
      maxSeconds: Math.max(0, scene.seconds - SPEECH_START - SPEECH_TAIL),
      sampleRate: AUDIO_RATE,
      signal,
    }),
  );
  return { segment, speech, frame: index === 0 ? await canvas.encode('jpeg', 80) : undefined };
}

/**
 * Renders the planned scenes into a narrated, captioned MP4 (docs/decisions/018) with Debian's ffmpeg and
 * espeak-ng. Each scene: its frame is drawn with @napi-rs/canvas (the slide letterboxed, or a card) and encoded
 * as a video-only H.264 segment with its fades while espeak-ng speaks its narration; the next scene is already
 * under way meanwhile (x264 alone leaves part of the second core idle), but `onScene` reports the scenes strictly
 * one after another. Then the segments are joined without encoding again, and the one narration track (each
 * scene's speech at its offset) is added as AAC. Works in a temp folder that is always removed; an abort (or a
 * failure) kills the running programs.
 */
export async function renderScenes(scenes: PlannedScene[], hooks: Hooks = {}): Promise<RenderResult> {
  stopIfAborted(hooks.signal);
  const missing = await missingMediaPrograms();
  if (missing.length) throw new Error(mediaMissingMessage(missing));
  if (scenes.length === 0) throw new Error('A video needs at least one scene');

  const stop = new AbortController();
  const { signal } = stop;
  const forward = () => stop.abort(hooks.signal?.reason);
  hooks.signal?.addEventListener('abort', forward, { once: true });
  const duration = scenes.reduce((sum, s) => sum + s.seconds, 0);
  const audio = new Int16Array(Math.round(duration * AUDIO_RATE));
  const cues: Cue[] = [];
  const segments: string[] = [];
  const running: Promise<SceneOutput>[] = [];
  let thumbnail: Uint8Array | undefined;
  let sceneStart = 0;
  let failure: unknown;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pathshala-video-'));
  const begin = (index: number) => {
    const task = renderScene({ scenes, index, dir, hooks, signal });
    task.catch((error) => {
      failure ??= error; // the cause, not the interruption it makes of the scene beside it
      stop.abort();
    });
    running[index] = task;
  };
  try {
    begin(0);
    for (const [i, scene] of scenes.entries()) {
      stopIfAborted(signal);
      await hooks.onScene?.(scene.sceneNumber, false);
      if (i + 1 < scenes.length) begin(i + 1);
      const { segment, speech, frame } = await (running[i] as Promise<SceneOutput>);
      thumbnail ??= frame;
      segments.push(segment);
      if (speech.samples.length > 0) {
        const at = Math.round((sceneStart + SPEECH_START) * AUDIO_RATE);
        const samples = speech.samples.subarray(0, Math.max(0, audio.length - at));
        audio.set(samples, at);
        const start = sceneStart + SPEECH_START;
        const end = Math.min(sceneStart + scene.seconds, start + samples.length / AUDIO_RATE);
        cues.push({ start, end, text: scene.narration });
      }
      sceneStart += scene.seconds;
      await hooks.onScene?.(scene.sceneNumber, true);
    }
    stopIfAborted(signal);
    const wav = path.join(dir, 'narration.wav');
    await writeFile(wav, wavBytes({ samples: audio, sampleRate: AUDIO_RATE }));
    const out = path.join(dir, 'video.mp4');
    await joinSegments({ segments, wav, out, signal });
    const bytes = (await stat(out)).size;
    if (hooks.saveVideo) await hooks.saveVideo(out);
    const video = hooks.saveVideo ? new Uint8Array() : await readFile(out);
    return {
      video: new Uint8Array(video.buffer, video.byteOffset, video.byteLength),
      bytes,
      mimeType: 'video/mp4',
      thumbnail: thumbnail ?? new Uint8Array(),
      captions: webvtt(cues),
    };
  } catch (error) {
    stop.abort();
    throw hooks.signal?.aborted ? interrupted(hooks.signal) : (failure ?? error);
  } finally {
    hooks.signal?.removeEventListener('abort', forward);
    await Promise.allSettled(running);
    await rm(dir, { recursive: true, force: true });
  }
}
