import { sql } from 'drizzle-orm';
import { type ReadyAnswer, system } from '#contract/system-endpoints';
import type { AppContext } from '#server/lib/context';
import { isDiskFull } from '#server/lib/disk-full';
import { type DiskSpace, fullMessage, isFull, serverDisks } from '#server/lib/disk-space';
import { endpointRoutes } from '#server/lib/endpoint-route';
import { blobStore } from '#server/lib/storage';

/**
 * GET /api/health: liveness, no database work, so it answers at once however busy the database is.
 * GET /api/ready: readiness, the database answers a query and the blob store is usable (503 otherwise): the local
 * directory takes a write, the S3 bucket answers HeadBucket; and neither the blob store's disk nor the data
 * directory's (PGlite) is full. A full disk is named in its check, with the bytes free (`disks`), and the answer
 * turns 200 again by itself once space is freed.
 */
const alive = { status: 'ok' } as const;
export const healthRoutes = endpointRoutes('/health').serve(system.health, [], async () => alive).router;

async function readiness(c: AppContext): Promise<ReadyAnswer> {
  const { env } = c.var;
  const disks = await serverDisks(env).catch(() => [] as DiskSpace[]);
  const full = (what: DiskSpace['what']) => disks.find((d) => d.what === what && isFull(d));
  const explain = (error: unknown, what: DiskSpace['what']) => {
    const disk = disks.find((d) => d.what === what);
    if (isDiskFull(error) && disk) return fullMessage(disk);
    return error instanceof Error ? error.message : String(error);
  };
  let database: string;
  try {
    await c.var.db.execute(sql`select 1`);
    const disk = full('data directory');
    database = disk ? fullMessage(disk) : 'ok';
  } catch (error) {
    database = explain(error, 'data directory');
  }
  let blobs: string;
  try {
    await blobStore(env).check();
    const disk = full('blob store');
    blobs = disk ? fullMessage(disk) : 'ok';
  } catch (error) {
    blobs = explain(error, 'blob store');
  }
  const ready = database === 'ok' && blobs === 'ok';
  return {
    status: ready ? 'ready' : 'not ready',
    checks: { database, blobs },
    // The device number that tells two folders on one disk apart stays inside the server.
    disks: disks.map(({ what, path, free_bytes, total_bytes }) => ({ what, path, free_bytes, total_bytes })),
  };
}

/** Not ready: the same answer with 503, which is what a load balancer's probe reads. */
export const readyRoutes = endpointRoutes('/ready').serve(system.ready, [], async (c) => {
  const answer = await readiness(c);
  return answer.status === 'ready' ? answer : c.json(answer, 503);
}).router;
