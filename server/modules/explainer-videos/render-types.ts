import type { Readable } from 'node:stream';
import type { VideoDuration } from '#contract/explainer-videos';
import type { PlannedScene } from './scene-planner';

/** What a video provider takes and gives (video-provider.ts chooses one; http-provider.ts is one). */
export type RenderInput = {
  videoId: string;
  prompt: string;
  targetDuration: VideoDuration;
  scenes: PlannedScene[];
  signal: AbortSignal;
  /** Called when a scene starts (done=false) and when it is finished (done=true). */
  onScene(sceneNumber: number, done: boolean): Promise<void>;
  /** A slide image from the blob store, or null when it is gone (the scene then shows a card). */
  readImage(key: string): Promise<Uint8Array | null>;
  /** Stores the video as a stream (a provider with the file on disk uses it rather than answering the bytes). */
  saveVideo(video: Readable, mimeType: string): Promise<void>;
};
/** The video (null when stored through saveVideo) and its size, a JPEG thumbnail and the WebVTT captions of its
 *  narration (null when the provider has none). */
export type RenderOutput = {
  video: Uint8Array | null;
  bytes: number;
  mimeType: string;
  thumbnail: Uint8Array | null;
  captions: string | null;
};

/** Turns planned scenes into a video file. Chosen by VIDEO_PROVIDER: 'local' (default) or 'http'. */
export interface VideoProvider {
  readonly name: string;
  render(input: RenderInput): Promise<RenderOutput>;
}
