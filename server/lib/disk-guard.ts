import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { diskFull } from './disk-full';
import { diskSpace, isFull } from './disk-space';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * On PGlite, a write is refused up front (503, the disk-full message) while the data directory's disk is full
 * (disk-space.ts), before the database is touched: PGlite answers a table that cannot grow with an error and goes
 * on, but when a new WAL segment cannot be created it stops answering for good, blocking the whole process
 * (measured: decision 029). Reads go on; writes are taken again as soon as space is freed.
 */
export const diskGuard = createMiddleware<AppEnv>(async (c, next) => {
  const { env } = c.var;
  if (!env.databaseUrl && WRITES.has(c.req.method) && isFull(await diskSpace('data directory', env.dataDir))) {
    c.header('Retry-After', '60');
    throw diskFull();
  }
  await next();
});
