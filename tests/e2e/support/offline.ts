import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEMO, DEMO_PASSWORD, signInAs } from './auth';

/** Helpers of the offline-classroom journeys (tests/e2e/teacher-offline-*.spec.ts). */
export type Headers = Record<string, string>;

export async function tokenOf(request: APIRequestContext, email: string): Promise<Headers> {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  if (!res.ok()) throw new Error(`sign-in of ${email} failed: ${res.status()}`);
  return { Authorization: `Bearer ${(await res.json()).token}` };
}

async function created(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<any> {
  if (res.status() !== 201) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return res.json();
}

export type World = { email: string; schoolId: string; schoolName: string; classes: string[]; grade: number };

/**
 * A teacher of their own (an institution, a school offering `sections` of `grade`, a teacher assigned to all
 * of them), so these journeys' sessions and class positions are nobody else's.
 */
export async function makeWorld(
  request: APIRequestContext,
  grade: number,
  sections: string[],
  /** The school's configured slide count per grade (Manage Slides), if any. */
  plan?: Record<string, number>,
): Promise<World> {
  const admin = await tokenOf(request, DEMO.admin);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const metadata = {
    state: 'Kerala',
    address: 'MG Road, Kochi',
    contact_email: `office.${tag}@offline.test`,
    contact_phone: '+914842345678',
  };
  const { institution } = await created(
    await request.post('/api/institutions', {
      headers: admin,
      data: { name: `Offline Trust ${tag}`, metadata: { ...metadata, district: 'Ernakulam' } },
    }),
    'institution',
  );
  const classes = sections.map((s) => `${grade}${s}`);
  const schoolName = `Offline School ${tag}`;
  const { school } = await created(
    await request.post('/api/schools', {
      headers: admin,
      data: {
        name: schoolName,
        institution_id: institution._id,
        classes_offered: classes,
        ...(plan ? { total_slides_per_class: plan } : {}),
        metadata: { ...metadata, city: 'Kochi', board: 'CBSE' },
      },
    }),
    'school',
  );
  const email = `offline.${tag}@offline.test`;
  await created(
    await request.post('/api/users', {
      headers: admin,
      data: {
        name: `Offline Teacher ${tag}`,
        email,
        password: DEMO_PASSWORD,
        role: 'teacher',
        teaching_assignments: [{ school_id: school._id, classes }],
      },
    }),
    'teacher',
  );
  return { email, schoolId: school._id, schoolName, classes, grade };
}

/** A deck PDF of `count` pages, each titled '<prefix> <n>'. */
export async function deckPdf(count: number, prefix: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let i = 1; i <= count; i++) {
    const page = doc.addPage([960, 540]);
    page.drawText(`${prefix} ${i}`, { x: 48, y: 440, size: 44, font: bold });
  }
  return Buffer.from(await doc.save());
}

/** Uploads a deck for `grade` as the admin and waits for its conversion; returns the new version. */
export async function uploadDeck(
  request: APIRequestContext,
  grade: number,
  count: number,
  prefix: string,
): Promise<number> {
  const admin = await tokenOf(request, DEMO.admin);
  const res = await request.post('/api/course-materials/upload', {
    headers: admin,
    multipart: {
      classNumber: String(grade),
      pdf: { name: `${prefix}.pdf`, mimeType: 'application/pdf', buffer: await deckPdf(count, prefix) },
    },
  });
  if (res.status() !== 202) throw new Error(`upload: ${res.status()} ${await res.text()}`);
  const { job } = await res.json();
  let version: number | null = null;
  // Queued behind the demo decks' conversions after a fresh start.
  await expect
    .poll(
      async () => {
        const state = await (await request.get(`/api/course-materials/jobs/${job._id}`, { headers: admin })).json();
        if (state.status === 'failed') throw new Error(`conversion failed: ${state.error}`);
        version = state.version;
        return state.status;
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe('completed');
  return version as unknown as number;
}

/** The service worker is activated (not only registered or "ready"), so a reload offline is answered by it. */
export async function waitForActivatedWorker(page: Page, timeout = 60_000) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), {
      timeout,
    })
    .toBe('activated');
}

/** Every record (or only the keys) of a store of the device database, read with plain IndexedDB. */
export function readStore<T = any>(page: Page, store: string, keysOnly = false): Promise<T[]> {
  return page.evaluate(
    ([name, keys]) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('pathshala');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          // A missing store throws here, inside the handler: say so, rather than leave the promise hanging.
          try {
            const objects = db.transaction(name as string).objectStore(name as string);
            const read = keys ? objects.getAllKeys() : objects.getAll();
            read.onsuccess = () => {
              resolve(read.result as T[]);
              db.close();
            };
            read.onerror = () => reject(read.error);
          } catch (error) {
            db.close();
            reject(new Error(`store ${name} of database v${db.version} (${[...db.objectStoreNames]}): ${error}`));
          }
        };
      }),
    [store, keysOnly] as const,
  );
}

/** Waits until the device keeps the class's progress as the server has it (issue 39): its last visited slide. */
export async function expectKeptProgress(page: Page, classLevel: string, lastSlideVisited: number) {
  type Kept = { classLevel: string; progress: { lastSlideVisited: number } };
  await expect
    .poll(async () => (await readStore<Kept>(page, 'classProgress')).find((r) => r.classLevel === classLevel))
    .toMatchObject({ progress: { lastSlideVisited } });
}

/** The slide images on the device, as [grade, version, number, size] keys. */
export const imageKeys = (page: Page) => readStore<[number, number, number, string]>(page, 'slideImages', true);

/** The readiness panel says every deck of the teacher is on the device. */
export async function expectDecksReady(page: Page, timeout = 60_000) {
  await expect(page.getByRole('status', { name: 'All your classes can be taught offline' })).toBeVisible({ timeout });
}

export const slideCounter = (page: Page) =>
  page.getByRole('region', { name: 'Slide viewer' }).getByText(/^Slide \d+ of \d+/);

/** The teacher's sessions of one class, as the server has them. */
export async function sessionsOf(request: APIRequestContext, headers: Headers, world: World, classLevel: string) {
  const res = await request.get(`/api/class-sessions?school_id=${world.schoolId}&class_level=${classLevel}&limit=50`, {
    headers,
  });
  return (await res.json()).data as Record<string, any>[];
}

/**
 * Signs the world's teacher in online, waits for the worker to be activated and the decks to be on the device
 * (the readiness panel says so), and opens /log-session once so its data is kept on the device too.
 */
export async function prepareOnline(page: Page, request: APIRequestContext, world: World, slides: number) {
  await signInAs(page, request, world.email);
  await page.goto('/offline');
  await waitForActivatedWorker(page);
  await expectDecksReady(page);
  await expect(page.getByRole('article', { name: `Class ${world.grade} deck` })).toContainText(
    `${slides} of ${slides}`,
  );
  const since = Date.now();
  await page.goto('/log-session');
  await expect(page.getByText(world.schoolName)).toBeVisible();
  await waitForSavedCache(page, since, world.schoolName);
}

/** A record of the device's saved query cache: each query is one of its own ('query:' and its hash). */
export type SavedQueryRecord = { key: string; value: { state?: { dataUpdatedAt: number; data: unknown } } };

/** Whether `record` is a query answered since `since` whose data carries `text` (src/offline/page/query-persist.ts). */
export const savedSince = (record: SavedQueryRecord, since: number, text: string) =>
  record.key.startsWith('query:') &&
  (record.value.state?.dataUpdatedAt ?? 0) >= since &&
  JSON.stringify(record.value.state?.data).includes(text);

/**
 * Waits until the query cache saved on the device holds an answer given since `since` (a time taken before the page
 * was opened) that carries `text`: the device side saves at most once a second, after it has started.
 */
export async function waitForSavedCache(page: Page, since: number, text: string) {
  const saved = async () =>
    (await readStore<SavedQueryRecord>(page, 'queryCache')).some((record) => savedSince(record, since, text));
  await expect.poll(saved, { timeout: 15_000 }).toBe(true);
}

export async function startClass(page: Page, classLevel: string) {
  await page.getByLabel('Class', { exact: true }).selectOption(classLevel);
  await page.getByRole('button', { name: 'Start Session' }).click();
}

export async function endClass(page: Page, attended: number, total: number) {
  await page.getByRole('region', { name: 'Slide viewer' }).getByRole('button', { name: 'End Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'End Session' });
  await dialog.getByLabel('Students attended').fill(String(attended));
  await dialog.getByLabel('Total students').fill(String(total));
  await dialog.getByRole('button', { name: 'Save and End' }).click();
  await expect(page).toHaveURL(/\/sessions\?ended=/);
}

/**
 * The sync status button. The slide viewer has one of its own, and both are in the page while the viewer closes:
 * the first is the top bar's.
 */
export const syncStatus = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).first();

/** Opens the Sync panel from the top bar. */
export async function openSyncPanel(page: Page) {
  await syncStatus(page, /^Sync status:/).click();
  return page.getByRole('dialog', { name: 'Sync' });
}
