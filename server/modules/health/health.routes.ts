import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  await c.var.db.execute(sql`select 1`);
  return c.json({ status: 'ok' });
});
