import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { institutionBody } from '#server/testing/people-fixtures';
import { startServerProcess } from '#tests/e2e/support/server-process';
import { freePort } from '../../../bench/support/servers';

// The restore drill of docs/deploy.md, with the real commands: a running server asked for a backup by
// `npm run db:backup`, then stopped; `npm run db:restore -- <file>` into a new data directory; the server started on
// it serves what the first one held (a record made there, the slide images), and the demo seed does not run.
const root = mkdtempSync(path.join(os.tmpdir(), 'pathshala-drill-'));
// A port the system has free (a random one in 42000–44000 is in the range its client sockets take: seen taken).
const port = await freePort();
const base = `http://127.0.0.1:${port}/api`;
const settings = { SEED_DEMO: 'true', DEMO_DECK_SLIDES: '2', BACKUP_INTERVAL_HOURS: '0', LOG_LEVEL: 'info' };

function command(script: string, env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, ...settings, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => resolve({ code, out }));
  });
}

async function api(pathname: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${pathname}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}
const json = (r: { bytes: Buffer }) => JSON.parse(r.bytes.toString('utf8'));
const signIn = async () =>
  json(await api('/auth/login', undefined, { email: 'admin@demo.test', password: 'demo1234' })).token as string;

describe.runIf(!process.env.DATABASE_URL)('the restore drill', () => {
  it('restores a running server’s backup into a new data directory the next server starts on', {
    timeout: 600_000,
  }, async () => {
    const a = path.join(root, 'a');
    const b = path.join(root, 'b');
    const first = await startServerProcess({ port, dataDir: a, env: settings, logFile: path.join(root, 'a.log') });
    let file: string;
    let image: Buffer;
    let imageUrl: string;
    try {
      const admin = await signIn();
      // The demo decks are converted after the start: wait for one.
      let slides: { imageUrl: string }[] = [];
      for (let i = 0; i < 600 && !slides.length; i++, await sleep(500)) {
        slides = json(await api('/course-materials/class/6', admin)).material?.slides ?? [];
      }
      imageUrl = (slides[0] as { imageUrl: string }).imageUrl;
      image = (await api(imageUrl.replace(/^\/api/, ''), admin)).bytes;
      expect(image.length).toBeGreaterThan(100);
      const made = await api('/institutions', admin, institutionBody('Drill Education Trust'));
      expect(made.status).toBe(201);

      const backup = await command('scripts/db-backup.ts', { DATA_DIR: a });
      expect(backup.out).toMatch(/Asked the server \(process \d+\) for a backup/);
      expect(backup.code).toBe(0);
      file = /Backup written and checked in [\d.]+ s: (\S+) \(/.exec(backup.out)?.[1] as string;
      expect(file).toBeTruthy();
    } finally {
      await first.stop();
    }

    const restore = await command('scripts/db-restore.ts', { DATA_DIR: b }, [file]);
    expect(restore.out).toMatch(/Restored \d+ rows in \d+ tables/);
    expect(restore.code).toBe(0);

    const second = await startServerProcess({ port, dataDir: b, env: settings, logFile: path.join(root, 'b.log') });
    try {
      const admin = await signIn();
      const list = json(await api('/institutions?search=Drill', admin));
      expect(JSON.stringify(list)).toContain('Drill Education Trust');
      expect((await api(imageUrl.replace(/^\/api/, ''), admin)).bytes).toEqual(image);
    } finally {
      await second.stop();
    }
    expect(readFileSync(path.join(root, 'a.log'), 'utf8')).toContain('Loaded the demo data');
    expect(readFileSync(path.join(root, 'b.log'), 'utf8')).not.toContain('Loaded the demo data');
  });
});
