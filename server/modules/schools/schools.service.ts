import { and, asc, count, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import { GRADES, defaultSlidesForGrade } from '#contract/constants';
import { gradeOf } from '#contract/class-level';
import { pagination } from '#contract/pagination';
import { SCHOOL_MESSAGES, type SchoolData, type SchoolListResponse, type SchoolView } from '#contract/schools';
import type { Db } from '#server/db/client';
import { assessments, surveys } from '#server/db/schema/learning';
import { institutions, schools, studentDetails, teachingAssignments, users } from '#server/db/schema/people';
import { classSessions } from '#server/db/schema/teaching';
import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { logActivity } from '#server/lib/activity';
import type { AuthUser } from '#server/lib/context';
import { conflict, fieldError, notFound } from '#server/lib/errors';
import { assertInstitutionInScope, type Scope } from '#server/lib/scope';
import { containsPattern, offsetOf, rethrowConflict } from '#server/lib/sql-helpers';
import { joinWords, plural } from '#server/lib/words';
import { schoolView, schoolViews } from './schools.view';

export async function listSchools(
  db: Db,
  scope: Scope,
  q: { page: number; limit: number; search: string; institution_id: string },
): Promise<SchoolListResponse> {
  if (q.institution_id) assertInstitutionInScope(scope, q.institution_id.toLowerCase());
  const pattern = q.search ? containsPattern(q.search) : '';
  const where = and(
    scope.all ? undefined : inArray(schools.id, scope.schoolIds),
    q.institution_id ? eq(schools.institutionId, q.institution_id.toLowerCase()) : undefined,
    pattern ? or(ilike(schools.name, pattern), ilike(schools.city, pattern), ilike(schools.state, pattern)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(schools).where(where);
  const rows = await db
    .select({ id: schools.id })
    .from(schools)
    .where(where)
    .orderBy(asc(schools.name), asc(schools.id))
    .limit(q.limit)
    .offset(offsetOf(q));
  const data = await schoolViews(
    db,
    rows.map((r) => r.id),
  );
  return { data, pagination: pagination(total?.n ?? 0, q.page, q.limit) };
}

/** Classes upper-cased, unique, in grade then section order. */
const normaliseClasses = (labels: string[]) =>
  [...new Set(labels)].sort((a, b) => (gradeOf(a) ?? 0) - (gradeOf(b) ?? 0) || a.localeCompare(b));

/** Every grade 1..12 gets a slide count: the one given, else the default (30 rising by 5 to 85). */
const slidesFor = (given: Record<string, number | undefined>) =>
  Object.fromEntries(GRADES.map((g) => [String(g), given[String(g)] ?? defaultSlidesForGrade(g)]));

async function checkReferences(db: Db, input: SchoolData) {
  const institutionId = input.institution_id.toLowerCase();
  const [inst] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(eq(institutions.id, institutionId))
    .limit(1);
  if (!inst) throw fieldError('institution_id', SCHOOL_MESSAGES.institutionNotFound);
  let managerId: string | null = null;
  if (input.manager_id) {
    managerId = input.manager_id.toLowerCase();
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, managerId)).limit(1);
    if (row?.role !== 'school_manager') throw fieldError('manager_id', SCHOOL_MESSAGES.manager);
  }
  return {
    name: input.name,
    institutionId,
    managerId,
    classesOffered: normaliseClasses(input.classes_offered),
    totalSlidesPerClass: slidesFor(input.total_slides_per_class),
    feePerStudent: Math.round(input.fee_per_student),
    board: input.metadata.board,
    state: input.metadata.state,
    city: input.metadata.city,
    address: input.metadata.address,
    contactEmail: input.metadata.contact_email,
    contactPhone: input.metadata.contact_phone,
  };
}

/** `keep`: runs in the creation's transaction with the new school (its answer kept with it: keepAnswerIn). */
export async function createSchool(
  db: Db,
  actor: AuthUser,
  input: SchoolData,
  keep?: (tx: Db, school: SchoolView) => Promise<void>,
): Promise<SchoolView> {
  const values = await checkReferences(db, input);
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [row] = await tx
      .insert(schools)
      .values({ ...values, createdBy: actor.id })
      .returning({ id: schools.id });
    if (!row) throw new Error('insert returned no row');
    await logActivity(tx, {
      actorId: actor.id,
      action: 'school_created',
      entityType: 'school',
      entityId: row.id,
      description: ACTIVITY_MESSAGES.createdSchool(input.name),
    });
    const school = await schoolView(tx, row.id);
    if (keep) await keep(tx, school);
    return school;
  });
}

async function existing(db: Db, id: string) {
  const [row] = await db
    .select({ name: schools.name, institutionId: schools.institutionId })
    .from(schools)
    .where(eq(schools.id, id))
    .limit(1);
  if (!row) throw notFound(SCHOOL_MESSAGES.notFound);
  return row;
}

/**
 * A full replacement. A class still holding students cannot be dropped (409); teachers lose a dropped class
 * from their assignments; sessions follow the school when it moves to another institution.
 */
export async function updateSchool(db: Db, actor: AuthUser, id: string, input: SchoolData): Promise<SchoolView> {
  const before = await existing(db, id);
  const values = await checkReferences(db, input);
  const stranded = await db
    .selectDistinct({ classLevel: studentDetails.classLevel })
    .from(studentDetails)
    .where(and(eq(studentDetails.schoolId, id), notInArray(studentDetails.classLevel, values.classesOffered)))
    .orderBy(asc(studentDetails.classLevel));
  if (stranded.length) {
    const list = joinWords(stranded.map((r) => r.classLevel));
    throw conflict(
      `Class ${list} still ${stranded.length === 1 ? 'has' : 'have'} students. Move them before removing the class.`,
    );
  }
  const kept = sql.join(
    values.classesOffered.map((c) => sql`${c}`),
    sql`, `,
  );
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await tx
      .update(schools)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(schools.id, id));
    await tx
      .update(teachingAssignments)
      .set({ classes: sql`array(select c from unnest(${teachingAssignments.classes}) as c where c in (${kept}))` })
      .where(eq(teachingAssignments.schoolId, id));
    if (before.institutionId !== values.institutionId) {
      await tx.update(classSessions).set({ institutionId: values.institutionId }).where(eq(classSessions.schoolId, id));
    }
    await logActivity(tx, {
      actorId: actor.id,
      action: 'school_updated',
      entityType: 'school',
      entityId: id,
      description: ACTIVITY_MESSAGES.updatedSchool(input.name),
    });
  });
  return schoolView(db, id);
}

/** Only a school without students, teachers, sessions, assessments or surveys can go (no orphans). */
export async function deleteSchool(db: Db, actor: AuthUser, id: string): Promise<void> {
  const { name } = await existing(db, id);
  const counts = await Promise.all([
    db.select({ n: count() }).from(studentDetails).where(eq(studentDetails.schoolId, id)),
    db.select({ n: count() }).from(teachingAssignments).where(eq(teachingAssignments.schoolId, id)),
    db.select({ n: count() }).from(classSessions).where(eq(classSessions.schoolId, id)),
    db.select({ n: count() }).from(assessments).where(eq(assessments.schoolId, id)),
    db.select({ n: count() }).from(surveys).where(eq(surveys.schoolId, id)),
  ]);
  const words = ['student', 'teacher', 'class session', 'assessment', 'survey'];
  const held = counts.flatMap(([row], i) => (row?.n ? [plural(row.n, words[i] as string)] : []));
  if (held.length) {
    throw conflict(`Cannot delete ${name}: it still has ${joinWords(held)}. Move or remove them first.`);
  }
  await db
    .transaction(async (raw) => {
      const tx = raw as unknown as Db;
      await tx.delete(schools).where(eq(schools.id, id));
      await logActivity(tx, {
        actorId: actor.id,
        action: 'school_deleted',
        entityType: 'school',
        entityId: id,
        description: ACTIVITY_MESSAGES.deletedSchool(name),
      });
    })
    .catch((err) => rethrowConflict(err, {}, `Cannot delete ${name}: other records still refer to it.`));
}
