import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { serveApp } from './static';

const dir = mkdtempSync(path.join(os.tmpdir(), 'pathshala-static-'));
mkdirSync(path.join(dir, 'assets'));
writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body>app</body></html>');
writeFileSync(path.join(dir, 'assets', 'app-new.js'), 'console.log(1)');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = new Hono<AppEnv>();
serveApp(app, dir);

describe('the built app over HTTP', () => {
  it('answers a deep link with the page, and a file that is not there with 404, never with the page', async () => {
    expect((await app.request('/assets/app-new.js')).status).toBe(200);
    for (const link of ['/dashboard', '/students/import', '/edit-session/1f0e']) {
      const page = await app.request(link);
      expect(page.status, link).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
    }
    // A chunk of the build before (a page opened before the upgrade asks for it), or an icon mistyped.
    for (const file of ['/assets/app-old.js', '/assets/style-old.css', '/icons/missing.png', '/favicon.ico']) {
      const answer = await app.request(file);
      expect(answer.status, file).toBe(404);
      expect(answer.headers.get('content-type')).not.toMatch(/text\/html/);
    }
  });
});
