import { Hono } from 'hono';
import { readSession } from '../lib/auth';
import type { AppEnv } from '../lib/context';
import { HttpError } from '../lib/errors';
import { idempotency } from '../lib/idempotency';
import type { TestApp } from './test-app';

/** Only the Idempotency-Key middleware, in front of a test's own routes, on the test app's database. */
export function idempotentApp(t: TestApp) {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => c.json({ error: err.message }, err instanceof HttpError ? err.status : 500));
  app.use('*', async (c, next) => {
    c.set('db', t.db);
    c.set('env', t.env);
    await next();
  });
  app.use('*', readSession, idempotency);
  return app;
}
