import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionProgress, sessions } from '#contract/sessions-endpoints';

const send = vi.fn();
vi.mock('#src/lib/api-client', () => ({ api: (...args: unknown[]) => send(...args) }));
const { call, callForFile } = await import('./api-call');

const progress = {
  schoolId: 's1',
  classLevel: '6A',
  progress: { lastSlideVisited: 3, furthestSlide: 5, lastVisitedAt: null },
  courseMaterial: { totalSlides: 20, deckSlides: 20, plannedSlides: null, version: 1 },
};
const answering = (body: unknown) => send.mockReturnValue({ json: async () => body });

describe('call: an endpoint of the contract through the one HTTP client', () => {
  beforeEach(() => send.mockReset());

  it('builds the URL from the path and its params (encoded), the method, the query and the body', async () => {
    answering(progress);
    await call(sessionProgress.get, { params: { schoolId: 'a/b', classLevel: '6A' } }, { timeout: 4_000 });
    expect(send).toHaveBeenLastCalledWith('session-progress/a%2Fb/6A', {
      method: 'GET',
      json: undefined,
      timeout: 4_000,
    });

    answering({ sessions: [] });
    await call(sessions.live, { query: { school_id: 's1', class_level: '6A' } });
    const [url, options] = send.mock.lastCall as [string, { searchParams: URLSearchParams; method: string }];
    expect([url, options.method, options.searchParams.toString()]).toEqual([
      'class-sessions/live',
      'GET',
      'school_id=s1&class_level=6A',
    ]);

    answering({ results: [progress] });
    await call(sessionProgress.batch, { body: { combinations: [{ schoolId: 's1', classLevel: '6A' }] } });
    expect(send.mock.lastCall?.[1]).toMatchObject({ method: 'POST', json: { combinations: [{ schoolId: 's1' }] } });
  });

  it('leaves out empty query values, and sends no bare "?"', async () => {
    answering({ data: [], pagination: {} });
    await call(sessions.list, { query: { teacher_id: '', school_id: undefined, limit: 5 } }).catch(() => undefined);
    const [, options] = send.mock.lastCall as [string, { searchParams: URLSearchParams }];
    expect(options.searchParams.toString()).toBe('limit=5');
    answering(progress);
    await call(sessionProgress.get, { params: { schoolId: 's', classLevel: '6A' } });
    expect(send.mock.lastCall?.[1]).not.toHaveProperty('searchParams');
  });

  it('fails loudly in development and tests when the answer is not what the entry declares', async () => {
    answering(progress);
    await expect(call(sessionProgress.get, { params: { schoolId: 's1', classLevel: '6A' } })).resolves.toEqual(
      progress,
    );
    answering({ ...progress, progress: { ...progress.progress, furthestSlide: '5' } });
    await expect(call(sessionProgress.get, { params: { schoolId: 's1', classLevel: '6A' } })).rejects.toThrow(
      'GET /session-progress/:schoolId/:classLevel answered off its schema: progress.furthestSlide',
    );
    answering({ ...progress, secret: 'not declared' });
    await expect(call(sessionProgress.get, { params: { schoolId: 's1', classLevel: '6A' } })).rejects.toThrow('secret');
  });

  it('hands a file endpoint its response, unread', async () => {
    const response = { arrayBuffer: async () => new ArrayBuffer(3) };
    send.mockReturnValue(response);
    expect(callForFile(sessions.export, { query: { school_id: 's1' } })).toBe(response);
  });
});
