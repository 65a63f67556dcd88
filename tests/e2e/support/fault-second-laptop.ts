import { DeviceBrowser, signInForOffline } from './fault-browser';
import type { World } from './offline';

/**
 * A second laptop that never taught these classes (a fresh browser profile): the teacher signs in on it online, it
 * keeps the decks and the classes' progress, then the network goes and a class is started there. Returns the slide
 * the viewer opens at, which must be where an online start would open it (issue 39 point 1). The class is left
 * started on that laptop, whose profile is then thrown away: nothing of it reaches the server.
 */
export async function startOnSecondLaptop(baseURL: string, world: World, classLevel: string): Promise<number> {
  const laptop = new DeviceBrowser(baseURL);
  try {
    const page = await laptop.open();
    // Every class's progress, as the server has it, is kept with the rosters at sign-in.
    await signInForOffline(page, world, { store: 'classProgress', count: world.classes.length });

    await laptop.setOffline(true);
    await page.reload();
    await page.getByLabel('Class', { exact: true }).selectOption(classLevel);
    await page.getByRole('button', { name: 'Start Session' }).click();
    const counter = page.getByRole('region', { name: 'Slide viewer' }).getByText(/^Slide \d+ of \d+/);
    await counter.waitFor({ timeout: 30_000 });
    return Number((/^Slide (\d+)/.exec((await counter.textContent()) ?? '') ?? [])[1]);
  } finally {
    await laptop.close();
  }
}
