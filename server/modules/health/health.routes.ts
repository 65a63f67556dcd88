import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { isDiskFull } from '#server/lib/disk-full';
import { type DiskSpace, fullMessage, isFull, serverDisks } from '#server/lib/disk-space';
import { blobStore } from '#server/lib/storage';

/**
 * GET /api/health: liveness, no database work, so it answers at once however busy the database is.
 * GET /api/ready: readiness, the database answers a query and the blob store is usable (503 otherwise): the local
 * directory takes a write, the S3 bucket answers HeadBucket; and neither the blob store's disk nor the data
 * directory's (PGlite) is full. A full disk is named in its check, with the bytes free (`disks`), and the answer
 * turns 200 again by itself once space is freed.
 */
export const healthRoutes = new Hono<AppEnv>().get('/', (c) => c.json({ status: 'ok' }));

export const readyRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { env } = c.var;
  const checks: Record<string, 'ok' | string> = {};
  const disks = await serverDisks(env).catch(() => [] as DiskSpace[]);
  const full = (what: DiskSpace['what']) => disks.find((d) => d.what === what && isFull(d));
  const explain = (error: unknown, what: DiskSpace['what']) => {
    const disk = disks.find((d) => d.what === what);
    if (isDiskFull(error) && disk) return fullMessage(disk);
    return error instanceof Error ? error.message : String(error);
  };
  try {
    await c.var.db.execute(sql`select 1`);
    const disk = full('data directory');
    checks.database = disk ? fullMessage(disk) : 'ok';
  } catch (error) {
    checks.database = explain(error, 'data directory');
  }
  try {
    await blobStore(env).check();
    const disk = full('blob store');
    checks.blobs = disk ? fullMessage(disk) : 'ok';
  } catch (error) {
    checks.blobs = explain(error, 'blob store');
  }
  const ready = Object.values(checks).every((v) => v === 'ok');
  return c.json({ status: ready ? 'ready' : 'not ready', checks, disks }, ready ? 200 : 503);
});
