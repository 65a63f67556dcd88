import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Background starts after the first screen take turns (issue 40): one idle moment each, in the order asked, the
// next only once the work before it has finished, so their code is never evaluated in one long task.
describe('idleTurn', () => {
  let idleCallbacks: (() => void)[];
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    idleCallbacks = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  /** The browser's next idle moment: the callbacks waiting for it run, then their promises settle. */
  const idle = async () => {
    await vi.advanceTimersByTimeAsync(0);
    const waiting = idleCallbacks.splice(0);
    for (const callback of waiting) callback();
    await vi.advanceTimersByTimeAsync(0);
  };

  it('runs each work in an idle moment of its own, in the order asked, after the work before it has finished', async () => {
    const { idleTurn } = await import('./idle');
    const log: string[] = [];
    let finishLoad: () => void = () => undefined;
    const first = idleTurn(() => {
      log.push('load starts');
      return new Promise<void>((resolve) => {
        finishLoad = () => {
          log.push('load ends');
          resolve();
        };
      });
    });
    const second = idleTurn(() => log.push('second'));
    expect(log).toEqual([]);
    await idle();
    expect(log).toEqual(['load starts']);
    // Idle moments pass while the first work is still loading: the second waits for it.
    await idle();
    await idle();
    expect(log).toEqual(['load starts']);
    finishLoad();
    await vi.advanceTimersByTimeAsync(0);
    await first;
    expect(log).toEqual(['load starts', 'load ends']);
    // Its own idle moment, not the one the first work ended in.
    expect(idleCallbacks).toHaveLength(1);
    await idle();
    expect(await second).toBe(3);
    expect(log).toEqual(['load starts', 'load ends', 'second']);
  });

  it('lets a failed work reject its own turn only, and a hanging one hold the queue 3 s at most', async () => {
    const { idleTurn } = await import('./idle');
    const failed = idleTurn(() => Promise.reject(new Error('chunk failed')));
    const caught = failed.catch((error: Error) => error.message);
    const hanging = idleTurn(() => new Promise(() => undefined));
    const after = vi.fn();
    void idleTurn(after);
    await idle();
    expect(await caught).toBe('chunk failed');
    await idle();
    void hanging;
    await idle();
    expect(after).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_000);
    await idle();
    expect(after).toHaveBeenCalledOnce();
  });
});
