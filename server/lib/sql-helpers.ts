import { type SQL, sql } from 'drizzle-orm';
import { isUuid } from '#contract/list-query';
import type { Db } from '../db/client';
import { conflict, notFound } from '#server/lib/errors';

/** An ILIKE pattern matching `text` anywhere, with LIKE's wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export const offsetOf = (q: { page: number; limit: number }) => (q.page - 1) * q.limit;

/** A path id that is not a uuid names no record: 404, as for an unknown id. */
export function idOr404(id: string, message: string): string {
  if (!isUuid(id)) throw notFound(message);
  return id.toLowerCase();
}

type PgLikeError = { code?: string; constraint?: string; message?: string; cause?: unknown };

/** The PostgreSQL error behind a driver or Drizzle error (both drivers put it in `cause`). */
export function pgError(err: unknown): PgLikeError | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as PgLikeError;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return undefined;
}

/** Turns a unique or foreign-key violation into a 409 with `messages[constraint]` (or `fallback`); rethrows others. */
export function rethrowConflict(err: unknown, messages: Record<string, string>, fallback?: string): never {
  const pg = pgError(err);
  if (pg && (pg.code === '23505' || pg.code === '23503')) {
    const text = `${pg.constraint ?? ''} ${pg.message ?? ''}`;
    const match = Object.entries(messages).find(([name]) => text.includes(name));
    if (match) throw conflict(match[1]);
    if (fallback) throw conflict(fallback);
  }
  throw err;
}

/** Runs a raw aggregate query; cast every count in SQL (::int) so both drivers return numbers. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A SQL `in (...)` list; an empty list matches nothing (instead of a syntax error). */
export function inList(column: SQL, values: string[]): SQL {
  return values.length ? sql`${column} in ${values}` : sql`false`;
}

/** A timestamp as ISO 8601 text, computed in SQL so both drivers answer the same string. */
export const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** The UTC calendar day of a timestamp as 'YYYY-MM-DD'. */
export const dayText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
