import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestApp, type TestApp } from '../testing/test-app';
import { users } from '../db/schema/people';
import { idempotencyRecords } from '../db/schema/system';
import { sha256 } from './crypto';
import { IN_FLIGHT_MESSAGE } from './idempotency';
import { createLogger } from './logger';

// The request id and the JSON log lines, read from the logger's destination as an operator's log shipper would.
let t: TestApp;
let lines: Record<string, any>[] = [];
let app: ReturnType<typeof createApp>;
let admin: string;

const appWith = (logRequests: boolean) =>
  createApp({
    db: t.db,
    env: { ...t.env, logRequests },
    logger: createLogger({
      level: 'info',
      destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
    }),
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  app = appWith(false);
});
afterAll(() => t.close());
beforeEach(() => {
  lines = [];
});

describe('X-Request-Id', () => {
  it('answers the caller’s id when it is a plain one', async () => {
    const res = await app.request('/api/health', { headers: { 'x-request-id': 'edge-7f3a.b_2-9' } });
    expect(res.headers.get('x-request-id')).toBe('edge-7f3a.b_2-9');
  });

  it('makes one when the request has none', async () => {
    const res = await app.request('/api/health');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const other = await app.request('/api/health');
    expect(other.headers.get('x-request-id')).not.toBe(res.headers.get('x-request-id'));
  });

  it('replaces an id that is too long or carries other characters', async () => {
    for (const insane of ['x'.repeat(101), 'a b', 'id"{"level":60}', '../../etc', 'a/b']) {
      const res = await app.request('/api/health', { headers: { 'x-request-id': insane } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const longest = 'y'.repeat(100);
    const res = await app.request('/api/health', { headers: { 'x-request-id': longest } });
    expect(res.headers.get('x-request-id')).toBe(longest);
  });
});

describe('log lines', () => {
  it('log nothing for a good request while LOG_REQUESTS is off', async () => {
    await app.request('/api/auth/profile', { headers: { authorization: `Bearer ${admin}` } });
    expect(lines).toEqual([]);
  });

  it('with LOG_REQUESTS, one info line per request: route pattern, path, status, time, id, user; no secrets', async () => {
    const logging = appWith(true);
    const me = (await t.get('/api/auth/profile', admin)).body.user;
    const res = await logging.request(`/api/users/${me._id}?token=hidden-query-value`, {
      headers: { authorization: `Bearer ${admin}`, 'x-request-id': 'req-42' },
    });
    expect(res.status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: 'req-42',
      method: 'GET',
      route: '/api/users/:id',
      path: `/api/users/${me._id}`,
      status: 200,
      userId: me._id,
    });
    expect(typeof lines[0]?.ms).toBe('number');
    expect(typeof lines[0]?.msg).toBe('string');
    const text = JSON.stringify(lines);
    expect(text).not.toContain(admin);
    expect(text).not.toContain('hidden-query-value');

    lines = [];
    await logging.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'not-the-password-123' }),
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ route: '/api/auth/login', status: 401 });
    expect(JSON.stringify(lines)).not.toContain('not-the-password-123');
  });

  it('a 500 logs one error line with the request id and the error, even with LOG_REQUESTS off', async () => {
    await t.db.execute(sql`alter table mailbox rename to mailbox_gone`);
    try {
      const res = await app.request('/api/mailbox', {
        headers: { authorization: `Bearer ${admin}`, 'x-request-id': 'broken-1' },
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: 'Something went wrong on the server. Please try again.' });
      expect(res.headers.get('x-request-id')).toBe('broken-1');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 50, reqId: 'broken-1', route: '/api/mailbox', status: 500 });
      expect(lines[0]?.err?.stack).toBeTruthy();
    } finally {
      await t.db.execute(sql`alter table mailbox_gone rename to mailbox`);
    }
  });

  it('a 503 the server means (a request with its key still in flight) is a warning with its reason', async () => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
    await t.db.insert(idempotencyRecords).values({
      scope: `user:${user?.id}`,
      key: 'busy-0001',
      requestHash: sha256(Buffer.from('POST /api/auth/logout\n')),
      status: 0,
    });
    const res = await app.request('/api/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'idempotency-key': 'busy-0001', 'x-request-id': 'busy-1' },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, reqId: 'busy-1', status: 503, reason: IN_FLIGHT_MESSAGE });
    expect(lines[0]?.err).toBeUndefined();
  });
});
