import { type SQL, sql } from 'drizzle-orm';
import {
  ABSENCE_ALERT_DAYS,
  ABSENCE_ALERTS_MAX,
  ABSENCE_STREAK,
  type AbsenceAlertsResponse,
} from '#contract/absence-alerts';
import type { Db } from '#server/db/client';
import { canSeeSchool, type Scope } from '#server/lib/scope';
import { dayText, rows } from '#server/lib/sql-helpers';

const list = (values: string[]) =>
  sql.join(
    values.map((x) => sql`${x}`),
    sql`, `,
  );

/** The classes a scope covers, as a condition on class_sessions aliased cs (undefined: every class). */
function classesOf(scope: Scope, schoolId?: string): SQL | undefined {
  if (scope.all) return schoolId ? sql`cs.school_id = ${schoolId}` : undefined;
  const schools = scope.schoolIds.filter((id) => !schoolId || id === schoolId);
  if (schools.length === 0) return sql`false`;
  if (!scope.classesBySchool) return sql`cs.school_id in (${list(schools)})`;
  const pairs = schools.flatMap((id) => {
    const classes = scope.classesBySchool?.get(id) ?? [];
    return classes.length > 0 ? [sql`(cs.school_id = ${id} and cs.class_level in (${list(classes)}))`] : [];
  });
  return pairs.length > 0 ? sql`(${sql.join(pairs, sql` or `)})` : sql`false`;
}

/**
 * Students absent from each of the last ABSENCE_STREAK roll calls of the class they are in now (issue 17): the
 * class's latest roll-call sessions (of the last ABSENCE_ALERT_DAYS), ranked newest first; a student marked absent
 * in all of them, and still in the class, is an alert. A student who joined after some of them was not marked
 * there, so is not flagged.
 */
export async function absenceAlerts(db: Db, scope: Scope, schoolId?: string): Promise<AbsenceAlertsResponse> {
  if (schoolId && !canSeeSchool(scope, schoolId)) return { streak: ABSENCE_STREAK, alerts: [] };
  const where = classesOf(scope, schoolId);
  const alerts = await rows<AbsenceAlertsResponse['alerts'][number]>(
    db,
    sql`
    with recent as (
      select cs.id, cs.school_id, cs.class_level, cs.session_date,
        row_number() over (partition by cs.school_id, cs.class_level order by cs.session_date desc, cs.id desc) as n
      from class_sessions cs
      where cs.status = 'ended' and cs.roll_call
        and cs.session_date > now() - make_interval(days => ${ABSENCE_ALERT_DAYS})
        ${where ? sql`and ${where}` : sql``}
    )
    select a.student_id, u.name, r.school_id, s.name as school_name, r.class_level,
      ${dayText(sql`min(r.session_date)`)} as since, ${dayText(sql`max(r.session_date)`)} as last
    from recent r
    join session_absences a on a.session_id = r.id
    join class_memberships m on m.student_id = a.student_id and m.school_id = r.school_id
      and m.class_level = r.class_level and m.left_at is null
    join users u on u.id = a.student_id
    join schools s on s.id = r.school_id
    where r.n <= ${ABSENCE_STREAK}
    group by a.student_id, u.name, r.school_id, s.name, r.class_level
    having count(distinct r.id) = ${ABSENCE_STREAK}
    order by max(r.session_date) desc, u.name
    limit ${ABSENCE_ALERTS_MAX}`,
  );
  return { streak: ABSENCE_STREAK, alerts };
}
