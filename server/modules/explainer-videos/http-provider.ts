import { JobError } from '#server/lib/jobs';
import type { RenderInput, RenderOutput, VideoProvider } from './render-types';

type RemoteStatus = {
  status: 'processing' | 'completed' | 'failed';
  completedScenes?: number;
  videoUrl?: string;
  thumbnailUrl?: string;
  error?: string;
};

const REQUEST_TIMEOUT_MS = 30_000;
const MAX_VIDEO_BYTES = 200 * 1024 * 1024;

/**
 * Adapter for an external AI video service (VIDEO_PROVIDER=http, VIDEO_API_URL, optional VIDEO_API_KEY sent as
 * a bearer token). The protocol it expects:
 *   POST {url}/videos {prompt, targetDuration, scenes: [{sceneNumber, prompt, seconds}]} → {id}
 *   GET  {url}/videos/{id} → {status: processing|completed|failed, completedScenes?, videoUrl?, thumbnailUrl?, error?}
 *   GET  videoUrl (absolute, or relative to {url}) → the video bytes, with their Content-Type.
 * A service with another API needs only another adapter like this one.
 */
export function createHttpProvider(options: {
  baseUrl: string;
  apiKey?: string;
  pollMs?: number;
  timeoutMs?: number;
}): VideoProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const pollMs = options.pollMs ?? 5_000;
  const timeoutMs = options.timeoutMs ?? 30 * 60_000;
  const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};

  async function call(url: string, signal: AbortSignal, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(new URL(url, `${base}/`), {
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string>) },
      signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
    }).catch((error: unknown) => {
      if (signal.aborted) throw error;
      throw new JobError('The video service could not be reached. Please try again later.');
    });
    if (!res.ok) throw new JobError(`The video service answered ${res.status}. Please try again later.`);
    return res;
  }

  return {
    name: 'http',
    async render(input: RenderInput): Promise<RenderOutput> {
      const { signal } = input;
      const scenes = input.scenes.map(({ sceneNumber, prompt, seconds }) => ({ sceneNumber, prompt, seconds }));
      const created = (await (
        await call(`${base}/videos`, signal, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ prompt: input.prompt, targetDuration: input.targetDuration, scenes }),
        })
      ).json()) as { id?: string };
      if (!created.id) throw new JobError('The video service did not accept the request.');

      const deadline = Date.now() + timeoutMs;
      let reported = 0;
      await input.onScene(1, false);
      for (;;) {
        const status = (await (
          await call(`${base}/videos/${encodeURIComponent(created.id)}`, signal)
        ).json()) as RemoteStatus;
        const done = Math.min(status.completedScenes ?? 0, scenes.length);
        for (; reported < done; reported++) {
          await input.onScene(reported + 1, true);
          if (reported + 2 <= scenes.length) await input.onScene(reported + 2, false);
        }
        if (status.status === 'failed')
          throw new JobError(status.error ? `The video service failed: ${status.error}` : 'The video service failed.');
        if (status.status === 'completed' && status.videoUrl) {
          const video = await download(status.videoUrl, signal);
          const thumbnail = status.thumbnailUrl
            ? ((await download(status.thumbnailUrl, signal).catch(() => null))?.bytes ?? null)
            : null;
          return { video: video.bytes, bytes: video.bytes.length, mimeType: video.type, thumbnail, captions: null };
        }
        if (Date.now() > deadline) throw new JobError('The video service took too long. Please try again.');
        await sleep(pollMs, signal);
      }
    },
  };

  async function download(url: string, signal: AbortSignal) {
    const res = await call(url, signal);
    const type = (res.headers.get('content-type') ?? 'video/mp4').split(';')[0]?.trim() || 'video/mp4';
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.length === 0 || bytes.length > MAX_VIDEO_BYTES)
      throw new JobError('The video service sent no usable file.');
    return { bytes, type };
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
