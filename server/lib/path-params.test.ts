import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds, tokens } from '../testing/people-fixtures';
import { createTestApp, type TestApp, type TestResponse } from '../testing/test-app';

/**
 * Issue 38: a literal '%' in a class segment (sent as %25) answered 500, because routes decoded the parameter a
 * second time after Hono had decoded it. Every route that names a class in its path, as a user of each kind would
 * call it: a literal '%' is a class like any other (not found, or not a grade), a malformed escape is a 400 naming
 * the path, and an escaped label is decoded once.
 */
let t: TestApp;
let teacher: string;
let admin: string;
let mohali: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ teacher, admin } = await tokens(t));
  mohali = (await demoIds(t)).mohali;
});
afterAll(() => t.close());

/** Each class route with `label` as its raw path segment, as the given user calls it. */
const calls = (label: string) =>
  [
    ['GET', `/api/classes/${mohali}/${label}`],
    ['GET', `/api/classes/${mohali}/${label}/roster`],
    ['GET', `/api/classes/${mohali}/${label}/register`],
    ['GET', `/api/classes/${mohali}/${label}/register/export`],
    ['GET', `/api/session-progress/${mohali}/${label}`],
    ['PUT', `/api/session-progress/${mohali}/${label}`, { lastSlideVisited: 2 }],
    ['PATCH', `/api/schools/${mohali}/slides/${label}`, { slide_count: 40 }],
  ] as const;

async function send(token: string, [method, url, body]: ReturnType<typeof calls>[number]): Promise<TestResponse> {
  return t.request(method, url, { token, ...(body ? { body } : {}) });
}

describe('a class named in the path', () => {
  it('a literal % (sent as %25) is a class that does not exist, never a 500', async () => {
    for (const label of ['%25', '6A%25', '%2525', '50%25']) {
      for (const call of calls(label)) {
        for (const token of [teacher, admin]) {
          const res = await send(token, call);
          const what = `${call[0]} ${call[1]}: ${res.status} ${JSON.stringify(res.body)}`;
          // Not found, not a grade of 1..12 (the slide count), not for admins (PUT), or an admin's empty roster: no class.
          expect([200, 400, 403, 404], what).toContain(res.status);
          if (res.status !== 200) expect(typeof res.body.error, what).toBe('string');
          if (res.status === 200 && call[1].endsWith('/roster')) expect(res.body.students).toEqual([]);
        }
      }
    }
  });

  it('a malformed escape is a 400 naming the path, on every route', async () => {
    for (const label of ['%', '6A%', '%2', '%zz', '%E0%A4%A', '%C0%AF', '%ED%A0%80']) {
      for (const call of calls(label)) {
        const res = await send(teacher, call);
        const what = `${call[0]} ${call[1]}: ${res.status} ${JSON.stringify(res.body)}`;
        expect(res.status, what).toBe(400);
        expect(res.body.details, what).toEqual([{ field: 'path', msg: expect.stringMatching(/malformed escape/) }]);
      }
    }
  });

  it('an escaped label is decoded once: %36%41 is class 6A, 6%2541 is the label "6%41" (no class)', async () => {
    const escaped = await t.get(`/api/classes/${mohali}/%36%41`, teacher);
    expect(escaped.status, JSON.stringify(escaped.body)).toBe(200);
    expect(escaped.body.class_level ?? escaped.body.class?.class_level).toBe('6A');
    const progress = await t.get(`/api/session-progress/${mohali}/6%41`, teacher);
    expect(progress.status).toBe(200);
    // Decoded twice, 6%2541 became 6A.
    expect((await t.get(`/api/classes/${mohali}/6%2541`, teacher)).status).toBe(404);
    expect((await t.get(`/api/session-progress/${mohali}/6%2541`, teacher)).status).toBe(404);
  });
});
