import { beforeEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn();
vi.mock('#src/lib/api-client', () => ({ api: (...args: unknown[]) => post(...args) }));
const { fetchClassProgress } = await import('./class-progress');

const pairs = (n: number) => Array.from({ length: n }, (_, i) => ({ schoolId: `s${i}`, classLevel: '6A' }));
const answer = (combinations: { schoolId: string; classLevel: string }[]) => ({
  json: async () => ({
    results: combinations.map((c) => ({
      ...c,
      progress: { lastSlideVisited: 1, furthestSlide: 1, lastVisitedAt: null },
      courseMaterial: { totalSlides: 20, deckSlides: 20, plannedSlides: null, version: 1 },
    })),
  }),
});

describe('batch class progress', () => {
  beforeEach(() => {
    post.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('asks in chunks of 200 pairs', async () => {
    post.mockImplementation((_path: string, { json }: { json: { combinations: never[] } }) =>
      answer(json.combinations),
    );
    const { results, failedChunks } = await fetchClassProgress(pairs(450));
    expect(post.mock.calls.map(([path, { json }]) => [path, json.combinations.length])).toEqual([
      ['session-progress/batch', 200],
      ['session-progress/batch', 200],
      ['session-progress/batch', 50],
    ]);
    expect(results).toHaveLength(450);
    expect(failedChunks).toBe(0);
  });

  it('logs and skips a failed chunk, and fails only when every chunk fails', async () => {
    let call = 0;
    post.mockImplementation((_path: string, { json }: { json: { combinations: never[] } }) =>
      call++ === 1 ? { json: async () => Promise.reject(new Error('500')) } : answer(json.combinations),
    );
    const { results, failedChunks } = await fetchClassProgress(pairs(450));
    expect(results).toHaveLength(250);
    expect(failedChunks).toBe(1);
    expect(console.error).toHaveBeenCalledOnce();

    post.mockImplementation(() => ({ json: async () => Promise.reject(new Error('offline')) }));
    await expect(fetchClassProgress(pairs(10))).rejects.toThrow('Failed to load class progress');
  });
});
