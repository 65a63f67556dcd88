import { eq } from 'drizzle-orm';
import { SESSION_MESSAGES } from '#contract/sessions';
import type { ClassSessionDetail, ClassSessionView } from '#contract/sessions-types';
import type { Db } from '#server/db/client';
import { notFound } from '#server/lib/errors';
import { schools, users } from '#server/db/schema/people';
import { classSessions, type SessionRow } from '#server/db/schema/teaching';
import { absentIdsOf, markIssuesOf } from './roll-call';

/** Sessions with their school's and teacher's names, in one query. */
export function sessionQuery(db: Db) {
  return db
    .select({ session: classSessions, schoolName: schools.name, teacherName: users.name })
    .from(classSessions)
    .innerJoin(schools, eq(schools.id, classSessions.schoolId))
    .innerJoin(users, eq(users.id, classSessions.teacherId));
}

export function toSessionView(row: { session: SessionRow; schoolName: string; teacherName: string }): ClassSessionView {
  const s = row.session;
  return {
    _id: s.id,
    teacher_id: { _id: s.teacherId, name: row.teacherName },
    school_id: { _id: s.schoolId, name: row.schoolName },
    institution_id: s.institutionId,
    class_level: s.classLevel,
    session_date: s.sessionDate.toISOString(),
    status: s.status,
    starting_slide: s.startingSlide,
    ending_slide: s.endingSlide,
    current_slide: s.currentSlide,
    students_attended: s.studentsAttended,
    total_students: s.totalStudents,
    notes: s.notes,
    roll_call: s.rollCall,
    ended_at: s.endedAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** A session as the API shows it; a 404 when there is none. */
export async function sessionView(db: Db, id: string): Promise<ClassSessionView> {
  const [row] = await sessionQuery(db).where(eq(classSessions.id, id)).limit(1);
  if (!row) throw notFound(SESSION_MESSAGES.notFound);
  return toSessionView(row);
}

/** A session with its roll call: the absent students and the marks not taken, with their reasons. */
export async function sessionDetail(db: Db, id: string): Promise<ClassSessionDetail> {
  const view = await sessionView(db, id);
  const [absent, issues] = await Promise.all([absentIdsOf(db, id), markIssuesOf(db, id)]);
  return { ...view, absent_student_ids: absent.sort(), mark_issues: issues };
}
