import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { rateEvents } from '../../db/schema/system';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_MANY = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

const login = (email: string, password: string, address: string) =>
  t.post('/api/auth/login', { email, password }, undefined, { 'x-forwarded-for': address });

async function countEvents(pattern: string): Promise<number> {
  const rows = await t.db.select({ id: rateEvents.id }).from(rateEvents).where(like(rateEvents.bucket, pattern));
  return rows.length;
}

describe('brute-force limits on sign-in', () => {
  it('locks an account after 10 failures within 15 minutes, even for the right password', async () => {
    const email = 'teacher@demo.test';
    for (let i = 0; i < 10; i++) {
      // A different address each time: only the per-account limit is in play.
      const res = await login(email, `wrong-${i}`, `192.0.2.${i + 1}`);
      expect(res.status).toBe(401);
    }
    const locked = await login(email, 'demo1234', '192.0.2.100');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: TOO_MANY });
    // The e-mail's case does not get around it, and other accounts are unaffected.
    expect((await login('TEACHER@demo.test', 'demo1234', '192.0.2.101')).status).toBe(429);
    expect((await login('student@demo.test', 'demo1234', '192.0.2.102')).status).toBe(200);

    // The counters live in the database: a second app process on the same database sees the lock.
    const second = createApp({ db: t.db, env: t.env });
    const res = await second.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.103' },
      body: JSON.stringify({ email, password: 'demo1234' }),
    });
    expect(res.status).toBe(429);
    expect(await countEvents('login-fail:account:teacher@demo.test')).toBe(10);

    // Once the window has passed (the events are older than 15 minutes), the account signs in again.
    await t.db
      .update(rateEvents)
      .set({ at: sql`${rateEvents.at} - interval '16 minutes'` })
      .where(like(rateEvents.bucket, 'login-fail:account:teacher@demo.test'));
    expect((await login(email, 'demo1234', '192.0.2.104')).status).toBe(200);
  });

  it('blocks an address after 30 failures within 15 minutes, whatever the account', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < 30; i++) {
      const res = await login(`nobody-${i}@demo.test`, 'wrong-password', address);
      expect(res.status).toBe(401);
    }
    const blocked = await login('admin@demo.test', 'demo1234', address);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: TOO_MANY });
    expect(await countEvents(`login-fail:address:${address}`)).toBe(30);

    // Another address still signs in, and the account itself is not locked.
    expect((await login('admin@demo.test', 'demo1234', '198.51.100.8')).status).toBe(200);
  });

  it('does not count successful sign-ins or requests that fail validation', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < 35; i++) {
      expect((await login('school.manager@demo.test', 'demo1234', address)).status).toBe(200);
    }
    expect((await login('', '', address)).status).toBe(400);
    expect(await countEvents(`login-fail:address:${address}`)).toBe(0);
  });
});
