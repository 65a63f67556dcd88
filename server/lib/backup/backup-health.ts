import { desc, eq } from 'drizzle-orm';
import { duration } from '#contract/durations';
import { HEALTH_MESSAGES } from '#contract/health-messages';
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
  const H = HEALTH_MESSAGES;
  const ago = (at: Date) => duration(now - at.getTime());
  if (last?.status === 'failed') {
    const error = last.error ?? '';
    return check(
      'fail',
      good
        ? H.backupFailedLastGood(ago(last.startedAt), error, ago(good.startedAt))
        : H.backupFailedNoGood(ago(last.startedAt), error),
    );
  }
  const intervalMs = env.backupIntervalHours * HOUR;
  if (intervalMs <= 0) return check('warn', last ? H.backupsOffTaken(ago(last.startedAt)) : H.backupsOff);
  if (!last) {
    if (uptimeMs > 2 * intervalMs) return check('warn', H.noBackupYetLate(duration(uptimeMs)));
    return check('ok', H.noBackupYet);
  }
  const lastAge = now - last.startedAt.getTime();
  if (lastAge > 2 * intervalMs) {
    return check('warn', H.backupOverdue(duration(lastAge), String(env.backupIntervalHours)));
  }
  return check(
    'ok',
    last.sizeBytes === null
      ? H.backupOk(duration(lastAge))
      : H.backupOkSized(duration(lastAge), megabytes(last.sizeBytes)),
  );
}

const megabytes = (bytes: number) =>
  bytes < 100 * 1024 ? `${round1(bytes / 1024)} KB` : `${round1(bytes / 1024 ** 2)} MB`;
