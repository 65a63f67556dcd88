import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { idempotencyRecords, rateEvents } from '#server/db/schema/system';
import { createTestApp, type TestApp } from '#server/testing/test-app';

// Sign-in limits (docs/decisions/012): they hold under concurrency, and they slow an attacker without locking
// the account's owner (a known device) or a school behind one address out.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_MANY = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

const login = (email: string, password: string, address: string, device_token?: string) =>
  t.post('/api/auth/login', { email, password, device_token }, undefined, { 'x-forwarded-for': address });

async function countEvents(pattern: string): Promise<number> {
  const rows = await t.db.select({ id: rateEvents.id }).from(rateEvents).where(like(rateEvents.bucket, pattern));
  return rows.length;
}

describe('sign-in limits', () => {
  it('ten failures lock the account for new devices, never for a device that signed in to it before', async () => {
    const email = 'teacher@demo.test';
    const owner = await login(email, 'demo1234', '192.0.2.200');
    const device = owner.body.device_token as string;
    expect(device).toMatch(/^[\w-]{20,}$/);
    for (let i = 0; i < 10; i++) {
      // A different address each time: only the account's limit is in play.
      expect((await login(email, `wrong-${i}`, `192.0.2.${i + 1}`)).status).toBe(401);
    }
    const stranger = await login(email, 'demo1234', '192.0.2.100');
    expect(stranger.status).toBe(429);
    expect(stranger.body).toEqual({ error: TOO_MANY });
    // The e-mail's case does not get around it, and other accounts are unaffected.
    expect((await login('TEACHER@demo.test', 'demo1234', '192.0.2.101')).status).toBe(429);
    expect((await login('student@demo.test', 'demo1234', '192.0.2.102')).status).toBe(200);
    // The owner's browser, anywhere, signs in: the attacker cannot lock them out.
    const back = await login(email, 'demo1234', '192.0.2.250', device);
    expect(back.status).toBe(200);
    expect(back.body.device_token).toBe(device);
    // A device token of another account is no key to this one.
    const other = (await login('student@demo.test', 'demo1234', '192.0.2.103')).body.device_token;
    expect((await login(email, 'demo1234', '192.0.2.104', other)).status).toBe(429);

    // The counters live in the database: a second app process on the same database sees the lock.
    const second = createApp({ db: t.db, env: t.env });
    const res = await second.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.105' },
      body: JSON.stringify({ email, password: 'demo1234' }),
    });
    expect(res.status).toBe(429);
    expect(await countEvents('login:account:teacher@demo.test')).toBe(10);

    // Once the window has passed, the account signs in again anywhere.
    await t.db.update(rateEvents).set({ at: sql`${rateEvents.at} - interval '16 minutes'` });
    expect((await login(email, 'demo1234', '192.0.2.106')).status).toBe(200);
  });

  it('a school behind one address is not locked out by 30 failures; 100 block new devices there only', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < 30; i++) expect((await login(`nobody-${i}@demo.test`, 'wrong', address)).status).toBe(401);
    const colleague = await login('admin@demo.test', 'demo1234', address);
    expect(colleague.status).toBe(200);
    for (let i = 30; i < 100; i++) await login(`nobody-${i}@demo.test`, 'wrong', address);
    expect((await login('school.manager@demo.test', 'demo1234', address)).status).toBe(429);
    // Known devices behind the same address still sign in; other addresses are not affected.
    expect((await login('admin@demo.test', 'demo1234', address, colleague.body.device_token)).status).toBe(200);
    expect((await login('school.manager@demo.test', 'demo1234', '198.51.100.8')).status).toBe(200);
  });

  it('200 guesses at once for one account: exactly 10 passwords are checked', async () => {
    const email = 'rohan.mehta@demo.test';
    const guesses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(email, `guess-${i}`, `203.0.113.${(i % 200) + 1}`)),
    );
    const checked = guesses.filter((r) => r.status === 401).length;
    const refused = guesses.filter((r) => r.status === 429).length;
    expect(checked).toBe(10);
    expect(checked + refused).toBe(200);
    expect(await countEvents(`login:account:${email}`)).toBe(checked);
  });

  it('answers failures past the first few more slowly', async () => {
    const email = 'anjali.kapoor@demo.test';
    for (let i = 0; i < 4; i++) await login(email, `wrong-${i}`, `192.0.2.${150 + i}`);
    const started = Date.now();
    expect((await login(email, 'wrong-again', '192.0.2.160')).status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });

  it('counts neither successful sign-ins nor requests that fail validation', async () => {
    const address = '203.0.113.250';
    for (let i = 0; i < 35; i++) {
      expect((await login('harpreet.kaur@demo.test', 'demo1234', address)).status).toBe(200);
    }
    expect((await login('', '', address)).status).toBe(400);
    expect(await countEvents(`login:address:${address}`)).toBe(0);
  });

  it('never keeps a sign-in’s token in the idempotency store', async () => {
    const res = await t.post('/api/auth/login', { email: 'amit.joshi@demo.test', password: 'demo1234' }, undefined, {
      'idempotency-key': 'login-once',
      'x-forwarded-for': '192.0.2.240',
    });
    expect(res.status).toBe(200);
    const stored = await t.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, 'login-once'));
    expect(stored).toEqual([]);
  });
});
