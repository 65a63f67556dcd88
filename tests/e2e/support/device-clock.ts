import type { BrowserContext, Page, Worker } from '@playwright/test';

/** The storage key the test clock reads: milliseconds to add to the page's clock (a laptop's clock hours off). */
export const CLOCK_OFFSET_KEY = 'e2e:clock-offset';

/** Replaces `Date` in a realm with one `offset` ms off (no-arg construction and `Date.now`). */
function shiftDate(offset: number) {
  const RealDate = (globalThis as { __realDate?: DateConstructor }).__realDate ?? Date;
  (globalThis as { __realDate?: DateConstructor }).__realDate = RealDate;
  if (!offset) {
    globalThis.Date = RealDate;
    return;
  }
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string]));
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

/**
 * A device whose clock is off, as one clock: its pages (the offset kept in localStorage, read at every page load)
 * and its service worker (shifted when it starts and at every `setOffset`), so what a page records and what the
 * worker sends agree, as on a real laptop. `offset` is the clock's offset when the context opens (a reopened
 * browser keeps its laptop's clock).
 */
export async function installDeviceClock(context: BrowserContext, offset = 0) {
  let current = offset;
  await context.addInitScript({
    content: `(${shiftDate})(Number(localStorage.getItem(${JSON.stringify(CLOCK_OFFSET_KEY)}) ?? 0));`,
  });
  const shift = (worker: Worker) => worker.evaluate(shiftDate, current).catch(() => undefined);
  context.on('serviceworker', (worker) => void shift(worker));
  return {
    /** The clock set `ms` off: the pages take it at their next load (from `page`'s localStorage), the worker now. */
    async setOffset(page: Page, ms: number) {
      current = ms;
      await page.evaluate(([key, value]) => localStorage.setItem(key as string, String(value)), [
        CLOCK_OFFSET_KEY,
        ms,
      ] as const);
      await Promise.all(context.serviceWorkers().map(shift));
    },
  };
}
