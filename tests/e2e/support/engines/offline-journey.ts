import { expect } from '@playwright/test';
import { DEMO_PASSWORD } from '../auth';
import type { FaultProxy } from '../fault-proxy';
import { type SavedQueryRecord, savedSince, type World } from '../offline';
import type { Pupil } from '../students';
import { activatedWorker, choose, clickOn, type Driver, expectText, fillIn, open, readStore, until } from './driver';

export type OfflineClass = {
  /** The proxy between the browser and the server: 'refuse' closes its port, for the page and the worker alike. */
  proxy: FaultProxy;
  world: World;
  classLevel: string;
  pupils: Pupil[];
  slides: number;
  /** Where a screenshot of `name` goes. */
  shot(name: string): string;
  /** What the storage line of the readiness screen must say in this engine. */
  storageLine: RegExp;
};

const VIEWER = 'Slide viewer';
const END = 'End Session';

/**
 * The teacher's offline class, as in Chromium's journeys (teacher-sessions-offline-class): sign in, keep the decks
 * and the roster, lose the server, start, teach three slides on, take the roll call (the second pupil absent), end,
 * reload offline, and get the server back. The caller checks what the server then has.
 */
export async function teachOfflineClass(d: Driver, c: OfflineClass) {
  const base = c.proxy.url;
  const { schoolName } = c.world;
  await d.goto(`${base}/login`);
  await fillIn(d, { kind: 'field', name: 'Email' }, c.world.email);
  await fillIn(d, { kind: 'field', name: 'Password' }, DEMO_PASSWORD);
  await clickOn(d, { kind: 'button', name: 'Sign in' });
  await until('the dashboard after sign-in', async () => (await d.url()).endsWith('/dashboard'));
  await expectText(d, /Teacher Dashboard/);

  // The decks on the device, and what the readiness screen says of its storage.
  await open(d, `${base}/offline`);
  await activatedWorker(d);
  await expectText(d, /All your classes can be taught offline/, 120_000);
  await expectText(d, new RegExp(`${c.slides} of ${c.slides}`));
  await expectText(d, c.storageLine);
  // A first install replaces no version: nothing offers to reload.
  expect(await d.run(() => document.body.innerText)).not.toContain('A new version is available');
  await d.screenshot(c.shot('readiness'));

  // The class chooser and the roster, kept on the device.
  const since = Date.now();
  await open(d, `${base}/log-session`);
  await expectText(d, new RegExp(schoolName));
  await until('the roster on the device', async () =>
    (await readStore<{ classLevel: string }>(d, 'rosters')).some((r) => r.classLevel === c.classLevel),
  );
  await until('the class chooser saved on the device', async () =>
    (await readStore<SavedQueryRecord>(d, 'queryCache')).some((record) => savedSince(record, since, schoolName)),
  );

  // The server out of reach; the page reloaded from the device.
  await c.proxy.setMode('refuse');
  await d.reload();
  await expectText(d, new RegExp(schoolName));
  await expectText(d, /(Offline|Server unreachable) — showing data from/, 20_000);
  await choose(d, { kind: 'field', name: 'Class' }, c.classLevel);
  // Where the class starts, from the device: once it is read, the form no longer changes under the click.
  await expectText(d, /Starts at slide|it starts at slide 1/);
  await clickOn(d, { kind: 'button', name: 'Start Session' });
  // WebDriver's click does not wait for a still page as Playwright's does. A click that changed nothing (no viewer,
  // no start under way: CI's WebKit once, twice in a row) is reported and made once more.
  const firstSlide = new RegExp(`Slide 1 of ${c.slides}`);
  const shown = await expectText(d, firstSlide, 10_000, VIEWER).then(
    () => true,
    () => false,
  );
  const idle = () =>
    document.querySelector('button[data-loading]') === null &&
    [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Start Session'));
  if (!shown && (await d.run(idle))) {
    console.warn(`${d.engine}: Start Session changed nothing in 10 s; clicking it again`);
    await clickOn(d, { kind: 'button', name: 'Start Session' });
  }
  // The first start on a loaded machine reads the deck and the roster from the device: up to 30 s.
  await expectText(d, firstSlide, 30_000, VIEWER);
  await expectText(d, /from this device/i, 5000, VIEWER);
  for (let slide = 2; slide <= 4; slide++) {
    await d.press('ArrowRight');
    await expectText(d, new RegExp(`Slide ${slide} of ${c.slides}`), 5000, VIEWER);
  }
  // A reload in the middle of the class resumes it at its slide.
  await d.reload();
  await expectText(d, new RegExp(`Slide 4 of ${c.slides}`), 15_000, VIEWER);

  // The roll call: the second pupil absent.
  await clickOn(d, { kind: 'button', name: 'End Session', within: VIEWER });
  await clickOn(d, { kind: 'checkbox', name: c.pupils[1]?.name ?? '', within: END });
  await expectText(d, new RegExp(`Present ${c.pupils.length - 1}`), 5000, END);
  await clickOn(d, { kind: 'button', name: 'Save and End', within: END });
  await until('My Sessions after the end', async () => (await d.url()).includes('/sessions?ended='));
  await expectText(d, /Saved on this device — will sync when online/);
  await expectText(d, /Waiting to sync/);
  await d.screenshot(c.shot('my-sessions-offline'));

  // Reloaded offline: the class is still there, from the device.
  await d.reload();
  await expectText(d, new RegExp(`Waiting to sync[\\s\\S]*${c.classLevel}|${c.classLevel}[\\s\\S]*Waiting to sync`));

  // The server back: the outbox is sent without Background Sync (the page's own retries), and marked sent.
  await c.proxy.setMode('pass');
  await expectText(d, /All changes saved/, 60_000);
  await expectText(d, /Sent \d\d:\d\d/, 15_000);
  await d.screenshot(c.shot('my-sessions-sent'));
}
