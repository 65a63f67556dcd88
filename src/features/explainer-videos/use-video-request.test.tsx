// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ExplainerVideo,
  type GenerateVideoInput,
  noCourseMaterial,
  VIDEO_MESSAGES,
} from '#contract/explainer-videos';
import { ApiError } from '#src/lib/api-client';

const fetchVideoSources = vi.fn();
const generate = vi.fn();
const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('./api/video-sources', () => ({ fetchVideoSources: (p: string) => fetchVideoSources(p) }));
vi.mock('./api/generate-video', () => ({
  useGenerateVideo: () => useMutation({ mutationFn: (input: GenerateVideoInput) => generate(input) }),
}));
vi.mock('#src/lib/notify', () => ({ notify }));

const { useVideoRequest } = await import('./use-video-request');

const ask = { prompt: 'Explain the sensors around us', targetDuration: 30 } as const;
const slide = { classNumber: 3, slideNumber: 3, title: 'Sensors Around Us' };
const made = (source: 'course' | 'prompt') =>
  ({
    videoId: 'v1',
    status: 'processing',
    source,
    slides: source === 'course' ? [slide] : [],
  }) as unknown as ExplainerVideo;

function setup() {
  const onMade = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useVideoRequest(onMade), { wrapper });
  return { hook, onMade };
}

beforeEach(() => {
  fetchVideoSources.mockReset();
  generate.mockReset();
  for (const f of Object.values(notify)) f.mockReset();
});

describe('asking for an explainer video (issue 18)', () => {
  it('looks up the slides first and makes the video from the course when some match', async () => {
    fetchVideoSources.mockResolvedValue({ topic: 'the sensors around us', slides: [slide] });
    generate.mockResolvedValue({ success: true, video: made('course') });
    const { hook, onMade } = setup();
    await act(() => hook.result.current.request(ask));
    await vi.waitFor(() => expect(onMade).toHaveBeenCalledWith(made('course')));
    expect(fetchVideoSources).toHaveBeenCalledWith(ask.prompt);
    expect(generate).toHaveBeenCalledWith({ ...ask, source: 'course' });
    expect(hook.result.current.noMaterial).toBeNull();
  });

  it('with no matching slide generates nothing and says so, until asked to use the prompt alone', async () => {
    fetchVideoSources.mockResolvedValue({ topic: 'how volcanoes erupt', slides: [] });
    generate.mockResolvedValue({ success: true, video: made('prompt') });
    const { hook, onMade } = setup();
    await act(() => hook.result.current.request(ask));
    expect(generate).not.toHaveBeenCalled();
    expect(hook.result.current.noMaterial).toEqual({ topic: 'how volcanoes erupt', request: ask });
    expect(hook.result.current.busy).toBe(false);

    act(() => hook.result.current.fromPrompt());
    await vi.waitFor(() => expect(onMade).toHaveBeenCalledWith(made('prompt')));
    expect(generate).toHaveBeenCalledWith({ ...ask, source: 'prompt' });
    expect(hook.result.current.noMaterial).toBeNull();
  });

  it('treats a 422 "No course material" from generate like an empty look-up (the decks changed)', async () => {
    fetchVideoSources.mockResolvedValue({ topic: 'sensors', slides: [slide] });
    const msg = noCourseMaterial('sensors');
    generate.mockRejectedValue(new ApiError(422, msg, [{ field: 'prompt', msg }]));
    const { hook } = setup();
    await act(() => hook.result.current.request(ask));
    await vi.waitFor(() => expect(hook.result.current.noMaterial?.topic).toBe('sensors'));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows any other failure as a toast', async () => {
    fetchVideoSources.mockResolvedValue({ topic: 'sensors', slides: [slide] });
    generate.mockRejectedValueOnce(new ApiError(429, VIDEO_MESSAGES.tooManyRunning));
    const { hook } = setup();
    await act(() => hook.result.current.request(ask));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(VIDEO_MESSAGES.tooManyRunning));
    generate.mockRejectedValueOnce(new ApiError(502, ''));
    await act(() => hook.result.current.request(ask));
    await vi.waitFor(() => expect(notify.error).toHaveBeenLastCalledWith(VIDEO_MESSAGES.generateFailed));
    expect(hook.result.current.noMaterial).toBeNull();
  });

  it('ignores the look-up of a prompt that was changed meanwhile', async () => {
    let answer: (v: unknown) => void = () => {};
    fetchVideoSources.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { hook } = setup();
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = hook.result.current.request(ask);
    });
    expect(hook.result.current.busy).toBe(true);
    act(() => hook.result.current.dismiss());
    await act(async () => {
      answer({ topic: 'sensors', slides: [] });
      await pending;
    });
    expect(hook.result.current.noMaterial).toBeNull();
    expect(hook.result.current.busy).toBe(false);
    expect(generate).not.toHaveBeenCalled();
  });

  it('still generates from the course when the look-up itself fails (the server checks again)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchVideoSources.mockRejectedValue(new TypeError('Failed to fetch'));
    generate.mockResolvedValue({ success: true, video: made('course') });
    const { hook, onMade } = setup();
    await act(() => hook.result.current.request(ask));
    await vi.waitFor(() => expect(onMade).toHaveBeenCalled());
    expect(generate).toHaveBeenCalledWith({ ...ask, source: 'course' });
  });

  it('Try Again on a prompt-only video skips the look-up', async () => {
    generate.mockResolvedValue({ success: true, video: made('prompt') });
    const { hook, onMade } = setup();
    await act(() => hook.result.current.request(ask, 'prompt'));
    await vi.waitFor(() => expect(onMade).toHaveBeenCalled());
    expect(fetchVideoSources).not.toHaveBeenCalled();
    expect(generate).toHaveBeenCalledWith({ ...ask, source: 'prompt' });
  });
});
