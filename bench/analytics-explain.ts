/**
 * EXPLAIN ANALYZE of every read of the general analytics view on the district data set: the database's own
 * execution time per query, which a busy machine disturbs less than wall time through the app.
 * Run: DATABASE_URL=postgres://…/pathshala_bench_district npx tsx bench/analytics-explain.ts [days] [system|inst] [plan]
 * (days: 30 by default; inst: the bench institution manager's institution; plan: print whole plans).
 */
import { type SQL, sql } from 'drizzle-orm';
import { addDays, isoDay } from '#contract/analytics';
import { type Db, openDatabase } from '#server/db/client';
import * as q from '#server/modules/analytics/comprehensive.queries';
import { type Area, resolveRange } from '#server/modules/analytics/sql';
import { rows } from '#server/lib/sql-helpers';
import { DISTRICT } from './analytics-district';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required (the district data set, see bench/analytics.ts)');
const [days = '30', kind = 'system', plan] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl: url });
const db = database.db;
const now = isoDay(new Date());
const range = resolveRange({ startDate: addDays(now, 1 - Number(days)), endDate: now });
let area: Area = { kind: 'system' };
if (kind === 'inst') {
  const ids = await rows<{ id: string }>(
    db,
    sql`select i.id from institutions i join users u on u.id = i.manager_id where u.email = ${DISTRICT.logins.im}`,
  );
  area = { kind: 'institutions', ids: ids.map((r) => r.id) };
}

/** A Db whose every query is explained instead of answered (each read returns no rows). */
const explaining = (name: string) =>
  ({
    execute: async (query: SQL) => {
      const result = await rows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers) ${query}`);
      const lines = result.map((r) => r['QUERY PLAN']);
      const time = lines.find((l) => l.startsWith('Execution Time'));
      console.log(`${name.padEnd(20)} ${time}`);
      if (plan) console.log(lines.join('\n'));
      return { rows: [] };
    },
  }) as unknown as Db;

console.log(`general view, ${kind}, ${range.startDate}..${range.endDate}`);
await q.sessionsByDay(explaining('sessionsByDay'), area, range);
await q.previousTotals(explaining('previousTotals'), area, range);
await q.tallies(explaining('tallies'), area, range);
await q.schoolsOf(explaining('schoolsOf'), area);
await q.completionBySchool(explaining('completionBySchool'), area);
await q.usersByRole(explaining('usersByRole'), area);
await q.newUsersByDay(explaining('newUsersByDay'), area, range);
await q.institutionCount(explaining('institutionCount'), area);
await database.close();
