import { desc, eq } from 'drizzle-orm';
import { round1 } from '#contract/percent';
import type { BackupHealth, HealthCheck } from '#contract/analytics-types';
import type { Db } from '#server/db/client';
import { backups } from '#server/db/schema/system';
import type { Env } from '#server/env';

const HOUR = 3_600_000;

/**
 * System Health's backup line: the last attempt's time, size and result. It fails when the last attempt failed,
 * and warns when the last good backup is older than two intervals (or there is none, and the server has run that
 * long), or when scheduled backups are off.
 */
export async function checkBackups(
  db: Db,
  env: Env,
  uptimeMs = process.uptime() * 1000,
): Promise<{ value: BackupHealth; check: HealthCheck }> {
  const [last] = await db.select().from(backups).orderBy(desc(backups.startedAt)).limit(1);
  const [good] = await db
    .select({ startedAt: backups.startedAt })
    .from(backups)
    .where(eq(backups.status, 'ok'))
    .orderBy(desc(backups.startedAt))
    .limit(1);
  const value: BackupHealth = {
    interval_hours: env.backupIntervalHours,
    last_at: last?.startedAt.toISOString() ?? null,
    last_status: (last?.status as BackupHealth['last_status']) ?? null,
    last_size_bytes: last?.sizeBytes ?? null,
    last_error: last?.error ?? null,
    last_good_at: good?.startedAt.toISOString() ?? null,
  };
  const now = Date.now();
  const check = (status: HealthCheck['status'], message: string) => ({
    value,
    check: { name: 'backups', status, message } satisfies HealthCheck,
  });
  const goodAge = good
    ? `The last good one is ${age(now - good.startedAt.getTime())} old.`
    : 'There is no good backup yet.';
  if (last?.status === 'failed') {
    return check('fail', `The last backup failed ${age(now - last.startedAt.getTime())} ago: ${last.error} ${goodAge}`);
  }
  const intervalMs = env.backupIntervalHours * HOUR;
  if (intervalMs <= 0) {
    const taken = last ? ` The last backup was taken ${age(now - last.startedAt.getTime())} ago.` : '';
    return check('warn', `Scheduled backups are off (BACKUP_INTERVAL_HOURS=0): run npm run db:backup.${taken}`);
  }
  if (!last) {
    if (uptimeMs > 2 * intervalMs) {
      return check('warn', `No backup has been taken yet, though the server has run for ${age(uptimeMs)}.`);
    }
    return check('ok', 'No backup yet: the first is taken within an hour of the start, then every interval.');
  }
  const lastAge = now - last.startedAt.getTime();
  if (lastAge > 2 * intervalMs) {
    return check(
      'warn',
      `The last good backup is ${age(lastAge)} old: backups are due every ${env.backupIntervalHours} hours.`,
    );
  }
  const size = last.sizeBytes === null ? '' : `: ${megabytes(last.sizeBytes)}`;
  return check('ok', `Last backup ${age(lastAge)} ago${size}, restored and checked.`);
}

/** '3 minutes', '5 hours', '2 days'. */
export function age(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  const [n, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.round(minutes / 60), 'hour']
        : [Math.round(minutes / 1440), 'day'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

const megabytes = (bytes: number) =>
  bytes < 100 * 1024 ? `${round1(bytes / 1024)} KB` : `${round1(bytes / 1024 ** 2)} MB`;
