import { createReadStream } from 'node:fs';
import { VIDEO_MESSAGES, type VideoSetup } from '#contract/explainer-videos';
import type { Env } from '#server/env';
import { HttpError } from '#server/lib/errors';
import { mediaMissingMessage, missingMediaPrograms } from '#server/lib/media/programs';
import { createHttpProvider } from './http-provider';
import { renderScenes } from './local-renderer';
import type { VideoProvider } from './render-types';

/** Renders on this machine with no network (ffmpeg and espeak-ng): see local-renderer.ts. */
export const localProvider: VideoProvider = {
  name: 'local',
  render: async ({ scenes, signal, onScene, readImage, saveVideo }) => {
    const save = async (file: string) => {
      const stream = createReadStream(file);
      await saveVideo(stream, 'video/mp4').finally(() => stream.destroy());
    };
    return { ...(await renderScenes(scenes, { signal, onScene, readImage, saveVideo: save })), video: null };
  },
};

type ProviderEnv = Pick<Env, 'videoProvider' | 'videoApiUrl' | 'videoApiKey'>;

/** Whether this server can make videos now: the local provider needs ffmpeg, ffprobe and espeak-ng. */
export async function videoSetup(env: ProviderEnv): Promise<VideoSetup> {
  try {
    const provider = videoProvider(env);
    const missing = provider === localProvider ? await missingMediaPrograms() : [];
    return { ready: missing.length === 0, missing, message: missing.length ? mediaMissingMessage(missing) : null };
  } catch (error) {
    return { ready: false, missing: [], message: (error as Error).message };
  }
}

/** Answers 503 with the reason when videos can't be made here (before anything is stored or queued). */
export async function assertCanRender(env: ProviderEnv): Promise<void> {
  const setup = await videoSetup(env);
  if (!setup.ready) throw new HttpError(503, setup.message ?? VIDEO_MESSAGES.notAvailable);
}
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
    if (!env.videoApiUrl) throw new HttpError(503, VIDEO_MESSAGES.noApiUrl);
    return createHttpProvider({ baseUrl: env.videoApiUrl, apiKey: env.videoApiKey });
  }
  throw new HttpError(503, VIDEO_MESSAGES.unknownProvider(`'${env.videoProvider}'`));
}
