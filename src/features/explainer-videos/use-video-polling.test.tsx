// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ExplainerVideo, VIDEO_MESSAGES } from '#contract/explainer-videos';

const fetchVideoStatus = vi.fn();
const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('./api/video-status', () => ({ fetchVideoStatus: (id: string) => fetchVideoStatus(id) }));
vi.mock('#src/lib/notify', () => ({ notify }));

const { useVideoPolling } = await import('./use-video-polling');

const video = (status: ExplainerVideo['status']): ExplainerVideo =>
  ({
    videoId: 'v1',
    status,
    prompt: 'Magnets',
    targetDuration: 30,
    totalScenes: 4,
    scenes: [],
  }) as unknown as ExplainerVideo;

function setup() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useVideoPolling(), { wrapper });
  act(() => hook.result.current.show(video('processing')));
  return hook;
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchVideoStatus.mockReset();
  for (const f of Object.values(notify)) f.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('the explainer video status poll (spec 03 §4)', () => {
  it('asks every 5 seconds while processing and stops when the video is ready', async () => {
    fetchVideoStatus.mockResolvedValue({ video: video('processing') });
    const hook = setup();
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(fetchVideoStatus).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchVideoStatus).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(fetchVideoStatus).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchVideoStatus).toHaveBeenCalledTimes(2);

    fetchVideoStatus.mockResolvedValue({ video: video('completed') });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(hook.result.current.video?.status).toBe('completed');
    expect(notify.success).toHaveBeenCalledWith(VIDEO_MESSAGES.ready);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchVideoStatus).toHaveBeenCalledTimes(3);
  });

  it('gives up after 240 polls with the timed-out message', async () => {
    fetchVideoStatus.mockResolvedValue({ video: video('processing') });
    const hook = setup();
    await act(() => vi.advanceTimersByTimeAsync(239 * 5000));
    expect(fetchVideoStatus).toHaveBeenCalledTimes(239);
    expect(hook.result.current.timedOut).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(fetchVideoStatus).toHaveBeenCalledTimes(240);
    expect(hook.result.current.timedOut).toBe(true);
    expect(notify.error).toHaveBeenCalledWith(VIDEO_MESSAGES.timedOut);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchVideoStatus).toHaveBeenCalledTimes(240);
  });

  it('stops on failed with the failure message, and only logs a failed poll', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchVideoStatus.mockRejectedValueOnce(new Error('offline'));
    fetchVideoStatus.mockResolvedValue({ video: video('failed') });
    const hook = setup();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(log).toHaveBeenCalledTimes(1);
    expect(notify.error).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(hook.result.current.video?.status).toBe('failed');
    expect(notify.error).toHaveBeenCalledWith(VIDEO_MESSAGES.failed);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(fetchVideoStatus).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});
