import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/** The reference for bench/auth-latency.ts: a bare Hono JSON route on @hono/node-server, nothing else. */
const app = new Hono().get('/json', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, (info) => {
  console.log(`bare hono listening on ${info.port}`);
});
process.on('SIGTERM', () => process.exit(0));
