import { type SQL, sql } from 'drizzle-orm';
import { addDays, daysBetween, isoDay } from '#contract/analytics';
import type { Area } from './sql';
import { inList } from '#server/lib/sql-helpers';

/**
 * Reading the summary tables of migration 0006 (docs/decisions/009): counters of sessions per school, teacher
 * and institution by UTC day and month, and the days each class was taught.
 */

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (month: string) => monthOf(addDays(month, 31));
const lastOfMonth = (month: string) => addDays(nextMonth(month), -1);
const dayCount = (from: string, to: string) => (from > to ? 0 : daysBetween(from, to) + 1);
const earlierOf = (a: string, b: string) => (a < b ? a : b);

type Segment = { span: 'day' | 'month'; from: string; to: string; sign: 1 | -1 };

/**
 * The counter rows that sum to the days from..to exactly: month rows, plus or minus day rows at the edges.
 * Each edge takes the cheaper way: add its days, or take the whole month and subtract the days outside the
 * range (days after today cost nothing: they have no rows). A year reads ~12 month rows and at most ~15 day
 * rows a side per key; 30 days ending today read one or two month rows and at most 15 day rows.
 */
export function covering(from: string, to: string, now = isoDay(new Date())): Segment[] {
  const rowsIn = (a: string, b: string) => dayCount(a, earlierOf(b, now));
  const first = monthOf(from);
  const last = monthOf(to);
  if (first === last) {
    const outside = rowsIn(first, addDays(from, -1)) + rowsIn(addDays(to, 1), lastOfMonth(last));
    if (outside >= rowsIn(from, to)) return [{ span: 'day', from, to, sign: 1 }];
    const segments: Segment[] = [
      { span: 'month', from: first, to: first, sign: 1 },
      { span: 'day', from: first, to: addDays(from, -1), sign: -1 },
      { span: 'day', from: addDays(to, 1), to: lastOfMonth(last), sign: -1 },
    ];
    return segments.filter((s) => s.from <= s.to);
  }
  const segments: Segment[] = [];
  let months = { from: first, to: last };
  if (rowsIn(first, addDays(from, -1)) < rowsIn(from, lastOfMonth(first))) {
    segments.push({ span: 'day', from: first, to: addDays(from, -1), sign: -1 });
  } else {
    segments.push({ span: 'day', from, to: lastOfMonth(first), sign: 1 });
    months = { ...months, from: nextMonth(first) };
  }
  if (rowsIn(addDays(to, 1), lastOfMonth(last)) < rowsIn(last, to)) {
    segments.push({ span: 'day', from: addDays(to, 1), to: lastOfMonth(last), sign: -1 });
  } else {
    segments.push({ span: 'day', from: last, to, sign: 1 });
    months = { ...months, to: addDays(last, -1) };
  }
  if (months.from <= months.to) segments.push({ span: 'month', from: months.from, to: months.to, sign: 1 });
  return segments.filter((s) => s.from <= s.to);
}

/**
 * The counter rows of `table` (alias `t`) matching `where` that cover from..to, as one union of simple range
 * reads (each can be an index-only scan) with their weight `w` (+1 or -1): sum `x * w` over them.
 */
export function coveredRows(table: SQL, columns: SQL, where: SQL, from: string, to: string): SQL {
  const parts = covering(from, to).map(
    (s) => sql`select ${columns}, ${sql.raw(String(s.sign))} as w from ${table} t
      where ${where} and t.span = ${s.span} and t.start between ${s.from}::date and ${s.to}::date`,
  );
  return parts.length ? sql.join(parts, sql` union all `) : sql`select ${columns}, 0 as w from ${table} t where false`;
}

/** The area's condition on school_session_stats or teacher_session_stats (alias `t`). */
export function statsIn(area: Area, alias = 't'): SQL {
  if (area.kind === 'system') return sql`true`;
  return inList(sql.raw(`${alias}.${area.kind === 'institutions' ? 'institution_id' : 'school_id'}`), area.ids);
}

/**
 * The counters to read for an area's totals and daily series: per institution for the system and
 * institutions (few rows per day), per school for schools.
 */
export function areaCounters(area: Area): { table: SQL; where: SQL } {
  if (area.kind === 'schools') return { table: sql`school_session_stats`, where: statsIn(area) };
  return {
    table: sql`institution_session_stats`,
    where: area.kind === 'system' ? sql`true` : inList(sql`t.institution_id`, area.ids),
  };
}

/**
 * Whether a class (school_id, class_level columns of `alias`) had a session on a day from..to, from its
 * months' day bits (bit d-1 is day d).
 */
export function taughtBetween(from: string, to: string, alias: string): SQL {
  const masks = new Map<string, number>();
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const month = monthOf(d);
    masks.set(month, (masks.get(month) ?? 0) | (1 << (Number(d.slice(8)) - 1)));
  }
  const months = [...masks].map(
    ([month, mask]) => sql`select m.school_id, m.class_level from class_session_months m
      where m.month = ${month}::date and m.days & ${mask}::int <> 0`,
  );
  return sql`(${sql.raw(`${alias}.school_id`)}, ${sql.raw(`${alias}.class_level`)}) in (${sql.join(months, sql` union all `)})`;
}
