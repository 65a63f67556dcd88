import { sql } from 'drizzle-orm';
import { attendanceRate } from '#contract/analytics';
import type { OwnAttendance } from '#contract/analytics-people-types';
import { OWN_SESSIONS_SHOWN } from '#contract/student-analytics';
import type { Db } from '#server/db/client';
import { dayText, rows } from '#server/lib/sql-helpers';

type Row = OwnAttendance['recent'][number] & { held: number; attended: number };

/**
 * A student's own attendance (issue 17), in one query: their stays in classes (class_memberships by student), the
 * ended roll-call sessions of each class on a day the stay covers — inClassDuring's rule (class-roster.ts) read the
 * other way round: the stay began before the session's UTC day ended and had not ended by its start — and their
 * absence marks (session_absences by primary key). The session_date bounds beside the rule only let the class/date
 * index narrow each stay's sessions; the rule decides. A session is counted once even when two stays cover its day
 * (a student who left and came back the same day). Counts-only sessions (no roll call) are left out.
 */
export async function ownAttendance(db: Db, studentId: string): Promise<OwnAttendance> {
  const day = sql`(date_trunc('day', cs.session_date at time zone 'UTC') at time zone 'UTC')`;
  const found = await rows<Row>(
    db,
    sql`
    with held as (
      select distinct cs.id, cs.session_date, cs.class_level, cs.starting_slide, cs.ending_slide
      from class_memberships m
      join class_sessions cs on cs.school_id = m.school_id and cs.class_level = m.class_level
        and cs.session_date > m.joined_at - interval '1 day'
        and cs.session_date < coalesce(m.left_at + interval '1 day', 'infinity'::timestamptz)
      where m.student_id = ${studentId} and cs.status = 'ended' and cs.roll_call
        and m.joined_at < ${day} + interval '1 day' and (m.left_at is null or m.left_at > ${day})
    ),
    marked as (
      select h.*, a.session_id is null as present
      from held h left join session_absences a on a.session_id = h.id and a.student_id = ${studentId}
    )
    select id as "_id", ${dayText(sql`session_date`)} as date, class_level, starting_slide, ending_slide, present,
      (count(*) over ())::int as held, (count(*) filter (where present) over ())::int as attended
    from marked order by session_date desc, id limit ${OWN_SESSIONS_SHOWN}`,
  );
  const held = found[0]?.held ?? 0;
  const attended = found[0]?.attended ?? 0;
  return {
    attended,
    held,
    rate: attendanceRate(attended, held),
    recent: found.map((r) => ({
      _id: r._id,
      date: r.date,
      class_level: r.class_level,
      starting_slide: r.starting_slide,
      ending_slide: r.ending_slide,
      present: r.present,
    })),
  };
}
