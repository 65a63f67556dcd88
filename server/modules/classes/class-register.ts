import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  type ClassRegisterResponse,
  monthOf,
  monthSpan,
  type RegisterMark,
  registerRate,
} from '#contract/class-register';
import type { Db } from '#server/db/client';
import { classMemberships, schools, studentDetails, users } from '#server/db/schema/people';
import { classSessions, sessionAbsences } from '#server/db/schema/teaching';
import { notFound } from '#server/lib/errors';
import { canSeeClass, type Scope } from '#server/lib/scope';
import { dayOf, inClassDuring, stayCovers } from './class-roster';

const CLASS_NOT_FOUND = 'Class not found';

/**
 * A class's register for a month (issue 17): its ended sessions of the month (UTC), oldest first; every student who
 * belonged to the class at any time that month (the membership history, so a later move changes nothing), by name;
 * and per student a mark per session — present or absent where a roll call was taken and they were in the class that
 * day (inClassDuring's rule), no mark otherwise — with their rate over the roll calls held while they belonged.
 */
export async function classRegister(
  db: Db,
  scope: Scope,
  schoolId: string,
  classLevel: string,
  month = monthOf(),
): Promise<ClassRegisterResponse> {
  if (!canSeeClass(scope, schoolId, classLevel)) throw notFound(CLASS_NOT_FOUND);
  const span = monthSpan(month);
  const [school, sessions, stays] = await Promise.all([
    db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId)),
    db
      .select({
        id: classSessions.id,
        date: classSessions.sessionDate,
        teacherId: users.id,
        teacherName: users.name,
        startingSlide: classSessions.startingSlide,
        endingSlide: classSessions.endingSlide,
        rollCall: classSessions.rollCall,
        attended: classSessions.studentsAttended,
        total: classSessions.totalStudents,
      })
      .from(classSessions)
      .leftJoin(users, eq(users.id, classSessions.teacherId))
      .where(
        and(
          eq(classSessions.schoolId, schoolId),
          eq(classSessions.classLevel, classLevel),
          eq(classSessions.status, 'ended'),
          gte(classSessions.sessionDate, span.from),
          lt(classSessions.sessionDate, span.to),
        ),
      )
      .orderBy(asc(classSessions.sessionDate), asc(classSessions.id)),
    db
      .select({
        studentId: classMemberships.studentId,
        joinedAt: classMemberships.joinedAt,
        leftAt: classMemberships.leftAt,
        name: users.name,
        code: sql<string>`coalesce(${studentDetails.studentId}, '')`,
      })
      .from(classMemberships)
      .innerJoin(users, eq(users.id, classMemberships.studentId))
      .leftJoin(studentDetails, eq(studentDetails.userId, classMemberships.studentId))
      .where(inClassDuring(schoolId, classLevel, span))
      .orderBy(asc(users.name), asc(users.id)),
  ]);
  if (!school[0]) throw notFound(CLASS_NOT_FOUND);

  const rollCalls = sessions.filter((s) => s.rollCall).map((s) => s.id);
  const absences = rollCalls.length
    ? await db
        .select({ sessionId: sessionAbsences.sessionId, studentId: sessionAbsences.studentId })
        .from(sessionAbsences)
        .where(inArray(sessionAbsences.sessionId, rollCalls))
    : [];
  const absent = new Set(absences.map((a) => `${a.sessionId}/${a.studentId}`));
  const days = sessions.map((s) => dayOf(s.date));

  // A student may have more than one stay in the month (left and came back): one row, marks from any stay.
  const byStudent = new Map<string, { name: string; code: string; stays: typeof stays }>();
  for (const stay of stays) {
    const entry = byStudent.get(stay.studentId) ?? { name: stay.name, code: stay.code, stays: [] };
    entry.stays.push(stay);
    byStudent.set(stay.studentId, entry);
  }
  const students = [...byStudent].map(([id, { name, code, stays: own }]) => {
    const marks: RegisterMark[] = sessions.map((s, i) => {
      if (!own.some((stay) => stayCovers(stay, days[i] as { from: Date; to: Date }))) return null;
      if (!s.rollCall) return 'U';
      return absent.has(`${s.id}/${id}`) ? 'A' : 'P';
    });
    const present = marks.filter((m) => m === 'P').length;
    const held = present + marks.filter((m) => m === 'A').length;
    return { _id: id, name, student_id: code, marks, present, held, rate: registerRate(present, held) };
  });

  return {
    school_id: schoolId,
    school_name: school[0].name,
    class_level: classLevel,
    month,
    sessions: sessions.map((s) => ({
      _id: s.id,
      session_date: s.date.toISOString(),
      teacher: s.teacherId && s.teacherName ? { _id: s.teacherId, name: s.teacherName } : null,
      starting_slide: s.startingSlide,
      ending_slide: s.endingSlide,
      roll_call: s.rollCall,
      students_attended: s.attended,
      total_students: s.total,
    })),
    students,
  };
}
