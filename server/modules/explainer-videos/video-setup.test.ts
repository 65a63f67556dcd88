import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { explainerVideos } from '#server/db/schema/learning';
import { jobs } from '#server/db/schema/teaching';
import { createTestApp, type TestApp } from '#server/testing/test-app';

// This machine as if Debian's ffmpeg and espeak-ng were not installed.
vi.mock('#server/lib/media/programs', async (original) => ({
  ...(await original<typeof import('#server/lib/media/programs')>()),
  missingMediaPrograms: async () => ['ffmpeg', 'ffprobe', 'espeak-ng'],
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('explainer videos on a server without ffmpeg and espeak-ng', () => {
  it('says what is missing, and generating stores nothing', async () => {
    const teacher = await t.login('teacher@demo.test');
    const message =
      'Video generation needs ffmpeg, ffprobe and espeak-ng on the server: apt-get install -y ffmpeg espeak-ng';
    expect((await t.get('/api/explainer-videos/setup', teacher)).body).toEqual({
      ready: false,
      missing: ['ffmpeg', 'ffprobe', 'espeak-ng'],
      message,
    });
    const res = await t.post(
      '/api/explainer-videos/generate',
      { prompt: 'Magnets', targetDuration: 30, source: 'prompt' },
      teacher,
    );
    expect(res.status).toBe(503);
    expect(res.body.error).toBe(message);
    expect((await t.db.select({ n: count() }).from(explainerVideos))[0]?.n).toBe(0);
    expect((await t.db.select({ n: count() }).from(jobs))[0]?.n).toBe(0);
    // The rest of the app works on.
    expect((await t.get('/api/explainer-videos', teacher)).status).toBe(200);
  });
});
