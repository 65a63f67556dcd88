import { expect, test } from '@playwright/test';
import { EXAMPLE_PROMPTS, PROMPT_ONLY_LABEL } from '#contract/explainer-videos';
import { DEMO, signInAs } from './support/auth';
import { expectToast, toast } from './support/forms';

// The screen's handling of failures and of answers the real server rarely gives, with the API faked where needed
// (the real journeys are in teacher-explainer-videos.spec.ts, the server's failure paths in the API tests).
const SOURCES = /\/api\/explainer-videos\/sources\?/;
const coursework = { topic: 'Magnets', slides: [{ classNumber: 6, slideNumber: 3, title: 'Magnets' }] };

test.describe('a video that fails', () => {
  test('shows the failed card, and Try Again asks for the same video again', async ({ page, request }) => {
    await signInAs(page, request, DEMO.student);
    // The server's failure path is covered by the API tests; here the screen's handling of a failed status.
    const prompt = `Explain magnets (${Date.now()})`;
    const fake = (status: 'processing' | 'failed') => ({
      videoId: '00000000-0000-4000-8000-00000000f411',
      status,
      prompt,
      targetDuration: 30,
      totalScenes: 4,
      currentScene: 1,
      sceneProgress: 25,
      scenes: [1, 2, 3, 4].map((n) => ({
        sceneNumber: n,
        status: n === 1 ? 'completed' : n === 2 ? 'processing' : 'pending',
        prompt: `Scene prompt ${n}`,
      })),
      videoUrl: null,
      streamUrl: null,
      downloadUrl: null,
      thumbnailUrl: null,
      captionsUrl: null,
      urlsExpireAt: null,
      mimeType: null,
      source: 'course',
      slides: coursework.slides,
      error: status === 'failed' ? 'The video service is down.' : null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    const generated: unknown[] = [];
    await page.route(SOURCES, (route) => route.fulfill({ json: coursework }));
    await page.route('**/api/explainer-videos/generate', async (route) => {
      generated.push(route.request().postDataJSON());
      await route.fulfill({ json: { success: true, video: fake('processing') } });
    });
    await page.route('**/api/explainer-videos/status/*', (route) =>
      route.fulfill({ json: { success: true, video: fake('failed') } }),
    );

    await page.goto('/explainer-videos');
    await page.getByLabel('What should the video explain?').fill(prompt);
    await page.getByRole('button', { name: '60 seconds, 8 scenes' }).click();
    await page.getByRole('button', { name: '30 seconds, 4 scenes' }).click();
    await page.getByRole('button', { name: 'Generate Video' }).click();
    await expect(page.getByRole('heading', { name: 'Generating your video' })).toBeVisible();
    await expect(page.getByText('1 of 4 scenes finished · 32 seconds')).toBeVisible();
    await expect(page.getByText('Class 6 · Slide 3 — Magnets', { exact: true })).toBeVisible();

    await expectToast(page, 'Video generation failed. Please try again.');
    const failed = page.getByRole('alert', { name: 'Video generation failed. Please try again.' });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('The video service is down.');
    await failed.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Generating your video' })).toBeVisible();
    expect(generated).toEqual([
      { prompt, targetDuration: 30, source: 'course' },
      { prompt, targetDuration: 30, source: 'course' },
    ]);
  });

  test('a generation that fails outright, a 422 with no course material, one completed at once, and a download that fails', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, DEMO.student);
    const prompt = `Explain tides (${Date.now()})`;
    let answer: 'error' | 'none' | 'completed' = 'error';
    const none = 'No course material covers "Tides" yet';
    await page.route(SOURCES, (route) => route.fulfill({ json: { ...coursework, topic: 'Tides' } }));
    await page.route('**/api/explainer-videos/generate', (route) =>
      answer === 'error'
        ? route.fulfill({ status: 502, body: 'Bad gateway' })
        : answer === 'none'
          ? route.fulfill({ status: 422, json: { error: none, details: [{ field: 'prompt', msg: none }] } })
          : route.fulfill({
              json: {
                success: true,
                video: {
                  videoId: '00000000-0000-4000-8000-0000000d0e11',
                  status: 'completed',
                  prompt,
                  targetDuration: 30,
                  totalScenes: 4,
                  currentScene: 4,
                  sceneProgress: 100,
                  scenes: [],
                  // Links whose token the server refuses: both download routes fail.
                  videoUrl: '/api/explainer-videos/stream/00000000-0000-4000-8000-0000000d0e11?token=0.bad',
                  streamUrl: '/api/explainer-videos/stream/00000000-0000-4000-8000-0000000d0e11?token=0.bad',
                  downloadUrl: '/api/explainer-videos/download/00000000-0000-4000-8000-0000000d0e11?token=0.bad',
                  thumbnailUrl: null,
                  captionsUrl: null,
                  urlsExpireAt: new Date(Date.now() + 3_600_000).toISOString(),
                  mimeType: 'video/mp4',
                  source: 'prompt',
                  slides: [],
                  error: null,
                  createdAt: new Date().toISOString(),
                  updatedAt: new Date().toISOString(),
                },
              },
            }),
    );
    await page.goto('/explainer-videos');
    await page.getByLabel('What should the video explain?').fill(prompt);
    await page.getByRole('button', { name: 'Generate Video' }).click();
    await expectToast(page, 'Failed to generate video. Please try again.');

    // The slides went away between the look-up and generating: the same notice as an empty look-up.
    answer = 'none';
    await page.getByRole('button', { name: 'Generate Video' }).click();
    const notice = page.getByRole('alert', { name: none });
    await expect(notice).toBeVisible();
    await expect(toast(page, none)).toHaveCount(0);

    answer = 'completed';
    await notice.getByRole('button', { name: 'Generate from the prompt alone' }).click();
    await expectToast(page, 'Video generated successfully!');
    await expect(page.getByRole('heading', { name: 'Your video', exact: true })).toBeVisible();
    await expect(page.getByText(PROMPT_ONLY_LABEL)).toBeVisible();
    await page.getByRole('button', { name: 'Download' }).click();
    await expectToast(page, 'Failed to download video. Please try the direct link.');
  });

  test('a server that cannot make videos says why and disables Generate Video', async ({ page, request }) => {
    await signInAs(page, request, DEMO.student);
    const message = 'Videos need ffmpeg and espeak-ng on the server; ask the administrator to install them.';
    await page.route('**/api/explainer-videos/setup', (route) =>
      route.fulfill({ json: { ready: false, missing: ['ffmpeg', 'espeak-ng'], message } }),
    );
    await page.goto('/explainer-videos');
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Video' })).toBeDisabled();
    await page.getByRole('button', { name: `Use example: ${EXAMPLE_PROMPTS[0]}` }).click();
    await expect(page.getByLabel('What should the video explain?')).toHaveValue(EXAMPLE_PROMPTS[0]);
    await expect(page.getByRole('heading', { name: 'Your videos' })).toBeVisible();
  });
});
