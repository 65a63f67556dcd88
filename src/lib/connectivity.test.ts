// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectivity, probe } from './connectivity';

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('connectivity probe', () => {
  it('says online when the health route answers', async () => {
    setOnline(true);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    await probe();
    expect(connectivity.get().status).toBe('online');
  });

  it('an answer that arrives after the browser went offline does not say online', async () => {
    setOnline(true);
    let answer: (r: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const probing = probe();
    setOnline(false);
    answer(new Response('{}', { status: 200 }));
    await probing;
    expect(connectivity.get().status).toBe('offline');
  });
});
