import { valued } from './valued';

/**
 * System Health's checks as the server words them (issue 42): a page in Hindi or Punjabi shows each in its language
 * by its template (src/i18n/contract-text.ts). What the operating system or a bucket answers is shown as it came.
 *
 * Figures are passed as text, as the server printed them; a size is formatBytes's ('3.2 MB'). Each disk has its own
 * sentences, so that each translates whole. The storage check writes one sentence per disk, joined by a space: the
 * two-disk sentences come first, as the one-disk ones would match them too (the page takes the first match).
 */
export const HEALTH_MESSAGES = {
  // The database.
  databaseReachable: valued<[string]>('Database reachable, query took {ms} ms'),
  databaseUnreachable: valued<[string]>('Database not reachable: {error}'),

  // Background jobs.
  jobsRunning: valued<[string, string]>('Background jobs: {queued} queued, {running} running'),
  jobsFailedAndWaiting: valued<[string, string]>(
    'Background jobs: {failed} failed in the last 24 hours; oldest queued job waiting {minutes} minutes',
  ),
  jobsFailed: valued<[string]>('Background jobs: {failed} failed in the last 24 hours'),
  /** Past 15 minutes. */
  jobsWaiting: valued<[string]>('Background jobs: oldest queued job waiting {minutes} minutes'),

  // A bucket (S3).
  bucketAnswers: valued<[string]>('Blob store: bucket {bucket} answers'),
  bucketUnreachable: valued<[string]>('Blob store unreachable: {error}'),

  // The blob store's disk and the data directory's, when they are two disks: both sentences in one message.
  bothFree: valued<[string, string, string, string]>(
    'Blob store: {blobFree} free ({blobPercent}%) Data directory: {dataFree} free ({dataPercent}%)',
  ),
  blobsFreeDataFull: valued<[string, string, string, string]>(
    "Blob store: {blobFree} free ({blobPercent}%) The data directory's disk is full: {dataFree} free in {dataPath}.",
  ),
  blobsFullDataFree: valued<[string, string, string, string]>(
    "The blob store's disk is full: {blobFree} free in {blobPath}. Data directory: {dataFree} free ({dataPercent}%)",
  ),
  bothFull: valued<[string, string, string, string]>(
    "The blob store's disk is full: {blobFree} free in {blobPath}. The data directory's disk is full: {dataFree} free in {dataPath}.",
  ),

  // One disk.
  blobsFree: valued<[string, string]>('Blob store: {free} free ({percent}%)'),
  dataFree: valued<[string, string]>('Data directory: {free} free ({percent}%)'),
  sharedDiskFree: valued<[string, string]>('Blob store and data directory: {free} free ({percent}%)'),
  /** Also /api/ready's answer (server/lib/disk-space.ts). */
  blobsFull: valued<[string, string]>("The blob store's disk is full: {free} free in {path}."),
  dataFull: valued<[string, string]>("The data directory's disk is full: {free} free in {path}."),
  sharedDiskFull: valued<[string]>('The disk of the blob store and the data directory is full: {free} free.'),
  diskUnknown: valued<[string]>('Disk space unknown: {error}'),

  // Backups (server/lib/backup/backup-health.ts); {age} is a duration (contract/durations.ts), translated too.
  backupFailedLastGood: valued<[string, string, string]>(
    'The last backup failed {age} ago: {error} The last good one is {goodAge} old.',
  ),
  backupFailedNoGood: valued<[string, string]>(
    'The last backup failed {age} ago: {error} There is no good backup yet.',
  ),
  backupsOffTaken: valued<[string]>(
    'Scheduled backups are off (BACKUP_INTERVAL_HOURS=0): run npm run db:backup. The last backup was taken {age} ago.',
  ),
  backupsOff: 'Scheduled backups are off (BACKUP_INTERVAL_HOURS=0): run npm run db:backup.',
  noBackupYetLate: valued<[string]>('No backup has been taken yet, though the server has run for {age}.'),
  noBackupYet: 'Scheduled: the first backup is taken within an hour of the start, then every interval.',
  backupOverdue: valued<[string, string]>('The last good backup is {age} old: backups are due every {hours} hours.'),
  backupOkSized: valued<[string, string]>('Last backup {age} ago: {size}, restored and checked.'),
  backupOk: valued<[string]>('Last backup {age} ago, restored and checked.'),
} as const;
