import type { Page } from '@playwright/test';

/** Timed slide moves in the real app (bench/offline-slide-move.ts, bench/slide-move.ts). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export type Timing = { total: number; commit: number };

/**
 * Runs in the page before the app (an init script). Keeps the key press's time, and every IndexedDB write that
 * touches the outbox (a move's write, in the device database) with its durability and the time from its start to its
 * `complete` event. With `bench-durability` = 'default' in localStorage, every transaction of the page is opened with
 * no hint, as before decision 028: the same build measured both ways in one run.
 */
export function benchInit([token, user]: [string, string]) {
  if (!localStorage.getItem('token')) {
    localStorage.setItem('token', token);
    localStorage.setItem('user', user);
  }
  const w = window as unknown as { __keyAt: number; __writes: { ms: number; durability: string }[] };
  w.__writes = [];
  window.addEventListener('keydown', (e) => (w.__keyAt = e.timeStamp), { capture: true });
  const asBefore = localStorage.getItem('bench-durability') === 'default';
  const open = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, stores, mode, options) {
    const tx = open.call(this, stores, mode, asBefore ? { ...options, durability: 'default' } : options);
    if (mode === 'readwrite' && ([] as string[]).concat(stores as string | string[]).includes('outbox')) {
      const at = performance.now();
      tx.addEventListener('complete', () => w.__writes.push({ ms: performance.now() - at, durability: tx.durability }));
    }
    return tx;
  };
}

/**
 * One move: arm a wait for the viewer's marks of `expected` ('slide-commit' when React has put the new, decoded
 * image in the page, 'slide-shown' after the frame that paints it), press the key, read both from the key press.
 * The painted time is the figure; the commit time says whether a slow move waited for the image or for the frame.
 */
export async function move(page: Page, key: string, expected: number): Promise<Timing> {
  await page.evaluate((slide) => {
    const w = window as unknown as { __marks: Promise<Record<string, number>> };
    w.__marks = new Promise((resolve) => {
      const seen: Record<string, number> = {};
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceMark[]) {
          if (entry.detail === slide) seen[entry.name] = entry.startTime;
        }
        if (seen['slide-shown'] !== undefined) {
          observer.disconnect();
          resolve(seen);
        }
      });
      observer.observe({ type: 'mark' });
    });
  }, expected);
  await page.keyboard.press(key);
  return page.evaluate(async () => {
    const w = window as unknown as { __marks: Promise<Record<string, number>>; __keyAt: number };
    const marks = await w.__marks;
    return { total: (marks['slide-shown'] ?? 0) - w.__keyAt, commit: (marks['slide-commit'] ?? 0) - w.__keyAt };
  });
}

/** `moves` moves back and forth through a deck of `slides`, `pauseMs` apart; the painted times, sorted. */
export async function moves(page: Page, count: number, slides: number, pauseMs: number, start: number) {
  const timings: Timing[] = [];
  let slide = start;
  let forward = true;
  for (let i = 0; i < count; i++) {
    if (slide >= slides) forward = false;
    if (slide <= 1) forward = true;
    slide += forward ? 1 : -1;
    timings.push(await move(page, forward ? 'ArrowRight' : 'ArrowLeft', slide));
    if (pauseMs) await page.waitForTimeout(pauseMs);
  }
  return { slide, painted: timings.map((t) => t.total), inPage: timings.map((t) => t.commit) };
}

/** The moves' device writes recorded since the last call: their commit times (ms) and durabilities. */
export async function takeWrites(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __writes: { ms: number; durability: string }[] };
    const taken = w.__writes;
    w.__writes = [];
    return taken;
  });
}

/**
 * The flush alone: `count` one-record transactions on a scratch database of the same profile, strict and relaxed
 * taking turns, each timed from its start to `complete`. Returns the sorted times of each.
 */
export async function commitCost(page: Page, count = 60) {
  return page.evaluate(async (n) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('bench-commit-cost', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('rows');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const times: Record<'strict' | 'relaxed', number[]> = { strict: [], relaxed: [] };
    for (let i = 0; i < n * 2; i++) {
      const durability = i % 2 === 0 ? 'strict' : 'relaxed';
      const at = performance.now();
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('rows', 'readwrite', { durability });
        tx.objectStore('rows').put({ slide: i, at: Date.now() }, 'position');
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      times[durability].push(performance.now() - at);
    }
    db.close();
    indexedDB.deleteDatabase('bench-commit-cost');
    return { strict: times.strict.sort((a, b) => a - b), relaxed: times.relaxed.sort((a, b) => a - b) };
  }, count);
}
