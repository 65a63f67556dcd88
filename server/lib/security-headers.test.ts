import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/client';
import { demoIds } from '../testing/people-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

const SESSION_CHECK = "(function () { window.checked = 'yes'; })();\n";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A built app to serve, so the page's own headers are checked too.
  mkdirSync(t.env.staticDir, { recursive: true });
  writeFileSync(
    path.join(t.env.staticDir, 'index.html'),
    '<!doctype html><head><script src="/session-check.js" async></script></head><script type="module" src="/a.js"></script>',
  );
  writeFileSync(path.join(t.env.staticDir, 'session-check.js'), SESSION_CHECK);
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends a Content-Security-Policy that allows no inline script but the session check, by its hash', async () => {
    const app = createApp({ db: t.db, env: t.env });
    const res = await app.request('/login');
    const csp = res.headers.get('content-security-policy') ?? '';
    // The session check is inside the page, after the metas it reads, and no longer asked for as a file.
    const page = await res.text();
    expect(page).toContain(`<script>${SESSION_CHECK}</script></head>`);
    expect(page).not.toContain('src="/session-check.js"');
    const hash = createHash('sha256').update(SESSION_CHECK).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' blob: data:");
  });

  it('keeps signed-in JSON out of caches', async () => {
    const token = await t.login('teacher@demo.test');
    const res = await t.get('/api/auth/profile', token);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  // Issue 38: the CSV exports carried no Cache-Control at all.
  it('keeps the CSV exports (sessions, a class register) out of caches too', async () => {
    const token = await t.login('teacher@demo.test');
    const { mohali } = await demoIds(t);
    for (const url of ['/api/class-sessions/export', `/api/classes/${mohali}/6A/register/export?month=2026-11`]) {
      const res = await t.get(url, token);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/^text\/csv/);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
    }
  });

  it('sends HSTS only for a request that came over HTTPS (through a trusted proxy)', async () => {
    expect((await t.get('/api/health')).headers.get('strict-transport-security')).toBeNull();
    const https = await t.request('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const untrusted = createApp({ db: t.db, env: { ...t.env, trustProxy: false } });
    const direct = await untrusted.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(direct.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('health and readiness', () => {
  it('/api/health does no database work; /api/ready says when the database is down', async () => {
    const broken = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    const app = createApp({ db: broken, env: t.env });
    const health = await app.request('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await app.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      status: 'not ready',
      checks: { database: 'connection refused', blobs: 'ok' },
    });
    const fine = await t.get('/api/ready');
    expect(fine.status).toBe(200);
    expect(fine.body).toMatchObject({ status: 'ready', checks: { database: 'ok', blobs: 'ok' } });
    expect(Object.keys(fine.body)).toEqual(['status', 'checks', 'disks']); // the free bytes of each disk it writes to
    expect(fine.body.disks[0]).toMatchObject({ what: 'blob store', free_bytes: expect.any(Number) });
  });
});
