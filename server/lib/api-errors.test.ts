import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const JSON_TYPE = { 'content-type': 'application/json' };

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"}', async () => {
    const res = await t.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('bad request bodies answer 400 in the one error shape, never 500', () => {
  it('invalid JSON', async () => {
    const res = await t.request('POST', '/api/auth/login', { raw: '{"email": "a@b.c", ', headers: JSON_TYPE });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The request body is not valid JSON' });
  });

  it('a wrong content type', async () => {
    const raw = JSON.stringify({ email: 'teacher@demo.test', password: 'demo1234' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.request('POST', '/api/auth/login', { raw, headers: { 'content-type': type } });
      expect(res.status, type).toBe(400);
      expect(res.body).toEqual({ error: 'The request body must be JSON (Content-Type: application/json)' });
    }
  });

  it('accepts JSON with a charset', async () => {
    const raw = JSON.stringify({ email: 'teacher@demo.test', password: 'demo1234' });
    const res = await t.request('POST', '/api/auth/login', {
      raw,
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-forwarded-for': '10.9.9.9' },
    });
    expect(res.status).toBe(200);
  });

  it('a body that fails its schema, with one message per field', async () => {
    const res = await t.post('/api/auth/login', { email: 'not-an-email', password: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Email is invalid, Password is required',
      details: [
        { field: 'email', msg: 'Email is invalid' },
        { field: 'password', msg: 'Password is required' },
      ],
    });
  });

  it('missing fields, wrong types, an empty body, null and an array', async () => {
    const missing = await t.post('/api/auth/login', {});
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([
      { field: 'email', msg: 'Email is required' },
      { field: 'password', msg: 'Password is required' },
    ]);

    const wrongTypes = await t.post('/api/auth/login', { email: 42, password: { secret: true } });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.details.map((d: { field: string }) => d.field)).toEqual(['email', 'password']);

    const empty = await t.request('POST', '/api/auth/login', { raw: '', headers: JSON_TYPE });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toEqual(expect.any(String));

    for (const raw of ['null', '[]', '"text"', '12']) {
      const res = await t.request('POST', '/api/auth/login', { raw, headers: JSON_TYPE });
      expect(res.status, raw).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON for every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await t.request(method, '/api/no-such-thing/123');
      expect(res.status, method).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.body.error).toEqual(expect.any(String));
    }
    expect((await t.get('/api')).status).toBe(404);
  });

  it('answer 404 JSON, not the app page, when the built app is served', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const staticDir = mkdtempSync(path.join(tmpdir(), 'pathshala-static-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Pathshala</title>');
    const { createApp } = await import('../app');
    const app = createApp({ db: t.db, env: { ...t.env, staticDir } });

    const api = await app.request('/api/unknown');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: expect.any(String) });
    const page = await app.request('/some/deep/link');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Pathshala</title>');
  });
});
