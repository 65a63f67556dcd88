import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../app';
import { createPGlite, type Database, openDatabase } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/demo-plan';
import { type Env, loadEnv } from '../env';
import { apiClient, checkAnswer, type RequestOptions, type TestResponse } from './api-client';
import { withDatabase } from './template';

export type { RequestOptions, TestResponse };

/**
 * A real app on its own copy of the seeded demo database (PGlite, or PostgreSQL with DATABASE_URL).
 * Requests go through app.fetch, exactly as over HTTP.
 */
export async function createTestApp(overrides: Partial<Env> = {}, options: { pgliteDir?: string } = {}) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const template = inject('dbTemplate');
  let database: Database;
  let ownUrl = '';
  let dropDatabase = async () => {};
  if (databaseUrl) {
    const name = `pathshala_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    ownUrl = withDatabase(databaseUrl, name);
    database = await openDatabase({ databaseUrl: ownUrl });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dump = await readFile(template);
    // pgliteDir: the database's files in that folder (a small disk in the full-disk tests), not in memory.
    const client = await createPGlite({ loadDataDir: new Blob([dump]), dataDir: options.pgliteDir });
    database = await openDatabase({ pglite: client });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathshala-test-'));
  const env: Env = {
    ...loadEnv(),
    // This app's own database (what a backup connects to), not the server the test databases live on.
    databaseUrl: ownUrl,
    dataDir,
    blobDir: path.join(dataDir, 'blobs'),
    backupDir: path.join(dataDir, 'backups'),
    staticDir: path.join(dataDir, 'no-static'),
    trustProxy: true,
    ...overrides,
  };
  const app = createApp({ db: database.db, env });
  let addressCounter = 0;

  async function request<T = any>(method: string, url: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await app.request(url, { method, headers, body });
    const type = res.headers.get('content-type') ?? '';
    const parsed = type.includes('application/json') ? await res.json() : await res.text();
    checkAnswer(method, url, res.status, parsed);
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
    // Each test login comes from its own address so per-address limits never leak between tests.
    const res = await request('POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': `10.0.${Math.floor(addressCounter / 250)}.${addressCounter++ % 250}` },
    });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token as string;
  }

  return {
    app,
    db: database.db,
    env,
    request,
    /** The typed client: `api.sessions.endSession({ params, body, token })` (api-client.ts). */
    api: apiClient(request),
    login,
    get: <T = any>(url: string, token?: string) => request<T>('GET', url, { token }),
    post: <T = any>(url: string, body: unknown, token?: string, headers?: Record<string, string>) =>
      request<T>('POST', url, { body, token, headers }),
    put: <T = any>(url: string, body: unknown, token?: string) => request<T>('PUT', url, { body, token }),
    patch: <T = any>(url: string, body: unknown, token?: string) => request<T>('PATCH', url, { body, token }),
    del: <T = any>(url: string, token?: string) => request<T>('DELETE', url, { token }),
    async close() {
      await database.close();
      await dropDatabase();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
