// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ExplainerVideo, VIDEO_MESSAGES } from '#contract/explainer-videos';

const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('#src/lib/notify', () => ({ notify }));
const { downloadVideo } = await import('./download-video');

const done = {
  videoId: '0123456789abcdef',
  status: 'completed',
  mimeType: 'video/webm',
  downloadUrl: '/api/explainer-videos/download/v?token=a',
  videoUrl: '/api/explainer-videos/stream/v?token=a',
} as unknown as ExplainerVideo;

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  for (const f of Object.values(notify)) f.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const answer = (ok: boolean) => new Response(ok ? new Uint8Array([1, 2, 3]) : null, { status: ok ? 200 : 500 });

describe('downloading an explainer video (spec 03 §7, §8)', () => {
  it('uses the download call', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(true));
    await downloadVideo(done);
    expect(fetch.mock.calls.map((c) => String(c[0]))).toEqual([done.downloadUrl]);
    expect(saved).toEqual(['explainer-video-01234567.webm']);
    expect(notify.success).toHaveBeenCalledWith(VIDEO_MESSAGES.downloadStarted);
  });

  it('falls back to the video URL, and says so when both fail', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer(false))
      .mockResolvedValueOnce(answer(true));
    await downloadVideo(done);
    expect(fetch.mock.calls.map((c) => String(c[0]))).toEqual([done.downloadUrl, done.videoUrl]);
    expect(notify.success).toHaveBeenCalledWith(VIDEO_MESSAGES.downloadStarted);

    fetch.mockReset().mockResolvedValue(answer(false));
    await downloadVideo(done);
    expect(notify.error).toHaveBeenCalledWith(VIDEO_MESSAGES.downloadFailed);
  });

  it('refuses a video that is not ready', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await downloadVideo({ ...done, status: 'processing', downloadUrl: null, videoUrl: null });
    expect(notify.error).toHaveBeenCalledWith(VIDEO_MESSAGES.notReady);
    expect(fetch).not.toHaveBeenCalled();
  });
});
