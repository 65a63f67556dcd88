import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './auth';

/** The demo student's school (server/db/seed/demo-plan.ts: student@demo.test is in class 6A there). */
export const MOHALI = 'Sunrise Public School, Mohali';

/** A title no other run or worker uses. */
export const uniqueTitle = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A datetime-local value `hours` from now, in the browser's (= this machine's) time zone. */
export function localInput(hours: number): string {
  const d = new Date(Date.now() + hours * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The teacher's token and the Mohali school id, for setting up records through the API. */
export async function teacherApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: DEMO.teacher, password: DEMO_PASSWORD } });
  const { token } = await login.json();
  const headers = { Authorization: `Bearer ${token}` };
  const schools = await (await request.get('/api/schools?limit=100', { headers })).json();
  const school = schools.data.find((s: { name: string }) => s.name === MOHALI);
  if (!school) throw new Error('the demo teacher has no Mohali school');
  return { headers, schoolId: school._id as string };
}

/** Creates and publishes an item (assessments or surveys) for class 6A at Mohali; returns its id. */
export async function publishedFor6A(
  request: APIRequestContext,
  kind: 'assessments' | 'surveys',
  body: Record<string, unknown>,
) {
  const { headers, schoolId } = await teacherApi(request);
  const due_at = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const created = await request.post(`/api/${kind}`, {
    headers,
    data: { school_id: schoolId, class_levels: ['6A'], due_at, ...body },
  });
  if (!created.ok()) throw new Error(`create ${kind} failed: ${created.status()} ${await created.text()}`);
  const id = (await created.json())[kind][0]._id as string;
  const published = await request.post(`/api/${kind}/${id}/publish`, { headers });
  if (!published.ok()) throw new Error(`publish ${kind} failed: ${published.status()}`);
  return id;
}

/** Presses Tab until `target` has the focus: proves it is reachable with the keyboard alone. */
export async function tabTo(page: Page, target: Locator, max = 150) {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** True when the page is wider than the viewport (a horizontal scroll bar on a phone). */
export const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/**
 * Collects the bodies of the API answers the page receives until `stop()`, to check what a student could read.
 */
export function recordApiBodies(page: Page) {
  const bodies: Promise<string>[] = [];
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) bodies.push(response.text().catch(() => ''));
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    return Promise.all(bodies);
  };
}
