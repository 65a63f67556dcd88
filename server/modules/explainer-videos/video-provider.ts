import type { VideoDuration } from '../../../contract/explainer-videos';
import type { Env } from '../../env';
import { HttpError } from '../../lib/errors';
import { createHttpProvider } from './http-provider';
import { renderScenes } from './local-renderer';
import type { PlannedScene } from './scene-planner';

export type RenderInput = {
  videoId: string;
  prompt: string;
  targetDuration: VideoDuration;
  scenes: PlannedScene[];
  signal: AbortSignal;
  /** Called when a scene starts (done=false) and when it is finished (done=true). */
  onScene(sceneNumber: number, done: boolean): Promise<void>;
};
export type RenderOutput = { video: Uint8Array; mimeType: string; thumbnail: Uint8Array | null };

/** Turns planned scenes into a video file. Chosen by VIDEO_PROVIDER: 'local' (default) or 'http'. */
export interface VideoProvider {
  readonly name: string;
  render(input: RenderInput): Promise<RenderOutput>;
}

/** Renders on this machine with no network: see local-renderer.ts. */
export const localProvider: VideoProvider = {
  name: 'local',
  async render({ scenes, signal, onScene }) {
    const result = await renderScenes(scenes, { signal, onScene });
    return { video: result.video, mimeType: result.mimeType, thumbnail: result.thumbnail };
  },
};

type ProviderEnv = Pick<Env, 'videoProvider' | 'videoApiUrl' | 'videoApiKey'>;
let override: VideoProvider | undefined;

/** Tests replace the provider (a failing one, a slow one); undefined restores the configured one. */
export function setVideoProviderForTests(provider: VideoProvider | undefined): void {
  override = provider;
}

/** The configured provider; a configuration error answers 503 with a clear reason. */
export function videoProvider(env: ProviderEnv): VideoProvider {
  if (override) return override;
  if (env.videoProvider === 'local') return localProvider;
  if (env.videoProvider === 'http') {
    if (!env.videoApiUrl) throw new HttpError(503, 'Video generation is not configured: VIDEO_API_URL is missing.');
    return createHttpProvider({ baseUrl: env.videoApiUrl, apiKey: env.videoApiKey });
  }
  throw new HttpError(503, `Video generation is not configured: unknown VIDEO_PROVIDER '${env.videoProvider}'.`);
}
