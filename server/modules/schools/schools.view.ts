import { count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SchoolView } from '#contract/schools';
import type { Db } from '#server/db/client';
import { institutions, schools, studentDetails, teachingAssignments, users } from '#server/db/schema/people';
import { notFound } from '#server/lib/errors';

const manager = alias(users, 'manager');
const creator = alias(users, 'creator');

/** Schools as the API shows them: institution, manager and creator populated, counts from grouped queries. */
export async function schoolViews(db: Db, ids: string[]): Promise<SchoolView[]> {
  if (ids.length === 0) return [];
  const [rows, teacherCounts, studentCounts] = await Promise.all([
    db
      .select({
        school: schools,
        institutionName: institutions.name,
        managerName: manager.name,
        managerEmail: manager.email,
        managerPhone: manager.phone,
        creatorName: creator.name,
      })
      .from(schools)
      .innerJoin(institutions, eq(institutions.id, schools.institutionId))
      .leftJoin(manager, eq(manager.id, schools.managerId))
      .leftJoin(creator, eq(creator.id, schools.createdBy))
      .where(inArray(schools.id, ids)),
    db
      .select({ id: teachingAssignments.schoolId, n: count() })
      .from(teachingAssignments)
      .where(inArray(teachingAssignments.schoolId, ids))
      .groupBy(teachingAssignments.schoolId),
    db
      .select({ id: studentDetails.schoolId, n: count() })
      .from(studentDetails)
      .where(inArray(studentDetails.schoolId, ids))
      .groupBy(studentDetails.schoolId),
  ]);
  const byId = new Map(
    rows.map(({ school: s, institutionName, managerName, managerEmail, managerPhone, creatorName }) => {
      const view: SchoolView = {
        _id: s.id,
        name: s.name,
        status: s.status,
        institution_id: { _id: s.institutionId, name: institutionName },
        manager_id:
          s.managerId && managerName !== null
            ? { _id: s.managerId, name: managerName, email: managerEmail ?? '', phone: managerPhone }
            : null,
        created_by: s.createdBy && creatorName !== null ? { _id: s.createdBy, name: creatorName } : null,
        classes_offered: s.classesOffered,
        total_slides_per_class: s.totalSlidesPerClass,
        fee_per_student: s.feePerStudent,
        metadata: {
          state: s.state,
          city: s.city,
          address: s.address,
          contact_email: s.contactEmail,
          contact_phone: s.contactPhone,
          board: s.board,
        },
        statistics: {
          teachers: teacherCounts.find((x) => x.id === s.id)?.n ?? 0,
          students: studentCounts.find((x) => x.id === s.id)?.n ?? 0,
          classes: s.classesOffered.length,
        },
        createdAt: s.createdAt.toISOString(),
        updatedAt: s.updatedAt.toISOString(),
      };
      return [s.id, view] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function schoolView(db: Db, id: string): Promise<SchoolView> {
  const [view] = await schoolViews(db, [id]);
  if (!view) throw notFound('School not found');
  return view;
}
