import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { EXAMPLE_PROMPTS, PROMPT_ONLY_LABEL } from '#contract/explainer-videos';
import { DEMO, signInAs } from './support/auth';
import { expectToast, toast } from './support/forms';

/** The demo decks are converted by the server's jobs after it starts: wait until the prompt finds its slides. */
async function waitForSlides(request: APIRequestContext, token: string, prompt: string) {
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/explainer-videos/sources', {
          params: { prompt },
          headers: { Authorization: `Bearer ${token}` },
        });
        return res.ok() ? ((await res.json()).slides as unknown[]).length : -1;
      },
      { timeout: 150_000, intervals: [1000, 2000, 5000] },
    )
    .toBeGreaterThan(0);
}

/** Plays the video muted: it reaches 'canplay', time advances, and its size, length and state. */
async function playMuted(video: Locator) {
  return video.evaluate(
    (el: HTMLVideoElement) =>
      new Promise<{
        start: number;
        later: number;
        readyState: number;
        width: number;
        height: number;
        duration: number;
        /** Chromium's count of decoded audio bytes: the narration is there. */
        audioBytes: number;
      }>((resolve, reject) => {
        el.addEventListener('error', () => reject(new Error(`video error ${el.error?.code}`)), { once: true });
        el.muted = true;
        const play = () => {
          el.addEventListener(
            'playing',
            () => {
              const start = el.currentTime;
              const since = Date.now();
              // Playing means the time moves on: until it is 0.6 s further, or 15 s have passed (on a loaded
              // machine the first second can stall while the stream buffers; 1.5 s of wall time was too short).
              const check = () => {
                if (el.currentTime < start + 0.6 && Date.now() - since < 15_000) return void setTimeout(check, 100);
                const { readyState, videoWidth: width, videoHeight: height, duration } = el;
                const audioBytes =
                  (el as HTMLVideoElement & { webkitAudioDecodedByteCount?: number }).webkitAudioDecodedByteCount ?? -1;
                resolve({ start, later: el.currentTime, readyState, width, height, duration, audioBytes });
              };
              setTimeout(check, 100);
            },
            { once: true },
          );
          el.play().catch(reject);
        };
        if (el.readyState >= 3) play();
        else {
          el.addEventListener('canplay', play, { once: true });
          el.preload = 'auto';
          el.load();
        }
      }),
  );
}

/** The text of every cue of the video's first text track, once it has loaded. */
async function captionCues(video: Locator) {
  return video.evaluate(
    (el: HTMLVideoElement) =>
      new Promise<{ kind: string; label: string; cues: string[] }>((resolve, reject) => {
        const element = el.querySelector('track');
        const track = el.textTracks[0];
        if (!element || !track) return reject(new Error('no captions track'));
        const done = () =>
          resolve({
            kind: track.kind,
            label: track.label,
            cues: [...(track.cues ?? [])].map((c) => (c as VTTCue).text),
          });
        track.mode = 'showing';
        if (element.readyState === 2) return done();
        element.addEventListener('load', done, { once: true });
        element.addEventListener('error', () => reject(new Error('captions failed to load')), { once: true });
      }),
  );
}

/** The bodies the page posts to generate (the request still reaches the server). */
async function recordGenerate(page: Page) {
  const bodies: unknown[] = [];
  await page.route('**/api/explainer-videos/generate', (route) => {
    bodies.push(route.request().postDataJSON());
    return route.continue();
  });
  return bodies;
}

async function downloadedFile(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  const bytes = await readFile((await file.path()) as string);
  return { name: file.suggestedFilename(), head: bytes.subarray(0, 16).toString('latin1') };
}

test.describe('a teacher makes an explainer video from the course slides', () => {
  test('asks about sensors, watches the scenes, plays it narrated and captioned, and downloads it', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const { token } = await signInAs(page, request, DEMO.teacher);
    const text = `Explain the sensors around us. (${Date.now()})`;
    await waitForSlides(request, token, text);
    await page.goto('/explainer-videos');
    await expect(page.getByRole('heading', { name: 'Explainer Videos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tips' })).toBeVisible();
    await expect(page.getByText(/Name a topic your class has slides for/)).toBeVisible();

    await page.getByRole('button', { name: 'Generate Video' }).click();
    await expectToast(page, 'Please enter a prompt for the video');
    await expect(page.getByText('Please enter a prompt for the video').first()).toBeVisible();

    const prompt = page.getByLabel('What should the video explain?');
    await page.getByRole('button', { name: `Use example: ${EXAMPLE_PROMPTS[3]}` }).click();
    await expect(prompt).toHaveValue(EXAMPLE_PROMPTS[3]);
    await prompt.fill(text);

    const thirty = page.getByRole('button', { name: '30 seconds, 4 scenes' });
    await expect(thirty).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: '90 seconds, 11 scenes' })).toBeVisible();
    await expect(page.getByRole('button', { name: '120 seconds, 15 scenes' })).toBeVisible();
    await page.getByRole('button', { name: '60 seconds, 8 scenes' }).click();
    await expect(thirty).toHaveAttribute('aria-pressed', 'false');
    await thirty.click();
    await expect(thirty).toHaveAttribute('aria-pressed', 'true');

    const generated = await recordGenerate(page);
    await page.getByRole('button', { name: 'Generate Video' }).click();
    const progress = page.getByRole('heading', { name: 'Generating your video' });
    await expect(progress).toBeVisible();
    await expect(page.getByText('Scene 4', { exact: true })).toBeVisible();
    await expect(page.getByText('Scene 5', { exact: true })).toHaveCount(0);
    expect(generated).toEqual([{ prompt: text, targetDuration: 30, source: 'course' }]);
    // The slides it is made from, the sensors slide among them.
    const used = page.getByRole('list', { name: 'Slides the video is made from' });
    await expect(used.getByText(/^Class \d+ · Slide \d+ — .*Sensors Around Us$/).first()).toBeVisible();

    // The local renderer needs some seconds; the status is polled every 5 s.
    await expect(toast(page, 'Video is ready!')).toBeVisible({ timeout: 240_000 });
    await expect(progress).toBeHidden();
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', /\/api\/explainer-videos\/stream\/.+\?token=/);
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(page.getByText(/^Made from Class \d+ · Slide \d+ — .*Sensors Around Us/)).toBeVisible();
    await expect(page.getByText(PROMPT_ONLY_LABEL)).toHaveCount(0);

    // A real 1280×720 video of 4 scenes × 8 s that the browser plays.
    const played = await playMuted(video);
    expect(played.readyState).toBeGreaterThanOrEqual(3);
    expect(played.later).toBeGreaterThan(played.start + 0.5);
    expect([played.width, played.height]).toEqual([1280, 720]);
    expect(played.duration).toBeGreaterThan(31.5);
    expect(played.duration).toBeLessThan(32.6);
    expect(played.audioBytes).toBeGreaterThan(0);
    expect(await video.evaluate((el: HTMLVideoElement) => !el.paused && el.error === null)).toBe(true);

    // Its narration is captioned with the words of the slide.
    const captions = await captionCues(video);
    expect(captions).toMatchObject({ kind: 'captions', label: 'English' });
    expect(captions.cues.length).toBeGreaterThan(0);
    const said = captions.cues.join(' ');
    expect(said).toMatch(/sensors/i);
    expect(said).toMatch(/eyes and ears|cameras|microphones|thermometers/i);

    await expect(page.getByRole('link', { name: 'Open in New Tab' })).toHaveAttribute('target', '_blank');
    const file = await downloadedFile(page);
    expect(file.name).toMatch(/^explainer-video-[0-9a-f]{8}\.mp4$/);
    expect(file.head).toContain('ftyp');
    await expectToast(page, 'Download started');

    // The video is listed among the teacher's own, labelled as made from class slides.
    const open = page.getByRole('button', { name: `Open video: ${text}` });
    await expect(open).toBeVisible();
    await expect(
      page
        .locator('div', { has: open })
        .getByText(/^Class [\d, ]+ slides$/)
        .first(),
    ).toBeVisible();
  });

  test('a topic in no deck says so before generating, and can be made from the prompt alone', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const { token } = await signInAs(page, request, DEMO.teacher);
    await waitForSlides(request, token, 'Explain the sensors around us'); // the decks are searchable
    const text = `Explain how volcanoes erupt. (${Date.now()})`;
    await page.goto('/explainer-videos');
    const prompt = page.getByLabel('What should the video explain?');
    await prompt.fill(text);
    const generated = await recordGenerate(page);
    await page.getByRole('button', { name: 'Generate Video' }).click();

    const notice = page.getByRole('alert', { name: 'No course material covers "How volcanoes erupt" yet' });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    expect(generated).toEqual([]);

    // Going back to edit the prompt; changing it clears the notice.
    await notice.getByRole('button', { name: 'Edit the prompt' }).click();
    await expect(prompt).toBeFocused();
    await page.keyboard.type(' ');
    await expect(notice).toBeHidden();
    await prompt.fill(text);
    await page.getByRole('button', { name: 'Generate Video' }).click();
    await expect(notice).toBeVisible();

    expect(generated).toEqual([]);
    await notice.getByRole('button', { name: 'Generate from the prompt alone' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Generating your video' })).toBeVisible();
    expect(generated).toEqual([{ prompt: text, targetDuration: 30, source: 'prompt' }]);
    await expect(page.getByText(PROMPT_ONLY_LABEL)).toBeVisible();

    await expect(toast(page, 'Video is ready!')).toBeVisible({ timeout: 240_000 });
    await expect(page.getByRole('heading', { name: 'Your video', exact: true })).toBeVisible();
    await expect(page.getByText(PROMPT_ONLY_LABEL)).toBeVisible();
    const played = await playMuted(page.locator('video'));
    expect(played.later).toBeGreaterThan(played.start + 0.5);
    const open = page.getByRole('button', { name: `Open video: ${text}` });
    await expect(page.locator('div', { has: open }).getByText('Prompt only', { exact: true }).first()).toBeVisible();
  });
});
