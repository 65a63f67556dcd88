import { desc } from 'drizzle-orm';
import { backups } from '#server/db/schema/system';
import { logger } from '#server/lib/logger';
import { withBackupLock } from './backup-lock';
import { type BackupContext, type BackupRecord, type BackupTrigger, takeBackup } from './backup-run';
import { onBackupSignal } from './backup-signal';

const HOUR = 3_600_000;
/** The first backup of a database that has none waits this long after the start (the demo decks convert first). */
const FIRST_DELAY = HOUR;
/** A failed backup is tried again after this long (or after the interval, when shorter). */
const RETRY_DELAY = HOUR;

export type BackupScheduler = {
  /** Takes a backup now (after the one under way, if any) and resolves with its record. */
  runNow(): Promise<BackupRecord | null>;
  stop(): void;
};

/** `signal`: take SIGUSR2 (see catchBackupSignal); `startedAt`: when this process started (the first backup's wait). */
type Options = BackupContext & { databaseUrl: string; startedAt?: Date; signal?: boolean };

/**
 * The server's backups: every BACKUP_INTERVAL_HOURS (none when 0), and on SIGUSR2 (`npm run db:backup` asking the
 * server that holds a PGlite data directory). One backup at a time in a process; on PostgreSQL one in all the
 * processes sharing the database (an advisory lock), and each process reads when the last one was taken from the
 * database, so a backup taken by another process counts.
 */
export function startBackupSchedule(options: Options): BackupScheduler {
  const intervalMs = options.env.backupIntervalHours * HOUR;
  const startedAt = options.startedAt ?? new Date();
  const abort = new AbortController();
  let chain: Promise<unknown> = Promise.resolve();
  let pending: Promise<BackupRecord | null> | null = null;
  let running = false;
  let timer: NodeJS.Timeout | undefined;

  const take = (trigger: BackupTrigger, wait: boolean) =>
    withBackupLock(options.databaseUrl, wait, async () => {
      if (trigger === 'schedule' && Date.now() < (await nextDue(options, intervalMs, startedAt))) return null;
      return takeBackup({ ...options, abort: abort.signal }, trigger);
    });

  const enqueue = (trigger: BackupTrigger, wait: boolean) => {
    const result = chain.then(async () => {
      if (abort.signal.aborted) return null;
      running = true;
      try {
        return await take(trigger, wait);
      } finally {
        running = false;
      }
    });
    chain = result.catch((err) => logger.error({ err }, 'The backup could not run'));
    return result;
  };

  const runNow = () => {
    // Asked again before the one asked for has started: that one answers both.
    pending ??= enqueue('manual', true).finally(() => {
      pending = null;
    });
    return pending;
  };

  const plan = async () => {
    if (abort.signal.aborted || intervalMs <= 0) return;
    const due = await nextDue(options, intervalMs, startedAt).catch(() => Date.now() + RETRY_DELAY);
    // Wake at least hourly: another process may have taken a backup meanwhile, or the clock may have moved.
    const wait = Math.min(Math.max(due - Date.now(), 1000), HOUR);
    timer = setTimeout(() => {
      const run = running || Date.now() < due ? Promise.resolve(null) : enqueue('schedule', false);
      void run.catch(() => {}).finally(() => void plan());
    }, wait);
    timer.unref();
  };
  void plan();

  if (options.signal) onBackupSignal(() => void runNow().catch(() => {}));

  return {
    runNow,
    stop() {
      abort.abort();
      clearTimeout(timer);
      if (options.signal) onBackupSignal(null);
    },
  };
}

/** When the next scheduled backup is due: an interval after the last attempt (sooner after a failure). */
export async function nextDue(options: BackupContext, intervalMs: number, startedAt: Date): Promise<number> {
  const [last] = await options.db
    .select({ startedAt: backups.startedAt, status: backups.status })
    .from(backups)
    .orderBy(desc(backups.startedAt))
    .limit(1);
  if (!last) return startedAt.getTime() + Math.min(intervalMs, FIRST_DELAY);
  return last.startedAt.getTime() + (last.status === 'ok' ? intervalMs : Math.min(intervalMs, RETRY_DELAY));
}
