import { sql } from 'drizzle-orm';
import { percentOf, round1 } from '#contract/percent';
import type { AdminDashboard, HealthCheck, SystemHealth } from '#contract/analytics-types';
import type { Db } from '#server/db/client';
import type { Env } from '#server/env';
import { checkBackups } from '#server/lib/backup/backup-health';
import { formatBytes, fullMessage, isFull, serverDisks } from '#server/lib/disk-space';
import { blobStore } from '#server/lib/storage';
import { isoText, rows } from '#server/lib/sql-helpers';

const ACTIVITY_ENTRIES = 10;
const SLOW_QUERY_MS = 250;
const STALE_QUEUE_MINUTES = 15;
const DISK = { warnPercent: 10, warnBytes: 1024 ** 3, failPercent: 2, failBytes: 200 * 1024 ** 2 };

/** The admin dashboard: system totals, the latest activity and real health checks. */
export async function adminDashboard(db: Db, env: Env): Promise<AdminDashboard> {
  const [overview, activity, health] = await Promise.all([totals(db), latestActivity(db), systemHealth(db, env)]);
  return { overview, time_series: activity, system_health: health };
}

async function totals(db: Db): Promise<AdminDashboard['overview']> {
  // Users in one pass along the (role, status) index; sessions from the trigger-kept count (row_counts).
  const [row] = await rows<AdminDashboard['overview']>(
    db,
    sql`
    select u.total_users, u.total_students, u.total_teachers, u.pending_approvals,
      (select count(*) from institutions)::int as total_institutions,
      (select count(*) from schools)::int as total_schools,
      coalesce((select n from row_counts where table_name = 'class_sessions'), (select count(*) from class_sessions))::int as total_sessions
    from (
      select count(*)::int as total_users, count(*) filter (where role = 'student')::int as total_students,
        count(*) filter (where role = 'teacher')::int as total_teachers,
        count(*) filter (where status = 'pending')::int as pending_approvals
      from users
    ) u`,
  );
  if (!row) throw new Error('totals query returned no row');
  return row;
}

function latestActivity(db: Db) {
  return rows<AdminDashboard['time_series'][number]>(
    db,
    sql`
    select a.id as "_id", a.description, ${isoText(sql`a.created_at`)} as timestamp, a.action, a.entity_type
    from activity_log a order by a.created_at desc, a.id limit ${ACTIVITY_ENTRIES}`,
  );
}

export async function systemHealth(db: Db, env: Env): Promise<SystemHealth> {
  const storageCheck = env.blobStore === 's3' ? checkBucket(env) : checkStorage(env);
  const [database, jobs, storage, backups] = await Promise.all([
    checkDatabase(db),
    checkJobs(db),
    storageCheck,
    checkBackups(db, env),
  ]);
  const checks: HealthCheck[] = [database.check, jobs.check, storage.check, backups.check];
  const points = checks.reduce((n, c) => n + (c.status === 'ok' ? 1 : c.status === 'warn' ? 0.5 : 0), 0);
  return {
    score: percentOf(points, checks.length, 0) ?? 0,
    status: checks.some((c) => c.status === 'fail')
      ? 'unhealthy'
      : checks.some((c) => c.status === 'warn')
        ? 'degraded'
        : 'healthy',
    checks,
    database: database.value,
    jobs: jobs.value,
    storage: storage.value,
    backups: backups.value,
    checked_at: new Date().toISOString(),
  };
}

async function checkDatabase(db: Db) {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    const latency = round1(performance.now() - started);
    const status = latency > SLOW_QUERY_MS ? 'warn' : 'ok';
    return {
      value: { reachable: true, latency_ms: latency },
      check: {
        name: 'database',
        status,
        message: `Database reachable, query took ${latency} ms`,
      } satisfies HealthCheck,
    };
  } catch (error) {
    return {
      value: { reachable: false, latency_ms: null },
      check: {
        name: 'database',
        status: 'fail',
        message: `Database not reachable: ${(error as Error).message}`,
      } satisfies HealthCheck,
    };
  }
}

async function checkJobs(db: Db) {
  const [row] = await rows<{ queued: number; running: number; failed_24h: number; oldest_queued_at: string | null }>(
    db,
    sql`
    select count(*) filter (where status = 'queued')::int as queued,
      count(*) filter (where status = 'running')::int as running,
      count(*) filter (where status = 'failed' and updated_at >= now() - interval '24 hours')::int as failed_24h,
      ${isoText(sql`min(created_at) filter (where status = 'queued')`)} as oldest_queued_at
    from jobs where status in ('queued', 'running', 'failed')`,
  );
  const value = row ?? { queued: 0, running: 0, failed_24h: 0, oldest_queued_at: null };
  const staleMinutes = value.oldest_queued_at ? (Date.now() - Date.parse(value.oldest_queued_at)) / 60_000 : 0;
  const problems: string[] = [];
  if (value.failed_24h > 0) problems.push(`${value.failed_24h} failed in the last 24 hours`);
  if (staleMinutes > STALE_QUEUE_MINUTES)
    problems.push(`oldest queued job waiting ${Math.round(staleMinutes)} minutes`);
  const check: HealthCheck = problems.length
    ? { name: 'jobs', status: 'warn', message: `Background jobs: ${problems.join('; ')}` }
    : { name: 'jobs', status: 'ok', message: `Background jobs: ${value.queued} queued, ${value.running} running` };
  return { value, check };
}

/** A bucket has no free space to measure: it is healthy when it answers. */
async function checkBucket(env: Env) {
  const value = { path: `s3://${env.s3.bucket}`, free_bytes: null, total_bytes: null, free_percent: null };
  try {
    await blobStore(env).check();
    const message = `Blob store: bucket ${env.s3.bucket} answers`;
    return { value, check: { name: 'storage', status: 'ok', message } satisfies HealthCheck };
  } catch (error) {
    const message = `Blob store unreachable: ${(error as Error).message}`;
    return { value, check: { name: 'storage', status: 'fail', message } satisfies HealthCheck };
  }
}

/**
 * The disks this server writes to: the blob store's and, on PGlite, the data directory's (one line when they are
 * the same disk). A full one (disk-space.ts) fails the check, named with its free bytes; below the warning
 * thresholds it warns. `storage` keeps the blob store's figures.
 */
async function checkStorage(env: Env) {
  try {
    const disks = await serverDisks(env);
    const shown = disks.filter((d, i) => disks.findIndex((o) => o.device === d.device) === i);
    const levels = shown.map((d) => {
      const percent = d.total_bytes > 0 ? round1((d.free_bytes / d.total_bytes) * 100) : 0;
      const status: HealthCheck['status'] =
        isFull(d) || d.free_bytes < DISK.failBytes || percent < DISK.failPercent
          ? 'fail'
          : d.free_bytes < DISK.warnBytes || percent < DISK.warnPercent
            ? 'warn'
            : 'ok';
      const what = shown.length < disks.length ? 'Blob store and data directory' : capitalise(d.what);
      const full =
        shown.length < disks.length
          ? `The disk of the blob store and the data directory is full: ${formatBytes(d.free_bytes)} free.`
          : fullMessage(d);
      const text = isFull(d) ? full : `${what}: ${formatBytes(d.free_bytes)} free (${percent}%)`;
      return { status, text, percent };
    });
    const status = levels.some((l) => l.status === 'fail')
      ? 'fail'
      : levels.some((l) => l.status === 'warn')
        ? 'warn'
        : 'ok';
    const blobs = disks.find((d) => d.what === 'blob store');
    const percent = blobs && blobs.total_bytes > 0 ? round1((blobs.free_bytes / blobs.total_bytes) * 100) : null;
    return {
      value: {
        path: env.blobDir,
        free_bytes: blobs?.free_bytes ?? null,
        total_bytes: blobs?.total_bytes ?? null,
        free_percent: percent,
      },
      check: { name: 'storage', status, message: levels.map((l) => l.text).join(' ') } satisfies HealthCheck,
    };
  } catch (error) {
    return {
      value: { path: env.blobDir, free_bytes: null, total_bytes: null, free_percent: null },
      check: {
        name: 'storage',
        status: 'warn',
        message: `Disk space unknown: ${(error as Error).message}`,
      } satisfies HealthCheck,
    };
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
