/**
 * The backup file (docs/decisions/027): gzip of JSON lines, engine-neutral (PGlite and PostgreSQL read and write
 * the same file).
 *
 *   {"format":"pathshala-backup","version":1,…header}      what it holds: migrations, row counts, sequences, blobs
 *   @table users                                           then each table, parents before children,
 *   {"id":"…","email":"…",…}                               one row per line (row_to_json)
 *   @blobs-missing ["videos/…"]                            (only when a listed blob vanished before it was copied)
 *   @end {"sha256":"…"}                                    the SHA-256 of every byte above this line
 *
 * A file without its `@end` line is incomplete, and one whose bytes do not hash to it is damaged: both are refused.
 */
export const BACKUP_FORMAT = 'pathshala-backup';
export const BACKUP_VERSION = 1;

export type BackupMigration = { tag: string | null; when: number; hash: string };

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** The migrations applied to the database backed up, oldest first (drizzle.__drizzle_migrations). */
  migrations: BackupMigration[];
  /** Rows per table in the snapshot, in the order the tables follow in the file (parents first). */
  tables: Record<string, number>;
  /** Each sequence's last value, as text (null: never used). */
  sequences: Record<string, string | null>;
  /** The local store's blobs when the snapshot was taken ([key, bytes]); null with BLOB_STORE=s3. */
  blobs: [string, number][] | null;
};

export const TABLE_LINE = '@table ';
export const MISSING_LINE = '@blobs-missing ';
export const END_LINE = '@end ';

/** Backup files sort by name in time order: pathshala-backup-2025-01-31T02-00-00-000Z.jsonl.gz. */
export const BACKUP_FILE = /^pathshala-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.jsonl\.gz$/;
export const backupFileName = (at: Date) => `pathshala-backup-${at.toISOString().replace(/[:.]/g, '-')}.jsonl.gz`;

/** A backup file that cannot be used: damaged, incomplete, or not a backup. Its message is for the operator. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

export function parseHeader(line: string, file: string): BackupHeader {
  let header: BackupHeader;
  try {
    header = JSON.parse(line) as BackupHeader;
  } catch {
    throw new BackupFileError(`${file} is not a Pathshala backup (its first line is not a backup header).`);
  }
  if (header?.format !== BACKUP_FORMAT) {
    throw new BackupFileError(`${file} is not a Pathshala backup (its first line is not a backup header).`);
  }
  if (header.version !== BACKUP_VERSION) {
    throw new BackupFileError(
      `${file} is a backup in format version ${header.version}; this Pathshala reads version ${BACKUP_VERSION}. ` +
        'Restore it with the Pathshala version that made it.',
    );
  }
  return header;
}
