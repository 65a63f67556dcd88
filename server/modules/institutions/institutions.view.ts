import { asc, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InstitutionDetail, InstitutionView } from '#contract/institutions';
import type { Db } from '#server/db/client';
import { institutions, schools, studentDetails, teachingAssignments, users } from '#server/db/schema/people';
import { notFound } from '#server/lib/errors';

const manager = alias(users, 'manager');
const creator = alias(users, 'creator');

/** Institutions as the API shows them, with manager, creator and statistics, in four grouped queries. */
export async function institutionViews(db: Db, ids: string[]): Promise<InstitutionView[]> {
  if (ids.length === 0) return [];
  const [rows, schoolStats, teacherStats, studentStats] = await Promise.all([
    db
      .select({
        inst: institutions,
        managerName: manager.name,
        managerEmail: manager.email,
        managerPhone: manager.phone,
        creatorName: creator.name,
      })
      .from(institutions)
      .leftJoin(manager, eq(manager.id, institutions.managerId))
      .leftJoin(creator, eq(creator.id, institutions.createdBy))
      .where(inArray(institutions.id, ids)),
    db
      .select({
        id: schools.institutionId,
        schools: count(),
        classes: sql<number>`coalesce(sum(cardinality(${schools.classesOffered})), 0)::int`,
      })
      .from(schools)
      .where(inArray(schools.institutionId, ids))
      .groupBy(schools.institutionId),
    db
      .select({ id: schools.institutionId, n: countDistinct(teachingAssignments.teacherId) })
      .from(teachingAssignments)
      .innerJoin(schools, eq(schools.id, teachingAssignments.schoolId))
      .where(inArray(schools.institutionId, ids))
      .groupBy(schools.institutionId),
    db
      .select({ id: schools.institutionId, n: count() })
      .from(studentDetails)
      .innerJoin(schools, eq(schools.id, studentDetails.schoolId))
      .where(inArray(schools.institutionId, ids))
      .groupBy(schools.institutionId),
  ]);
  const byId = new Map(
    rows.map(({ inst, managerName, managerEmail, managerPhone, creatorName }) => {
      const s = schoolStats.find((x) => x.id === inst.id);
      const view: InstitutionView = {
        _id: inst.id,
        name: inst.name,
        status: inst.status,
        manager_id:
          inst.managerId && managerName !== null
            ? { _id: inst.managerId, name: managerName, email: managerEmail ?? '', phone: managerPhone }
            : null,
        created_by: inst.createdBy && creatorName !== null ? { _id: inst.createdBy, name: creatorName } : null,
        metadata: {
          state: inst.state,
          district: inst.district,
          address: inst.address,
          contact_email: inst.contactEmail,
          contact_phone: inst.contactPhone,
        },
        statistics: {
          schools: s?.schools ?? 0,
          teachers: teacherStats.find((x) => x.id === inst.id)?.n ?? 0,
          students: studentStats.find((x) => x.id === inst.id)?.n ?? 0,
          classes: s?.classes ?? 0,
        },
        createdAt: inst.createdAt.toISOString(),
        updatedAt: inst.updatedAt.toISOString(),
      };
      return [inst.id, view] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One institution with its schools (and their classes offered). */
export async function institutionDetail(db: Db, id: string): Promise<InstitutionDetail> {
  const [view] = await institutionViews(db, [id]);
  if (!view) throw notFound('Institution not found');
  const rows = await db
    .select({ id: schools.id, name: schools.name, status: schools.status, classes: schools.classesOffered })
    .from(schools)
    .where(eq(schools.institutionId, id))
    .orderBy(asc(schools.name));
  const list = rows.map((r) => ({
    _id: r.id,
    name: r.name,
    status: r.status,
    classes_offered: r.classes,
    classes_offered_count: r.classes.length,
  }));
  return { ...view, schools: list, total_classes_offered: list.reduce((sum, s) => sum + s.classes_offered_count, 0) };
}
