import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './auth';

/** API calls as one demo user (for the figures the screens must show). */
export async function apiAs(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  const { token, user } = await res.json();
  const headers = { Authorization: `Bearer ${token}` };
  return {
    user: user as { _id: string; name: string; manages_institutions: string[]; manages_schools: string[] },
    get: async <T = any>(path: string): Promise<T> => {
      const r = await request.get(`/api${path}`, { headers });
      expect(r.ok(), `GET ${path} → ${r.status()}`).toBeTruthy();
      return r.json();
    },
    post: async <T = any>(path: string, data: unknown): Promise<T> => {
      const r = await request.post(`/api${path}`, { headers, data });
      expect(r.ok(), `POST ${path} → ${r.status()} ${await r.text()}`).toBeTruthy();
      return r.json();
    },
  };
}
export type Api = Awaited<ReturnType<typeof apiAs>>;

export async function schoolIdOf(api: Api, name: string): Promise<string> {
  const { data } = await api.get<{ data: { _id: string; name: string }[] }>('/schools?limit=100');
  const school = data.find((s) => s.name === name);
  if (!school) throw new Error(`no school ${name}`);
  return school._id;
}

/** A session recorded now by the teacher (POST /api/class-sessions), beyond the class's furthest slide. */
export async function logSession(teacher: Api, schoolId: string, classLevel: string, attended = 12, total = 14) {
  const { progress } = await teacher.get<{ progress: { furthestSlide: number } }>(
    `/session-progress/${schoolId}/${classLevel}`,
  );
  const from = progress.furthestSlide + 1;
  const { session } = await teacher.post<{ session: { _id: string } }>('/class-sessions', {
    school_id: schoolId,
    class_level: classLevel,
    starting_slide: from,
    ending_slide: from + 1,
    students_attended: attended,
    total_students: total,
  });
  return { id: session._id, from, to: from + 1 };
}

/** The figure a stat card shows. */
export const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`).first();

/** Reloads until `locator` shows what the API answers at that moment, and returns that answer. */
export const expectLive = (page: Page, locator: Locator, fromApi: () => Promise<string | RegExp>) =>
  expectFigures(page, fromApi, (expected) => expect(locator).toHaveText(expected, { timeout: 5000 }));

/**
 * Reloads until the screen agrees with one API answer taken after the reload, checked by `check` (other journeys
 * create users and log sessions at the same time), and returns that answer.
 */
export async function expectFigures<T>(
  page: Page,
  fromApi: () => Promise<T>,
  check: (answer: T) => Promise<void>,
): Promise<T> {
  let answer: T | undefined;
  await expect(async () => {
    await page.reload();
    answer = await fromApi();
    await check(answer);
  }).toPass({ timeout: 60_000 });
  return answer as T;
}

export const pct = (n: number | null) => (n === null ? '—' : `${n}%`);
export const todayUtc = () => new Date().toISOString().slice(0, 10);
