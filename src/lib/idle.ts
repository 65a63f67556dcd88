/**
 * Resolves in the page's next idle moment (or after `timeoutMs` at the latest): for work that must not hold up
 * what the user is waiting for (a slide move's device write, the device side after the first screen, deck upkeep).
 * Safari has no requestIdleCallback: a short timer instead.
 */
export const nextIdle = (timeoutMs = 250) =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 50);
  });

/** How long a turn's work may hold the next turn back: a load that hangs (a stalled request) delays the rest no more. */
const TURN_WAIT_MS = 3_000;
let lastTurn: Promise<void> = Promise.resolve();

/**
 * Runs `work` (if any) at an idle moment of its own, after every turn asked for before this one has run and its work
 * has finished (or held the queue 3 s). Background starts after the first screen (the device side, the service
 * worker, the shell's sync status and deck upkeep, a screen's device reads) take turns this way, so each one's code
 * is evaluated and run in tasks of its own instead of piling into one long task (issue 40). `work` must not wait
 * for a later turn. Resolves when the work has finished; a failed work is the caller's to report.
 */
export function idleTurn<T = void>(work?: () => T | Promise<T>, timeoutMs = 1_000): Promise<T | undefined> {
  const result = lastTurn.then(() => nextIdle(timeoutMs)).then(() => work?.());
  const held = result.then(
    () => undefined,
    () => undefined,
  );
  lastTurn = Promise.race([held, lastTurn.then(() => new Promise<void>((r) => setTimeout(r, TURN_WAIT_MS)))]);
  return result;
}

/**
 * Resolves in a task of its own, soon: splits work that follows a module's evaluation (a screen's prefetch, opening
 * the device database) from it, so neither is part of one long task (issue 40). `scheduler.yield` where there is one.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};
