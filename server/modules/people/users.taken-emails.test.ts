import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/people';
import { rateEvents } from '#server/db/schema/system';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { type DemoRole, demoIds, tokens, uniqueEmail } from '#server/testing/people-fixtures';

/**
 * Issue 38 (docs/decisions/030): a school manager adding a user with an e-mail that has an account anywhere gets
 * the admin's 409 'Email already exists', word for word and nothing more, and gets it for at most 10 addresses an
 * hour; past that every creation answers 429, whether the address is free or taken.
 */
let t: TestApp;
let tok: Record<DemoRole, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  tok = await tokens(t);
  ids = await demoIds(t);
});
afterAll(() => t.close());

const teacher = (email: string, school: string) => ({
  name: 'Nisha Rao',
  email,
  password: 'secret12',
  role: 'teacher',
  teaching_assignments: [{ school_id: school, classes: ['6A'] }],
});
const add = (email: string, token: string, school = ids.mohali) => t.post('/api/users', teacher(email, school), token);
const accounts = async (email: string) =>
  (
    await t.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
  ).length;

/** A school manager of Mohali made for one test, so the test owns their count (Meena Iyer keeps Ludhiana). */
async function freshManager(): Promise<{ id: string; token: string }> {
  const email = uniqueEmail('sm');
  const body = { name: 'Probe Manager', email, password: 'secret12', role: 'school_manager' };
  const res = await t.post('/api/users', { ...body, manages_schools: [ids.mohali] }, tok.admin);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.user._id, token: await t.login(email, 'secret12') };
}

describe('POST /api/users with an e-mail that has an account', () => {
  it("answers a school manager exactly as an admin, inside the manager's scope or outside it", async () => {
    // rohan.mehta teaches at Mohali (the manager's school); amit.joshi at Noida, another institution.
    for (const email of ['rohan.mehta@demo.test', 'AMIT.JOSHI@demo.test']) {
      const asAdmin = await add(email, tok.admin);
      const asManager = await add(email, tok.school_manager);
      expect(asAdmin.status).toBe(409);
      expect(asManager.status).toBe(409);
      expect(asManager.body).toEqual({ error: 'Email already exists' });
      expect(asManager.body).toEqual(asAdmin.body);
    }
  });

  it('tells a school manager for at most 10 addresses an hour, of a burst as of single requests', async () => {
    const manager = await freshManager();
    // Creations that succeed take nothing from the limit.
    for (let i = 0; i < 12; i++) expect((await add(uniqueEmail('free'), manager.token)).status).toBe(201);

    const taken = ['rohan.mehta@demo.test', 'amit.joshi@demo.test', 'farah.khan@demo.test'];
    const burst = await Promise.all(Array.from({ length: 15 }, (_, i) => add(taken[i % 3] as string, manager.token)));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refusal = burst.find((r) => r.status === 429)?.body;
    expect(refusal).toEqual({
      error: 'Too many e-mail addresses that already have an account. Please wait an hour and try again.',
    });
    const counted = await t.db
      .select()
      .from(rateEvents)
      .where(eq(rateEvents.bucket, `taken-email:${manager.id}`));
    expect(counted).toHaveLength(10);

    // Past the limit a free address gets the same refusal as a taken one, and nothing is created.
    const free = uniqueEmail('after');
    const [late, lateTaken] = [await add(free, manager.token), await add(taken[0] as string, manager.token)];
    expect([late.status, lateTaken.status]).toEqual([429, 429]);
    expect(late.body).toEqual(lateTaken.body);
    expect(await accounts(free)).toBe(0);

    // Other managers and admins are not held by this manager's count.
    expect((await add(taken[1] as string, tok.school_manager, ids.ludhiana)).status).toBe(409);
    expect((await add(taken[1] as string, tok.admin)).status).toBe(409);
    expect((await add(free, tok.admin)).status).toBe(201);
  }, 60_000);
});
