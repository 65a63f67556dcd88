import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQueuedJobs } from '#server/lib/jobs';
import { createTestApp, type TestApp } from '#server/testing/test-app';

/** A fake external video service on the loopback address, speaking the protocol of http-provider.ts. */
const FILE = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 1, 2, 3, 4]);
const seen: { method: string; url: string; auth?: string; body?: string }[] = [];
let polls = 0;
let failNext = false;
const service = http.createServer(async (req, res) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  seen.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, body });
  if (req.method === 'POST' && req.url === '/v1/videos') {
    polls = 0;
    return res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'remote-1' }));
  }
  if (req.url === '/v1/videos/remote-1') {
    polls++;
    const answer = failNext
      ? { status: 'failed', error: 'content policy' }
      : polls < 2
        ? { status: 'processing', completedScenes: 2 }
        : { status: 'completed', completedScenes: 4, videoUrl: 'files/remote-1.mp4' };
    return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  }
  if (req.url === '/v1/files/remote-1.mp4') return res.writeHead(200, { 'content-type': 'video/mp4' }).end(FILE);
  res.writeHead(404).end();
});

let t: TestApp;
let teacher: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const { port } = service.address() as AddressInfo;
  t = await createTestApp({
    videoProvider: 'http',
    videoApiUrl: `http://127.0.0.1:${port}/v1`,
    videoApiKey: 'secret-key',
  });
  teacher = await t.login('teacher@demo.test');
});
afterAll(async () => {
  await t.close();
  service.close();
});

describe('explainer videos through an external service (VIDEO_PROVIDER=http)', () => {
  it('sends the planned scenes, follows the remote job and stores the file it returns', async () => {
    const res = await t.post(
      '/api/explainer-videos/generate',
      { prompt: 'Explain rainbows', targetDuration: 30, source: 'prompt' },
      teacher,
    );
    expect(res.status).toBe(200);
    await runQueuedJobs(t.db, t.env);

    const create = seen.find((r) => r.method === 'POST');
    expect(create?.auth).toBe('Bearer secret-key');
    const sent = JSON.parse(create?.body ?? '{}');
    expect(sent).toMatchObject({ prompt: 'Explain rainbows', targetDuration: 30 });
    expect(sent.scenes.map((s: { seconds: number }) => s.seconds)).toEqual([8, 8, 8, 8]);

    const video = (await t.get(`/api/explainer-videos/status/${res.body.video.videoId}`, teacher)).body.video;
    expect(video).toMatchObject({ status: 'completed', currentScene: 4, mimeType: 'video/mp4', thumbnailUrl: null });
    const file = await t.app.request(video.streamUrl);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(FILE);
  }, 60_000);

  it('fails the video with the service reason', async () => {
    failNext = true;
    const res = await t.post(
      '/api/explainer-videos/generate',
      { prompt: 'Explain tides', targetDuration: 30, source: 'prompt' },
      teacher,
    );
    await runQueuedJobs(t.db, t.env);
    const video = (await t.get(`/api/explainer-videos/status/${res.body.video.videoId}`, teacher)).body.video;
    expect(video).toMatchObject({ status: 'failed', error: 'The video service failed: content policy' });
  });

  it('answers 503 when the service address is missing', async () => {
    t.env.videoApiUrl = '';
    const res = await t.post(
      '/api/explainer-videos/generate',
      { prompt: 'Explain wind', targetDuration: 30, source: 'prompt' },
      teacher,
    );
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('Video generation is not configured: VIDEO_API_URL is missing.');
  });
});
