import { sql } from 'drizzle-orm';
import { HEALTH_MESSAGES as M } from '#contract/health-messages';
import { percentOf, round1 } from '#contract/percent';
import type { AdminDashboard, HealthCheck, SystemHealth } from '#contract/analytics-types';
import type { Db } from '#server/db/client';
import type { Env } from '#server/env';
import { checkBackups } from '#server/lib/backup/backup-health';
import { type DiskSpace, formatBytes, fullMessage, isFull, serverDisks } from '#server/lib/disk-space';
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
        message: M.databaseReachable(String(latency)),
      } satisfies HealthCheck,
    };
  } catch (error) {
    return {
      value: { reachable: false, latency_ms: null },
      check: {
        name: 'database',
        status: 'fail',
        message: M.databaseUnreachable((error as Error).message),
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
  const failed = value.failed_24h > 0 ? String(value.failed_24h) : null;
  const waiting = staleMinutes > STALE_QUEUE_MINUTES ? String(Math.round(staleMinutes)) : null;
  const warning =
    failed && waiting
      ? M.jobsFailedAndWaiting(failed, waiting)
      : failed
        ? M.jobsFailed(failed)
        : waiting
          ? M.jobsWaiting(waiting)
          : null;
  const check: HealthCheck = warning
    ? { name: 'jobs', status: 'warn', message: warning }
    : { name: 'jobs', status: 'ok', message: M.jobsRunning(String(value.queued), String(value.running)) };
  return { value, check };
}

/** A bucket has no free space to measure: it is healthy when it answers. */
async function checkBucket(env: Env) {
  const value = { path: `s3://${env.s3.bucket}`, free_bytes: null, total_bytes: null, free_percent: null };
  try {
    await blobStore(env).check();
    const message = M.bucketAnswers(env.s3.bucket);
    return { value, check: { name: 'storage', status: 'ok', message } satisfies HealthCheck };
  } catch (error) {
    const message = M.bucketUnreachable((error as Error).message);
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
    const shared = shown.length < disks.length;
    const levels = shown.map((d) => {
      const percent = d.total_bytes > 0 ? round1((d.free_bytes / d.total_bytes) * 100) : 0;
      const status: HealthCheck['status'] =
        isFull(d) || d.free_bytes < DISK.failBytes || percent < DISK.failPercent
          ? 'fail'
          : d.free_bytes < DISK.warnBytes || percent < DISK.warnPercent
            ? 'warn'
            : 'ok';
      return { status, disk: d, full: isFull(d), percent };
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
      check: { name: 'storage', status, message: storageMessage(levels, shared) } satisfies HealthCheck,
    };
  } catch (error) {
    return {
      value: { path: env.blobDir, free_bytes: null, total_bytes: null, free_percent: null },
      check: {
        name: 'storage',
        status: 'warn',
        message: M.diskUnknown((error as Error).message),
      } satisfies HealthCheck,
    };
  }
}

type DiskLevel = { disk: DiskSpace; full: boolean; percent: number };

/**
 * The storage check's words: a sentence for each disk shown ('Blob store: 3.2 GB free (40%)', or the full disk's),
 * both in one message when the blob store and the data directory are two disks; one sentence when they share one.
 */
function storageMessage(levels: DiskLevel[], shared: boolean): string {
  const free = (l: DiskLevel) => formatBytes(l.disk.free_bytes);
  const percent = (l: DiskLevel) => String(l.percent);
  const [first, second] = levels;
  if (!first) return '';
  if (shared) return first.full ? M.sharedDiskFull(free(first)) : M.sharedDiskFree(free(first), percent(first));
  if (!second) {
    if (first.full) return fullMessage(first.disk);
    return (first.disk.what === 'blob store' ? M.blobsFree : M.dataFree)(free(first), percent(first));
  }
  // Two disks: the blob store's first, then the data directory's (serverDisks' order).
  const [blobs, data] = first.disk.what === 'blob store' ? [first, second] : [second, first];
  if (blobs.full && data.full) return M.bothFull(free(blobs), blobs.disk.path, free(data), data.disk.path);
  if (blobs.full) return M.blobsFullDataFree(free(blobs), blobs.disk.path, free(data), percent(data));
  if (data.full) return M.blobsFreeDataFull(free(blobs), percent(blobs), free(data), data.disk.path);
  return M.bothFree(free(blobs), percent(blobs), free(data), percent(data));
}
