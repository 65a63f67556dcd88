import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { poolOf } from '#server/db/client';
import { enqueueJob } from '#server/lib/jobs';
import { createTestApp, type TestApp } from '#server/testing/test-app';

// GET /api/metrics as Prometheus scrapes it: behind METRICS_TOKEN, the text format, figures from real requests.
const TOKEN = 'metrics-test-token-3f9a';
let t: TestApp;
let admin: string;
let teacher: string;

beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  admin = await t.login('admin@demo.test');
  teacher = await t.login('teacher@demo.test');
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.request('GET', '/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.body as string;
};

/** The value of the sample `name` whose labels include `labels`; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('GET /api/metrics access', () => {
  it('answers 404 when METRICS_TOKEN is not set (metrics off)', async () => {
    const off = createApp({ db: t.db, env: { ...t.env, metricsToken: '' } });
    const res = await off.request('/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty('error');
  });

  it('answers 401 in the error shape without the token or with a wrong one (a user’s sign-in token too)', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${admin}`, TOKEN]) {
      const res = await t.request('GET', '/api/metrics', { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'A valid metrics token is required' });
    }
  });

  it('answers the Prometheus text format with the token', async () => {
    const res = await t.request('GET', '/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE pathshala_http_requests_total counter');
    expect(sample(res.body, 'pathshala_process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('figures', () => {
  it('counts requests by route pattern, never by path', async () => {
    const me = (await t.get('/api/auth/profile', teacher)).body.user;
    const before = sample(await scrape(), 'pathshala_http_requests_total', {
      method: 'GET',
      route: '/api/users/:id',
      status: '200',
    });
    expect((await t.get(`/api/users/${me._id}`, teacher)).status).toBe(200);
    await t.get('/api/no-such-thing/1', teacher);
    const text = await scrape();
    expect(
      sample(text, 'pathshala_http_requests_total', { method: 'GET', route: '/api/users/:id', status: '200' }),
    ).toBe((before ?? 0) + 1);
    expect(
      sample(text, 'pathshala_http_request_duration_seconds_count', { method: 'GET', route: '/api/users/:id' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'pathshala_http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(text).not.toContain(me._id);
  });

  it('labels the built app’s files "static", and an unknown API path "unmatched" even with the app served', async () => {
    const staticDir = mkdtempSync(path.join(os.tmpdir(), 'pathshala-static-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Pathshala</title>');
    const served = createApp({ db: t.db, env: { ...t.env, staticDir } });
    expect((await served.request('/classes/6/deep-link')).status).toBe(200);
    expect((await served.request('/index.html')).status).toBe(200);
    expect((await served.request('/api/nothing-here')).status).toBe(404);
    const res = await served.request('/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    const text = await res.text();
    expect(sample(text, 'pathshala_http_requests_total', { method: 'GET', route: 'static', status: '200' })).toBe(2);
    expect(sample(text, 'pathshala_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
  });

  it('shows queued jobs by kind, and the age of the oldest', async () => {
    const kind = 'metrics.test';
    await enqueueJob(t.db, { kind, payload: {}, createdAt: new Date(Date.now() - 120_000) });
    await enqueueJob(t.db, { kind, payload: {} });
    const text = await scrape();
    expect(sample(text, 'pathshala_jobs_queue_depth', { kind, status: 'queued' })).toBe(2);
    expect(sample(text, 'pathshala_jobs_oldest_queued_age_seconds', { kind })).toBeGreaterThanOrEqual(119);
  });

  it('counts outbox calls carrying an Idempotency-Key, and a repeat answered from the stored first answer', async () => {
    const id = randomUUID();
    const key = randomUUID();
    const before = await scrape();
    const cancel = () =>
      t.request('POST', `/api/class-sessions/${id}/cancel`, {
        token: teacher,
        body: { deviceId: 'device-m' },
        headers: { 'idempotency-key': key },
      });
    const first = await cancel();
    const repeat = await cancel();
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(repeat.status).toBe(first.status);
    // Without a key it is not an outbox replay.
    await t.post(`/api/class-sessions/${id}/cancel`, { deviceId: 'device-m' }, teacher);
    const after = await scrape();
    const cancels = (text: string) => sample(text, 'pathshala_outbox_replays_total', { kind: 'cancel' }) ?? 0;
    expect(cancels(after) - cancels(before)).toBe(2);
    const repeats = (text: string) =>
      sample(text, 'pathshala_idempotent_replays_total', { route: '/api/class-sessions/:id/cancel' }) ?? 0;
    expect(repeats(after) - repeats(before)).toBe(1);
  });

  it('shows the PostgreSQL pool’s use (none on PGlite, which has no pool)', async () => {
    const text = await scrape();
    const pool = poolOf(t.db);
    expect(Boolean(pool)).toBe(Boolean(process.env.DATABASE_URL));
    if (!pool) {
      expect(text).not.toContain('pathshala_db_pool_');
      return;
    }
    expect(sample(text, 'pathshala_db_pool_max_connections')).toBe(10);
    expect(sample(text, 'pathshala_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'pathshala_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'pathshala_db_pool_waiting_clients')).toBe(0);
  });
});
