import { inArray, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PublicUser } from '#contract/user';
import type { Db } from '../db/client';
import { institutions, schools, studentDetails, teachingAssignments, users } from '../db/schema/people';

/**
 * Users as the API shows them, with every role link, for many users in five queries whatever their number.
 */
export async function publicUsers(db: Db, ids: string[]): Promise<PublicUser[]> {
  if (ids.length === 0) return [];
  const creator = alias(users, 'creator');
  const [rows, managedInstitutions, managedSchools, assignments, details] = await Promise.all([
    db
      .select({ user: users, creatorName: creator.name })
      .from(users)
      .leftJoin(creator, eq(creator.id, users.createdBy))
      .where(inArray(users.id, ids)),
    db
      .select({ id: institutions.id, managerId: institutions.managerId })
      .from(institutions)
      .where(inArray(institutions.managerId, ids)),
    db.select({ id: schools.id, managerId: schools.managerId }).from(schools).where(inArray(schools.managerId, ids)),
    db.select().from(teachingAssignments).where(inArray(teachingAssignments.teacherId, ids)),
    db.select().from(studentDetails).where(inArray(studentDetails.userId, ids)),
  ]);
  const byId = new Map(
    rows.map(({ user, creatorName }) => {
      const detail = details.find((d) => d.userId === user.id);
      const view: PublicUser = {
        _id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone,
        role: user.role,
        status: user.status,
        must_change_password: user.mustChangePassword,
        locale: user.locale,
        digits: user.digits,
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
        created_by: user.createdBy && creatorName ? { _id: user.createdBy, name: creatorName } : null,
        manages_institutions: managedInstitutions.filter((i) => i.managerId === user.id).map((i) => i.id),
        manages_schools: managedSchools.filter((s) => s.managerId === user.id).map((s) => s.id),
        teaching_assignments: assignments
          .filter((a) => a.teacherId === user.id)
          .map((a) => ({ school_id: a.schoolId, classes: a.classes })),
        studies_at_school: detail?.schoolId ?? null,
        student_details: detail
          ? { student_id: detail.studentId, class_level: detail.classLevel, parent_contact: detail.parentContact }
          : null,
      };
      return [user.id, view] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function publicUser(db: Db, id: string): Promise<PublicUser | undefined> {
  return (await publicUsers(db, [id]))[0];
}
