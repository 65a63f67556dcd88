import type { Page } from '@playwright/test';

/** Holds the calls to `url` until the returned function is called; `seen` hears each one asked and let through. */
export async function holdCalls(
  page: Page,
  url: string | ((url: URL) => boolean),
  seen: (what: 'asked' | 'answered') => void = () => undefined,
) {
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route(url, async (route) => {
    seen('asked');
    await held;
    seen('answered');
    await route.continue();
  });
  return () => answer();
}
