import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './people';

/** Bearer tokens, stored as SHA-256 hashes of the random token the client holds. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/**
 * One-time links to set a password (an approved account's first password), stored as SHA-256 hashes of the token
 * in the e-mailed link: valid 48 h, used once.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_links_user_idx').on(t.userId)],
);

/**
 * Browsers that have signed in to an account before (a random token the browser keeps, stored here hashed): failed
 * sign-ins from elsewhere never lock such a device out (docs/decisions/012).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId)],
);

/** Events counted by rate limits (failed logins per account and per address, form submits, …). */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_events_bucket_at_idx').on(t.bucket, t.at)],
);

/** The first answer to a mutating request, replayed for a repeat with the same Idempotency-Key. */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The process running the request while it is in flight (server_processes.id); null on rows from before. */
    holder: text('holder'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);

/**
 * The API processes on a shared PostgreSQL that are alive: each writes its beat every few seconds
 * (server/lib/process-liveness.ts), so a request claimed by a process that stopped beating can be run again at once.
 */
export const serverProcesses = pgTable('server_processes', {
  id: text('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who did what and when; the admin dashboard's System Activity reads it. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    description: text('description').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_log_created_idx').on(t.createdAt),
    index('activity_log_actor_idx').on(t.actorId),
    index('activity_log_entity_idx').on(t.entityType, t.action, t.createdAt),
  ],
);

/**
 * Exact row counts of large tables, kept by statement-level triggers (migration row-counts-triggers), so the
 * admin dashboard's totals cost one row read instead of a count over millions of sessions.
 */
export const rowCounts = pgTable('row_counts', {
  tableName: text('table_name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/**
 * One row per backup attempt (scheduled, or `npm run db:backup`), written when it ends: its file, size, figures
 * and outcome. System Health reads the latest. A backup cut short by a crash leaves no row (and no file).
 */
export const backups = pgTable(
  'backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    trigger: text('trigger').$type<'schedule' | 'manual'>().notNull(),
    /** 'ok': written, restored into a scratch database, and its row counts matched. */
    status: text('status').$type<'ok' | 'failed'>().notNull(),
    file: text('file'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    durationMs: integer('duration_ms').notNull(),
    /** How long the snapshot's transaction lasted (on PGlite, other requests wait this long). */
    snapshotMs: integer('snapshot_ms'),
    /** How long the check (a restore into a scratch database) took. */
    checkMs: integer('check_ms'),
    rowCounts: jsonb('row_counts').$type<Record<string, number>>(),
    /** Blobs of the local store: how many the backup names, their bytes, and how many were copied this time. */
    blobs: jsonb('blobs').$type<{ count: number; bytes: number; copied: number; missing: number }>(),
    error: text('error'),
  },
  (t) => [index('backups_started_idx').on(t.startedAt)],
);
