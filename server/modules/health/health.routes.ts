import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { blobStore } from '#server/lib/storage';

/**
 * GET /api/health: liveness, no database work, so it answers at once however busy the database is.
 * GET /api/ready: readiness, the database answers a query and the blob store is usable (503 otherwise): the local
 * directory takes a write, the S3 bucket answers HeadBucket.
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
    await blobStore(c.var.env).check();
    checks.blobs = 'ok';
  } catch (error) {
    checks.blobs = error instanceof Error ? error.message : String(error);
  }
  const ready = Object.values(checks).every((v) => v === 'ok');
  return c.json({ status: ready ? 'ready' : 'not ready', checks }, ready ? 200 : 503);
});
