import { createServer, type Server } from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runQueuedJobs } from '#server/lib/jobs';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { probeVideo as probe, videoCalls } from '#server/testing/video-calls';
import { deckPages, pdfForm, uploadDeck } from '#server/testing/test-decks';

let t: TestApp;
let admin: string;
let teacher: string;
let student: string;

/** Grade 6 (the demo student's, one the demo teacher teaches): pages 3 and 4 are about photosynthesis. */
const GRADE6 = [
  ...deckPages(2, 'Intro'),
  {
    title: 'Photosynthesis',
    lines: ['Plants make their own food from sunlight.', 'They take in water and carbon dioxide.'],
  },
  {
    title: 'Chlorophyll in leaves',
    lines: ['The green pigment chlorophyll catches sunlight.', 'Oxygen is given off for us to breathe.'],
  },
  ...deckPages(2, 'Outro'),
];
/** Grade 9, which neither the demo student nor the demo teacher may read: volcanoes. */
const GRADE9 = [
  { title: 'Volcanoes', lines: ['Magma rises through cracks in the crust.', 'Lava flows out when a volcano erupts.'] },
  ...deckPages(2, 'More'),
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  teacher = await t.login('teacher@demo.test');
  student = await t.login('student@demo.test');
  await uploadDeck(t, admin, 6, GRADE6);
  await uploadDeck(t, admin, 9, GRADE9);
}, 120_000);
afterAll(() => t.close());
afterEach(() => {
  t.env.llmApiUrl = '';
});

const { generate, status, sources, fetchBytes, fetchText, made } = videoCalls(
  () => t,
  () => teacher,
);

describe('explainer videos from the course decks', () => {
  it('finds the slides a prompt is about, in the grades the user may read', async () => {
    const prompt = 'Explain how photosynthesis works for class 6 students';
    const found = (await sources(prompt, student)).body;
    expect(found.topic).toBe('How photosynthesis works');
    expect(found.slides).toEqual([{ classNumber: 6, slideNumber: 3, title: 'Photosynthesis' }]);
    expect((await sources('How do leaves catch sunlight?', student)).body.slides).toEqual([
      { classNumber: 6, slideNumber: 3, title: 'Photosynthesis' },
      { classNumber: 6, slideNumber: 4, title: 'Chlorophyll in leaves' },
    ]);
    // Grade 9's deck is the admin's to use, never the student's or this teacher's.
    const volcano = 'Explain how volcanoes erupt';
    expect((await sources(volcano, student)).body.slides).toEqual([]);
    expect((await sources(volcano, teacher)).body.slides).toEqual([]);
    expect((await sources(volcano, admin)).body.slides[0]).toEqual({
      classNumber: 9,
      slideNumber: 1,
      title: 'Volcanoes',
    });
    const refused = await generate({ prompt: volcano, targetDuration: 30 }, student);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      error: 'No course material covers "How volcanoes erupt" yet',
      details: [{ field: 'prompt', msg: 'No course material covers "How volcanoes erupt" yet' }],
    });
    const sourcesBad = await t.get('/api/explainer-videos/sources?prompt=%20', student);
    expect(sourcesBad.status).toBe(400);
    expect(
      (await t.get('/api/explainer-videos/sources?prompt=x', await t.login('school.manager@demo.test'))).status,
    ).toBe(403);
  });

  it("makes a narrated, captioned MP4 of 4 scenes × 8 s from those slides' words", async () => {
    const prompt = 'Explain how photosynthesis works for class 6 students';
    const res = await generate({ prompt, targetDuration: 30 }, student);
    expect(res.status).toBe(200);
    const video = res.body.video;
    expect(video).toMatchObject({
      status: 'processing',
      totalScenes: 4,
      source: 'course',
      videoUrl: null,
      captionsUrl: null,
    });
    expect(video.slides.map((s: { slideNumber: number }) => s.slideNumber)).toEqual([3, 4]);
    expect(video.scenes.map((s: { prompt: string }) => s.prompt)).toEqual([
      'Title: How photosynthesis works',
      'Class 6 · Slide 3: Photosynthesis',
      'Class 6 · Slide 4: Chlorophyll in leaves',
      'Recap: Photosynthesis and Chlorophyll in leaves',
    ]);

    expect(await runQueuedJobs(t.db, t.env)).toBe(1);
    const done = (await status(video.videoId, student)).body.video;
    expect(done).toMatchObject({
      status: 'completed',
      currentScene: 4,
      sceneProgress: 100,
      mimeType: 'video/mp4',
      error: null,
    });
    expect(done.streamUrl).toMatch(
      new RegExp(`^/api/explainer-videos/stream/${video.videoId}\\?token=\\d+\\.[\\w-]{43}$`),
    );
    expect(done.videoUrl).toBe(done.streamUrl);

    const stream = await fetchBytes(done.streamUrl);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('video/mp4');
    expect(stream.headers.get('accept-ranges')).toBe('bytes');
    const info = await probe(stream.bytes);
    expect(info.formatName).toContain('mp4');
    expect(Math.abs(info.duration - 32)).toBeLessThan(0.2);
    const picture = info.streams.find((s) => s.codec_type === 'video');
    const sound = info.streams.find((s) => s.codec_type === 'audio');
    expect(picture).toMatchObject({ codec_name: 'h264', width: 1280, height: 720, avg_frame_rate: '25/1' });
    expect(sound?.codec_name).toBe('aac');
    expect(Math.abs((picture?.duration ?? 0) - 32)).toBeLessThan(0.2);
    expect(Math.abs((sound?.duration ?? 0) - 32)).toBeLessThan(0.2);

    // The captions say the slides' own words, in their scenes.
    const captions = await fetchText(done.captionsUrl);
    expect(captions.startsWith('WEBVTT')).toBe(true);
    expect(captions).toContain('Plants make their own food from sunlight.');
    expect(captions).toContain('The green pigment chlorophyll catches sunlight.');
    expect(captions).toContain('To recap: Photosynthesis and Chlorophyll in leaves.');
    expect(captions).not.toMatch(/definition|Why it matters/);
    expect((await fetchBytes(done.captionsUrl)).headers.get('content-type')).toBe('text/vtt; charset=utf-8');

    const download = await fetchBytes(done.downloadUrl);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="explainer-video-[0-9a-f]{8}\.mp4"$/,
    );
    expect(download.bytes).toEqual(stream.bytes);
    const thumb = await fetchBytes(done.thumbnailUrl);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect([...thumb.bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
  }, 120_000);

  it('makes one from the prompt alone when asked, labelled as such', async () => {
    const done = await made({ prompt: 'Explain how volcanoes erupt', targetDuration: 30, source: 'prompt' }, student);
    expect(done).toMatchObject({ status: 'completed', source: 'prompt', slides: [] });
    expect(done.scenes[0].prompt).toBe('Title: How volcanoes erupt');
    expect(await fetchText(done.captionsUrl)).toContain('How volcanoes erupt.');
    const bad = await generate({ prompt: 'Volcanoes', targetDuration: 30, source: 'internet' });
    expect(bad.body.details).toEqual([
      { field: 'source', msg: "Please choose where the video's text comes from: 'course' or 'prompt'" },
    ]);
  }, 120_000);

  it('lets an OpenAI-compatible service write the narration, and uses the slides when it fails', async () => {
    const asked: { model: string; messages: { role: string; content: string }[] }[] = [];
    let answer: (count: number) => { status: number; body: unknown } = (count) => ({
      status: 200,
      body: {
        choices: [
          {
            message: {
              content: JSON.stringify({
                narrations: Array.from({ length: count }, (_, i) => `Stub line ${i + 1} about leaves.`),
              }),
            },
          },
        ],
      },
    });
    const server: Server = createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const body = JSON.parse(raw);
        asked.push({ ...body, auth: req.headers.authorization, url: req.url });
        const reply = answer(Number(/exactly (\d+) narrations/.exec(body.messages[1].content)?.[1]));
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      Object.assign(t.env, { llmApiUrl: `http://127.0.0.1:${port}/v1`, llmApiKey: 'sk-test', llmModel: 'stub-model' });
      const prompt = 'Explain photosynthesis for class 6';
      const written = await made({ prompt, targetDuration: 30 });
      expect(asked[0]).toMatchObject({ model: 'stub-model', auth: 'Bearer sk-test', url: '/v1/chat/completions' });
      expect(asked[0]?.messages[1]?.content).toContain('Plants make their own food from sunlight.');
      const captions = await fetchText(written.captionsUrl);
      expect(captions).toContain('Stub line 1 about leaves.');
      expect(captions).toContain('Stub line 4 about leaves.');

      answer = () => ({ status: 500, body: { error: 'down' } });
      const fallback = await made({ prompt, targetDuration: 30 });
      expect(fallback.status).toBe('completed');
      expect(await fetchText(fallback.captionsUrl)).toContain('Plants make their own food from sunlight.');
    } finally {
      server.close();
    }
  }, 120_000);

  it('reads a real Beamer deck (metropolis, made by LaTeX): the slides about its titleformats, in their words', async () => {
    const pdf = await readFile(path.join(import.meta.dirname, '../../lib/pdf/fixtures/metropolis-demo.pdf'));
    const upload = await t.request('POST', '/api/course-materials/upload', { token: admin, raw: pdfForm(pdf, 11) });
    expect(upload.status).toBe(202);
    await runQueuedJobs(t.db, t.env);
    const prompt = 'Explain the metropolis titleformats';
    const found = (await sources(prompt, admin)).body.slides;
    expect(found.map((s: { title: string }) => s.title)).toContain('Titleformats');
    const done = await made({ prompt, targetDuration: 60 }, admin);
    expect(done.slides.every((s: { classNumber: number }) => s.classNumber === 11)).toBe(true);
    const captions = await fetchText(done.captionsUrl);
    expect(captions).toContain('metropolis supports 4 different titleformats');
    if (process.env.KEEP_VIDEO) await writeFile(process.env.KEEP_VIDEO, (await fetchBytes(done.streamUrl)).bytes);
  }, 180_000);

  it('says whether this server can make videos', async () => {
    expect((await t.get('/api/explainer-videos/setup', student)).body).toEqual({
      ready: true,
      missing: [],
      message: null,
    });
  });
});
