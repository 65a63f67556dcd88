import { expect, test } from '@playwright/test';
import { EXAMPLE_PROMPTS } from '../../contract/explainer-videos';
import { DEMO, signInAs } from './support/auth';
import { expectToast, toast } from './support/forms';

test.describe('a teacher makes an explainer video', () => {
  test('generates a 30 s video, watches the scenes finish, plays and downloads it', async ({ page, request }) => {
    test.setTimeout(180_000);
    await signInAs(page, request, DEMO.teacher);
    await page.goto('/explainer-videos');
    await expect(page.getByRole('heading', { name: 'Explainer Videos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tips' })).toBeVisible();

    await page.getByRole('button', { name: 'Generate Video' }).click();
    await expectToast(page, 'Please enter a prompt for the video');
    await expect(page.getByText('Please enter a prompt for the video').first()).toBeVisible();

    const prompt = page.getByLabel('What should the video explain?');
    await page.getByRole('button', { name: `Use example: ${EXAMPLE_PROMPTS[3]}` }).click();
    await expect(prompt).toHaveValue(EXAMPLE_PROMPTS[3]);
    const text = `Explain the water cycle: evaporation from the sea. Clouds form as vapour cools. Rain falls and rivers flow back. (${Date.now()})`;
    await prompt.fill(text);

    const thirty = page.getByRole('button', { name: '30 seconds, 4 scenes' });
    await expect(thirty).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: '120 seconds, 15 scenes' })).toBeVisible();
    await page.getByRole('button', { name: '60 seconds, 8 scenes' }).click();
    await expect(thirty).toHaveAttribute('aria-pressed', 'false');
    await thirty.click();
    await expect(thirty).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Generate Video' }).click();
    const progress = page.getByRole('heading', { name: 'Generating your video' });
    await expect(progress).toBeVisible();
    await expect(page.getByText('Scene 4', { exact: true })).toBeVisible();
    await expect(page.getByText('Scene 5', { exact: true })).toHaveCount(0);

    // The local renderer needs some seconds; the status is polled every 5 s.
    await expect(toast(page, 'Video is ready!')).toBeVisible({ timeout: 150_000 });
    await expect(progress).toBeHidden();
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', /\/api\/explainer-videos\/stream\/.+\?token=/);

    // It is a real 30-second video that the browser plays.
    const duration = await video.evaluate(
      (el: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          if (el.readyState >= 1 && Number.isFinite(el.duration)) return resolve(el.duration);
          el.addEventListener('loadedmetadata', () => resolve(el.duration), { once: true });
          el.addEventListener('error', () => reject(new Error('video error')), { once: true });
          el.load();
        }),
    );
    expect(duration).toBeGreaterThan(29);
    expect(duration).toBeLessThan(31);
    const played = await video.evaluate(
      (el: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          el.muted = true;
          el.addEventListener('playing', () => setTimeout(() => resolve(el.currentTime), 1200), { once: true });
          el.play().catch(reject);
        }),
    );
    expect(played).toBeGreaterThan(0);
    expect(await video.evaluate((el: HTMLVideoElement) => !el.paused && el.error === null)).toBe(true);

    await expect(page.getByRole('link', { name: 'Open in New Tab' })).toHaveAttribute('target', '_blank');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toMatch(/^explainer-video-.+\.(webm|mp4)$/);
    await expectToast(page, 'Download started');

    // The video is listed among the teacher's own.
    await expect(page.getByRole('button', { name: `Open video: ${text}` })).toBeVisible();
  });
});
