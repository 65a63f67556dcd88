import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { runQueuedJobs } from '../lib/jobs';
import { probeMedia } from '../lib/media/probe';
import type { TestApp } from './test-app';

/**
 * The explainer-video calls the API tests make, on the app `app()` answers (set in beforeAll), as `token()` unless
 * told otherwise.
 */
export function videoCalls(app: () => TestApp, token: () => string) {
  const generate = (body: unknown, as = token()) => app().post('/api/explainer-videos/generate', body, as);
  const status = (id: string, as = token()) => app().get(`/api/explainer-videos/status/${id}`, as);
  const sources = (prompt: string, as = token()) =>
    app().get(`/api/explainer-videos/sources?prompt=${encodeURIComponent(prompt)}`, as);
  async function fetchBytes(url: string, headers: Record<string, string> = {}) {
    const res = await app().app.request(url, { headers });
    return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
  }
  const fetchText = async (url: string) => new TextDecoder().decode((await fetchBytes(url)).bytes);

  /** Generates, runs the job and answers the finished video. */
  async function made(body: object, as = token()) {
    const res = await generate(body, as);
    expect(res.status).toBe(200);
    await runQueuedJobs(app().db, app().env);
    return (await status(res.body.video.videoId, as)).body.video;
  }
  return { generate, status, sources, fetchBytes, fetchText, made };
}

/** What ffprobe (Debian's, an independent reader) sees in a video. */
export async function probeVideo(bytes: Uint8Array) {
  const dir = await mkdtemp(path.join(tmpdir(), 'probe-'));
  try {
    const file = path.join(dir, 'video.mp4');
    await writeFile(file, bytes);
    return await probeMedia(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
