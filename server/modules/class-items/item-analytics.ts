import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import { schools, studentDetails } from '#server/db/schema/people';
import type { Scope } from '#server/lib/scope';
import { average, rowsOf } from './class-items';
import type { ClassItemKind, ItemRow, SubmissionRow } from './item-kind';
import { itemsWhere } from './item-reads';
import type { ItemFilterQuery } from '#contract/class-items';

/** How an area scores submissions: a SQL sum and count over them (and the join they need), averaged as `key`. */
export type Measure<Key extends string> = { key: Key; sum: SQL; n: SQL; join?: SQL };

export type TeacherAnalytics<T> = (db: Db, scope: Scope, teacherId: string, filter: ItemFilterQuery) => Promise<T>;

type Place = { school_id: string; school_name: string; class_level: string };
type Sums = { measure_sum: number | null; measure_n: number };

const placeOf = (r: Place): Place => ({
  school_id: r.school_id,
  school_name: r.school_name,
  class_level: r.class_level,
});
const total = <T>(rows: T[], of: (r: T) => number | null) => rows.reduce((n, r) => n + Number(of(r) ?? 0), 0);
const overall = (rows: Sums[]) =>
  average(
    total(rows, (r) => r.measure_sum),
    total(rows, (r) => r.measure_n),
  );
/** The per school and class queries: their first columns, and their GROUP BY and ORDER BY. */
const place = (kind: ClassItemKind) => sql`${kind.items.schoolId} as school_id, ${schools.name} as school_name,
  ${kind.items.classLevel} as class_level`;
const grouped = ({ items }: ClassItemKind) => sql`group by ${items.schoolId}, ${schools.name}, ${items.classLevel}
  order by ${schools.name}, ${items.classLevel}`;

/** How many students the item's class has. */
export async function studentsInClass(db: Db, item: Pick<ItemRow, 'schoolId' | 'classLevel'>) {
  const [classSize] = await db
    .select({ n: count() })
    .from(studentDetails)
    .where(and(eq(studentDetails.schoolId, item.schoolId), eq(studentDetails.classLevel, item.classLevel)));
  return Number(classSize?.n ?? 0);
}

/** Per school and class of one teacher's items in scope: how many, published, submissions, the measure's average. */
export const teacherAnalytics =
  <Many extends string, Key extends string>(
    kind: ClassItemKind<ItemRow, SubmissionRow, unknown, string, Many>,
    m: Measure<Key>,
  ) =>
  async (db: Db, scope: Scope, teacherId: string, filter: ItemFilterQuery) => {
    const { items, submissions } = kind;
    const where = itemsWhere(kind, scope, filter, eq(items.teacherId, teacherId));
    const rows = rowsOf<Place & Sums & { items: number; published: number; submissions: number }>(
      await db.execute(sql`
      select ${place(kind)}, count(distinct ${items.id})::int as items,
        (count(distinct ${items.id}) filter (where ${items.published}))::int as published,
        count(distinct ${submissions.id})::int as submissions, ${m.sum} as measure_sum, ${m.n} as measure_n
      from ${items}
      join ${schools} on ${schools.id} = ${items.schoolId}
      left join ${submissions} on ${kind.itemOf} = ${items.id}
      ${m.join ?? sql``}
      where ${where}
      ${grouped(kind)}`),
    );
    type Counts = Record<Many, number> & { submissions: number } & Record<Key, number | null>;
    const groups = rows.map(
      (r) =>
        ({
          ...placeOf(r),
          [kind.many]: Number(r.items),
          published: Number(r.published),
          submissions: Number(r.submissions),
          [m.key]: average(r.measure_sum, r.measure_n),
        }) as Place & Counts & { published: number },
    );
    const totals = {
      [kind.many]: total(rows, (r) => r.items),
      submissions: total(rows, (r) => r.submissions),
      [m.key]: overall(rows),
    } as Counts;
    return { teacher_id: teacherId, groups, totals };
  };

/**
 * One student's submissions per school and class (how many, the measure's average), over all, and the latest
 * `recent.limit` with the `recent.fields` chosen from the item and submission.
 */
export async function studentAnalytics<Key extends string, F extends Record<string, PgColumn>>(
  kind: ClassItemKind,
  db: Db,
  studentId: string,
  m: Measure<Key>,
  recent: { fields: F; limit: number },
) {
  const { items, submissions } = kind;
  const [result, latest] = await Promise.all([
    db.execute(sql`
      select ${place(kind)}, count(distinct ${submissions.id})::int as submitted,
        ${m.sum} as measure_sum, ${m.n} as measure_n
      from ${submissions}
      join ${items} on ${items.id} = ${kind.itemOf}
      join ${schools} on ${schools.id} = ${items.schoolId}
      ${m.join ?? sql``}
      where ${submissions.studentId} = ${studentId}
      ${grouped(kind)}`),
    db
      .select(recent.fields as Record<string, PgColumn>)
      .from(submissions)
      .innerJoin(items, eq(items.id, kind.itemOf))
      .where(eq(submissions.studentId, studentId))
      .orderBy(desc(submissions.submittedAt), asc(items.id))
      .limit(recent.limit),
  ]);
  const rows = rowsOf<Place & Sums & { submitted: number }>(result);
  type Group = Place & { submitted: number } & Record<Key, number | null>;
  return {
    submitted: total(rows, (r) => r.submitted),
    average: overall(rows),
    groups: rows.map(
      (r) => ({ ...placeOf(r), submitted: Number(r.submitted), [m.key]: average(r.measure_sum, r.measure_n) }) as Group,
    ),
    recent: latest as { [K in keyof F]: F[K]['_']['data'] }[],
  };
}
