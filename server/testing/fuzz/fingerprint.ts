import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/**
 * What the database holds, coarsely: each table's row count and latest change time. A refused request (4xx) must
 * leave it as it was. Tables that record refusals on purpose are left out: failed sign-ins for the rate limit,
 * idempotency records (a refused answer is replayed too), and the summary tables the triggers keep.
 */
const IGNORED = new Set([
  'rate_events',
  'idempotency_records',
  '__drizzle_migrations',
  'school_session_stats',
  'teacher_session_stats',
  'institution_session_stats',
  'class_session_months',
  'class_enrolment',
  'school_student_days',
  'user_stats',
  'row_counts',
]);

let tables: { name: string; changed: string | null }[] | null = null;

async function tableList(db: Db) {
  if (tables) return tables;
  const result = await db.execute<{ table_name: string; changed: string | null }>(sql`
    select t.table_name,
      (select c.column_name from information_schema.columns c
        where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'updated_at') as changed
    from information_schema.tables t
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by t.table_name`);
  const rows = (result as unknown as { rows: { table_name: string; changed: string | null }[] }).rows ?? result;
  tables = (rows as { table_name: string; changed: string | null }[])
    .filter((r) => !IGNORED.has(r.table_name))
    .map((r) => ({ name: r.table_name, changed: r.changed }));
  return tables;
}

/** One string per table: 'users:12:2026-11-23T10:00:00Z'. */
export async function fingerprint(db: Db): Promise<string> {
  const list = await tableList(db);
  const parts = list.map(
    (t) =>
      sql`select ${t.name}::text || ':' || count(*)::text || ':' || ${
        t.changed ? sql.raw(`coalesce(max(updated_at)::text, '')`) : sql`''`
      } as f from ${sql.identifier(t.name)}`,
  );
  const result = await db.execute<{ f: string }>(sql.join(parts, sql` union all `));
  const rows = ((result as unknown as { rows?: { f: string }[] }).rows ?? result) as { f: string }[];
  return rows
    .map((r) => r.f)
    .sort()
    .join('|');
}
