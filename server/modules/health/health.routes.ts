import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';

/**
 * GET /api/health: liveness, no database work, so it answers at once however busy the database is.
 * GET /api/ready: readiness, the database answers a query and the blob store takes a write (503 otherwise).
 */
export const healthRoutes = new Hono<AppEnv>().get('/', (c) => c.json({ status: 'ok' }));

export const readyRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const checks: Record<string, 'ok' | string> = {};
  try {
    await c.var.db.execute(sql`select 1`);
    checks.database = 'ok';
  } catch (error) {
    checks.database = error instanceof Error ? error.message : String(error);
  }
  try {
    const probe = path.join(c.var.env.blobDir, '.ready');
    await mkdir(c.var.env.blobDir, { recursive: true });
    await writeFile(probe, String(Date.now()));
    await rm(probe, { force: true });
    checks.blobs = 'ok';
  } catch (error) {
    checks.blobs = error instanceof Error ? error.message : String(error);
  }
  const ready = Object.values(checks).every((v) => v === 'ok');
  return c.json({ status: ready ? 'ready' : 'not ready', checks }, ready ? 200 : 503);
});
