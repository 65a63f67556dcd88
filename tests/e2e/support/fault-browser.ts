import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { signInWithForm } from './auth';
import { installDeviceClock } from './device-clock';
import { readStore, waitForActivatedWorker, waitForSavedCache, type World } from './offline';

/**
 * A teacher's browser whose profile survives being closed and opened again (a persistent Chromium profile: the
 * service worker, IndexedDB and localStorage stay), so the suite can close the browser in the middle of a class.
 */
export class DeviceBrowser {
  private context: BrowserContext | null = null;
  private offline = false;
  private clockOffset = 0;
  private clock: Awaited<ReturnType<typeof installDeviceClock>> | null = null;
  readonly dir = mkdtempSync(path.join(os.tmpdir(), 'pathshala-device-'));

  constructor(private readonly baseURL: string) {}

  async open(): Promise<Page> {
    this.context = await chromium.launchPersistentContext(this.dir, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: this.baseURL,
      serviceWorkers: 'allow',
      viewport: { width: 1280, height: 800 },
    });
    // The device's clock (pages and service worker), shifted by the clock fault's offset.
    this.clock = await installDeviceClock(this.context, this.clockOffset);
    await this.context.setOffline(this.offline);
    // Nothing a teacher does waits for ever: a step that cannot happen fails with what it waited for.
    this.context.setDefaultTimeout(20_000);
    this.context.setDefaultNavigationTimeout(30_000);
    return this.context.pages()[0] ?? this.context.newPage();
  }

  get ctx(): BrowserContext {
    if (!this.context) throw new Error('the device browser is closed');
    return this.context;
  }

  /** The laptop's clock set `ms` off: the pages take it at their next load (from `page`'s localStorage), the worker now. */
  async setClockOffset(page: Page, ms: number) {
    this.clockOffset = ms;
    await this.clock?.setOffset(page, ms);
  }

  isOffline() {
    return this.offline;
  }

  async setOffline(offline: boolean) {
    this.offline = offline;
    await this.context?.setOffline(offline);
  }

  /** Closes the whole browser (every tab) and opens it again, as a teacher closing the laptop's browser. */
  async reopen(): Promise<Page> {
    await this.context?.close();
    this.context = null;
    return this.open();
  }

  async close() {
    await this.context?.close().catch(() => undefined);
    this.context = null;
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * A teacher's first sign-in on a device, online, until it can teach offline: the worker active, every deck kept,
 * `kept.count` records in the store `kept.store` (rosters, class progress: they arrive after sign-in), and
 * /log-session's data saved on the device.
 */
export async function signInForOffline(page: Page, world: World, kept: { store: string; count: number }) {
  await page.goto('/login');
  await signInWithForm(page, world.email);
  await page.waitForURL(/\/dashboard/);
  await page.goto('/offline');
  await waitForActivatedWorker(page);
  await page.getByRole('status', { name: 'All your classes can be taught offline' }).waitFor({ timeout: 90_000 });
  for (let i = 0; (await readStore(page, kept.store)).length < kept.count; i++) {
    if (i === 60) throw new Error(`the device did not keep ${kept.count} ${kept.store} in 30 s`);
    await page.waitForTimeout(500);
  }
  const since = Date.now();
  await page.goto('/log-session');
  await page.getByText(world.schoolName).first().waitFor();
  await waitForSavedCache(page, since, world.schoolName);
}
