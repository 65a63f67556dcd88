import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { ExplainerVideo } from '#contract/explainer-videos';
import { DEMO, signInAs } from './support/auth';
import { overflows } from './support/class-items';

/**
 * The explainer-video screen on a phone (360 px) and a laptop (1366 px): the no-material notice, the progress
 * card and a finished video fit without a horizontal scroll bar and have no serious axe-core violation.
 * Screenshots go to the test's output folder.
 */
async function shot(page: Page, name: string) {
  expect(await overflows(page), `${name} is wider than the screen`).toBe(false);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${name}: axe-core`,
  ).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header at the top of the picture
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const slides = [
  { classNumber: 6, slideNumber: 3, title: '3. Sensors Around Us' },
  { classNumber: 6, slideNumber: 4, title: '4. Data Is Everywhere' },
];
const processing = (prompt: string) => ({
  videoId: '00000000-0000-4000-8000-0000000a1a70',
  status: 'processing',
  prompt,
  targetDuration: 30,
  totalScenes: 4,
  currentScene: 2,
  sceneProgress: 50,
  scenes: ['Title: The sensors around us', slides[0]?.title, slides[1]?.title, 'Recap'].map((p, i) => ({
    sceneNumber: i + 1,
    status: i < 2 ? 'completed' : i === 2 ? 'processing' : 'pending',
    prompt: p,
  })),
  videoUrl: null,
  streamUrl: null,
  downloadUrl: null,
  thumbnailUrl: null,
  captionsUrl: null,
  urlsExpireAt: null,
  mimeType: null,
  source: 'course',
  slides,
  error: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});

/** A real video of the admin's, made through the API and finished, to show in the result card. */
async function finishedVideo(
  page: Page,
  token: string,
  prompt: string,
  source: 'course' | 'prompt',
): Promise<ExplainerVideo> {
  const headers = { Authorization: `Bearer ${token}` };
  if (source === 'course')
    await expect
      .poll(
        async () =>
          (await (await page.request.get('/api/explainer-videos/sources', { params: { prompt }, headers })).json())
            .slides?.length ?? 0,
        { timeout: 150_000 },
      )
      .toBeGreaterThan(0);
  const made = await page.request.post('/api/explainer-videos/generate', {
    headers,
    data: { prompt, targetDuration: 30, source },
  });
  expect(made.ok()).toBe(true);
  const { video } = await made.json();
  let done: ExplainerVideo = video;
  await expect
    .poll(
      async () => {
        done = (await (await page.request.get(`/api/explainer-videos/status/${video.videoId}`, { headers })).json())
          .video;
        return done.status;
      },
      { timeout: 240_000, intervals: [2000] },
    )
    .toBe('completed');
  return done;
}

test('the explainer-video screen at 360 px and 1366 px', async ({ page, request }) => {
  test.setTimeout(360_000);
  const { token } = await signInAs(page, request, DEMO.admin);
  const [real, promptOnly] = await Promise.all([
    finishedVideo(page, token, `Explain the sensors around us for class 6. (${Date.now()})`, 'course'),
    finishedVideo(page, token, `Explain how volcanoes erupt. (${Date.now()})`, 'prompt'),
  ]);

  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: width < 800 ? 800 : 900 });
    await page.goto('/explainer-videos');
    const prompt = page.getByLabel('What should the video explain?');

    await prompt.fill(`Explain how volcanoes erupt (${width})`);
    await page.getByRole('button', { name: 'Generate Video' }).click();
    await expect(page.getByRole('alert', { name: /^No course material covers "How volcanoes erupt/ })).toBeVisible();
    await shot(page, `no-material-${width}`);

    const text = 'Explain the sensors around us, with the cameras and microphones we use every day';
    await page.route('**/api/explainer-videos/generate', (route) =>
      route.fulfill({ json: { success: true, video: processing(text) } }),
    );
    await page.route('**/api/explainer-videos/status/*', (route) =>
      route.fulfill({ json: { success: true, video: processing(text) } }),
    );
    await prompt.fill(text);
    await page.getByRole('button', { name: 'Generate Video' }).click();
    await expect(page.getByRole('heading', { name: 'Generating your video' })).toBeVisible();
    await shot(page, `progress-${width}`);
    await page.unrouteAll();

    await page.goto('/explainer-videos');
    await page.getByRole('button', { name: `Open video: ${real.prompt}` }).click();
    const video = page.locator('video');
    await expect(page.getByRole('heading', { name: 'Your video', exact: true })).toBeVisible();
    await video.evaluate(
      (el: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          el.muted = true;
          el.addEventListener('seeked', () => resolve(), { once: true });
          el.currentTime = 12;
        }),
    );
    await video.evaluate((el: HTMLVideoElement) => {
      const track = el.textTracks[0];
      if (track) track.mode = 'showing';
    });
    await video.evaluate((el: HTMLVideoElement) =>
      el.readyState >= 3
        ? undefined
        : new Promise((resolve) => el.addEventListener('canplay', resolve, { once: true })),
    );
    await page.waitForTimeout(500);
    await shot(page, `result-${width}`);

    await page.getByRole('button', { name: `Open video: ${promptOnly.prompt}` }).click();
    await expect(page.getByText('Made from your prompt alone, not from course material')).toBeVisible();
    await shot(page, `result-prompt-${width}`);
  }
});
