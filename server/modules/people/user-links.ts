import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { gradeOf } from '#contract/class-level';
import type { Role } from '#contract/roles';
import { USER_MESSAGES } from '#contract/people-accounts';
import type { Db } from '#server/db/client';
import { institutions, schools, studentDetails, teachingAssignments } from '#server/db/schema/people';
import { conflict, fieldError } from '#server/lib/errors';

/** The role-specific part of a create or update body, as the contract schemas output it. */
export type RoleLinksInput = {
  role: Role;
  manages_institutions: string[];
  manages_schools: string[];
  teaching_assignments: { school_id: string; classes: string[] }[];
  studies_at_school: string;
  student_details: { student_id: string; class_level: string; parent_contact: string };
};

/** What a user's role links will be: only the links of their role (decision 001: one record each). */
export type LinkPlan = {
  role: Role;
  institutionIds: string[];
  schoolIds: string[];
  assignments: { schoolId: string; classes: string[] }[];
  student: { schoolId: string; studentId: string; classLevel: string; grade: number; parentContact: string } | null;
};

const sortClasses = (labels: string[]) =>
  [...new Set(labels)].sort((a, b) => (gradeOf(a) ?? 0) - (gradeOf(b) ?? 0) || a.localeCompare(b));

/** Checks every school and institution named exists and offers the classes named (400 under the field). */
export async function planRoleLinks(db: Db, input: RoleLinksInput, userId?: string): Promise<LinkPlan> {
  const plan: LinkPlan = { role: input.role, institutionIds: [], schoolIds: [], assignments: [], student: null };
  const lower = (ids: string[]) => ids.map((id) => id.toLowerCase());
  switch (input.role) {
    case 'institution_manager': {
      plan.institutionIds = lower(input.manages_institutions);
      const found = await db
        .select({ id: institutions.id })
        .from(institutions)
        .where(inArray(institutions.id, plan.institutionIds));
      if (found.length !== plan.institutionIds.length)
        throw fieldError('manages_institutions', 'Institution not found');
      break;
    }
    case 'school_manager': {
      plan.schoolIds = lower(input.manages_schools);
      const found = await db.select({ id: schools.id }).from(schools).where(inArray(schools.id, plan.schoolIds));
      if (found.length !== plan.schoolIds.length) throw fieldError('manages_schools', 'School not found');
      break;
    }
    case 'teacher': {
      const bySchool = new Map<string, string[]>();
      for (const a of input.teaching_assignments) {
        const id = a.school_id.toLowerCase();
        bySchool.set(id, [...(bySchool.get(id) ?? []), ...a.classes]);
      }
      const offered = await offeredClasses(db, [...bySchool.keys()]);
      for (const [schoolId, classes] of bySchool) {
        const school = offered.get(schoolId);
        if (!school) throw fieldError('teaching_assignments', 'School not found');
        const missing = classes.find((c) => !school.classes.includes(c));
        if (missing) throw fieldError('teaching_assignments', `Class ${missing} is not offered at ${school.name}`);
        plan.assignments.push({ schoolId, classes: sortClasses(classes) });
      }
      break;
    }
    case 'student': {
      const schoolId = input.studies_at_school.toLowerCase();
      const details = input.student_details;
      const school = (await offeredClasses(db, [schoolId])).get(schoolId);
      if (!school) throw fieldError('studies_at_school', 'School not found');
      if (!school.classes.includes(details.class_level)) {
        throw fieldError(
          'student_details.class_level',
          `Class ${details.class_level} is not offered at ${school.name}`,
        );
      }
      const [taken] = await db
        .select({ userId: studentDetails.userId })
        .from(studentDetails)
        .where(
          and(
            eq(studentDetails.schoolId, schoolId),
            eq(studentDetails.studentId, details.student_id),
            userId ? ne(studentDetails.userId, userId) : undefined,
          ),
        )
        .limit(1);
      if (taken) throw conflict(USER_MESSAGES.studentIdTaken);
      plan.student = {
        schoolId,
        studentId: details.student_id,
        classLevel: details.class_level,
        grade: gradeOf(details.class_level) ?? 1,
        parentContact: details.parent_contact,
      };
      break;
    }
    case 'admin':
      break;
  }
  return plan;
}

async function offeredClasses(db: Db, ids: string[]) {
  const rows = ids.length
    ? await db
        .select({ id: schools.id, name: schools.name, classes: schools.classesOffered })
        .from(schools)
        .where(inArray(schools.id, ids))
    : [];
  return new Map(rows.map((r) => [r.id, { name: r.name, classes: r.classes.map((c) => c.toUpperCase()) }]));
}

/**
 * Makes the database say exactly what the plan says: links of other roles are cleared (a role change clears
 * every role-specific assignment), managed rows no longer listed lose this manager.
 */
export async function applyRoleLinks(tx: Db, userId: string, plan: LinkPlan): Promise<void> {
  const now = new Date();
  await tx
    .update(institutions)
    .set({ managerId: null, updatedAt: now })
    .where(and(eq(institutions.managerId, userId), notInArray(institutions.id, plan.institutionIds)));
  if (plan.institutionIds.length) {
    await tx
      .update(institutions)
      .set({ managerId: userId, updatedAt: now })
      .where(inArray(institutions.id, plan.institutionIds));
  }
  await tx
    .update(schools)
    .set({ managerId: null, updatedAt: now })
    .where(and(eq(schools.managerId, userId), notInArray(schools.id, plan.schoolIds)));
  if (plan.schoolIds.length) {
    await tx.update(schools).set({ managerId: userId, updatedAt: now }).where(inArray(schools.id, plan.schoolIds));
  }
  await tx.delete(teachingAssignments).where(eq(teachingAssignments.teacherId, userId));
  if (plan.assignments.length) {
    await tx
      .insert(teachingAssignments)
      .values(plan.assignments.map((a) => ({ teacherId: userId, schoolId: a.schoolId, classes: a.classes })));
  }
  if (plan.student) {
    const row = { ...plan.student };
    await tx
      .insert(studentDetails)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: studentDetails.userId, set: row });
  } else {
    await tx.delete(studentDetails).where(eq(studentDetails.userId, userId));
  }
}
