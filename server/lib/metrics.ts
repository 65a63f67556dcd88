import { inArray, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { OutboxKind } from '#contract/outbox-calls';
import { type Db, poolOf } from '../db/client';
import { jobs } from '../db/schema/teaching';
import { routeLabel } from './route-label';

/** Every metric of the server carries this prefix, the process's default metrics too. */
export const METRICS_PREFIX = 'pathshala_';
const p = (name: string) => `${METRICS_PREFIX}${name}`;

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The calls a device's outbox replays (contract/outbox-calls.ts), by method and route pattern. */
const OUTBOX_ROUTES: Record<string, OutboxKind> = {
  'POST /api/class-sessions/start-slide-session': 'start',
  'PUT /api/class-sessions/:id/update-slide': 'position',
  'POST /api/class-sessions/:id/end-session': 'end',
  'POST /api/class-sessions/:id/cancel': 'cancel',
};

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * One app's metrics in a registry of its own (tests make several apps in one process). Request counts and latency
 * by route pattern, outbox replays, idempotent repeats; at scrape time the job queue (one grouped query) and, on
 * PostgreSQL, the connection pool. PGlite has no pool: one connection, no pool metrics.
 */
export function createMetrics(db: Db) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRICS_PREFIX });
  const registers = [registry];

  const requests = new Counter({
    name: p('http_requests_total'),
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: p('http_request_duration_seconds'),
    help: 'Time to answer an HTTP request (until the response starts), by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const outboxReplays = new Counter({
    name: p('outbox_replays_total'),
    help: 'Offline outbox calls received (class-session start, position, end, cancel with an Idempotency-Key)',
    labelNames: ['kind'] as const,
    registers,
  });
  const idempotentReplays = new Counter({
    name: p('idempotent_replays_total'),
    help: 'Repeats of an Idempotency-Key answered with the stored first answer, by route pattern',
    labelNames: ['route'] as const,
    registers,
  });
  const queueDepth = new Gauge({
    name: p('jobs_queue_depth'),
    help: 'Background jobs waiting (queued) or running, by kind',
    labelNames: ['kind', 'status'] as const,
    registers,
  });
  const oldestQueued = new Gauge({
    name: p('jobs_oldest_queued_age_seconds'),
    help: 'Age of the oldest queued job, by kind (0: none queued)',
    labelNames: ['kind'] as const,
    registers,
  });
  registerPoolGauges(db, registers);

  const seenKinds = new Set<string>();
  async function collectJobs() {
    const rows = await db
      .select({
        kind: jobs.kind,
        status: jobs.status,
        count: sql<number>`count(*)::int`,
        oldest: sql<number>`extract(epoch from now() - min(${jobs.createdAt}))::float8`,
      })
      .from(jobs)
      .where(inArray(jobs.status, ['queued', 'running']))
      .groupBy(jobs.kind, jobs.status);
    // A kind seen once stays in the series at 0, so a drained queue reads 0 rather than vanishing.
    for (const row of rows) seenKinds.add(row.kind);
    for (const kind of seenKinds) {
      for (const status of ['queued', 'running']) {
        const row = rows.find((r) => r.kind === kind && r.status === status);
        queueDepth.set({ kind, status }, Number(row?.count ?? 0));
        if (status === 'queued') oldestQueued.set({ kind }, Math.max(0, Number(row?.oldest ?? 0)));
      }
    }
  }

  /** Counts and times every request; the outermost middleware after the request log. */
  const middleware = createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
    const route = routeLabel(c);
    requests.inc({ method, route, status: String(c.res.status) });
    duration.observe({ method, route }, (performance.now() - started) / 1000);
    const kind = OUTBOX_ROUTES[`${c.req.method} ${route}`];
    if (kind && c.req.header('idempotency-key')) outboxReplays.inc({ kind });
    // server/lib/idempotency.ts marks the stored first answer it gives again.
    if (c.res.headers.get('idempotent-replayed') === 'true') idempotentReplays.inc({ route });
  });

  return {
    registry,
    middleware,
    /** The Prometheus text exposition, with the job queue read now. */
    async scrape(): Promise<string> {
      await collectJobs();
      return registry.metrics();
    },
  };
}

/** On PostgreSQL, the pg Pool's connections, read at scrape time. */
function registerPoolGauges(db: Db, registers: Registry[]) {
  const pool = poolOf(db);
  if (!pool) return;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name: p(name),
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  gauge('db_pool_connections', 'PostgreSQL connections open in the pool (idle or in use)', () => pool.totalCount);
  gauge('db_pool_idle_connections', 'PostgreSQL connections open and idle', () => pool.idleCount);
  gauge('db_pool_waiting_clients', 'Queries waiting for a free PostgreSQL connection', () => pool.waitingCount);
  gauge('db_pool_max_connections', 'The pool’s connection limit', () => pool.options.max ?? 10);
}
