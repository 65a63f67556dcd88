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
