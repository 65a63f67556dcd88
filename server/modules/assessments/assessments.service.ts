import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  ASSESSMENT_MESSAGES as M,
  type Assessment,
  type AssessmentQuestion,
  type CreateAssessmentSchema,
  type UpdateAssessmentSchema,
} from '#contract/assessments';
import { type Pagination, pagination } from '#contract/pagination';
import type { InferOutput } from 'valibot';
import type { Db } from '#server/db/client';
import { assessments } from '#server/db/schema/learning';
import { schools } from '#server/db/schema/people';
import { logActivity } from '#server/lib/activity';
import type { AuthUser } from '#server/lib/context';
import { forbidden, notFound } from '#server/lib/errors';
import { type Scope, canSeeClass } from '#server/lib/scope';
import { type LoadedAssessment, assessmentView, loadAssessment, selectAssessments } from './assessment-view';
import { assertCanRead, assertPublishable, assertTeachesClass, assertUnlocked, classScopeWhere } from './class-items';
import { isUuid } from '#contract/list-query';
import type { ItemListQuery } from './list-query';

type CreateInput = InferOutput<typeof CreateAssessmentSchema>;
type UpdateInput = InferOutput<typeof UpdateAssessmentSchema>;

/** Teachers: the assessments of their classes; managers: of their schools; admins: all. */
export async function listAssessments(
  db: Db,
  scope: Scope,
  query: ItemListQuery,
): Promise<{ assessments: Assessment[]; pagination: Pagination }> {
  if (query.school_id && !isUuid(query.school_id))
    return { assessments: [], pagination: pagination(0, query.page, query.limit) };
  const where = and(
    classScopeWhere(scope, assessments.schoolId, assessments.classLevel),
    query.school_id ? eq(assessments.schoolId, query.school_id) : undefined,
    query.class_level ? eq(assessments.classLevel, query.class_level) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectAssessments(db, where)
      .orderBy(asc(schools.name), asc(assessments.classLevel), desc(assessments.dueAt), asc(assessments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(assessments).where(where),
  ]);
  return { assessments: rows.map(assessmentView), pagination: pagination(total?.n ?? 0, query.page, query.limit) };
}

/** An assessment the caller may read (404 otherwise, and for students unless published). */
export async function findReadable(db: Db, user: AuthUser, scope: Scope, id: string): Promise<LoadedAssessment> {
  const found = isUuid(id) ? await loadAssessment(db, id) : undefined;
  if (!found) throw notFound(M.notFound);
  assertCanRead(scope, user.role, found.row, M.notFound);
  return found;
}

/** An assessment the caller teaches: the class must be one of theirs (404 otherwise). */
export async function findManaged(db: Db, scope: Scope, id: string): Promise<LoadedAssessment> {
  const found = isUuid(id) ? await loadAssessment(db, id) : undefined;
  if (!found || !canSeeClass(scope, found.row.schoolId, found.row.classLevel)) throw notFound(M.notFound);
  return found;
}

const normalizeQuestions = (questions: AssessmentQuestion[]) =>
  questions.map((q) => ({ prompt: q.prompt, options: q.options, correctIndex: q.correctIndex, points: q.points }));

/** One assessment per class, all or none (one INSERT statement). */
export async function createAssessments(db: Db, user: AuthUser, scope: Scope, input: CreateInput) {
  for (const classLevel of input.class_levels)
    assertTeachesClass(scope, input.school_id, classLevel, M.notYourClass(classLevel));
  const created = await db
    .insert(assessments)
    .values(
      input.class_levels.map((classLevel) => ({
        teacherId: user.id,
        schoolId: input.school_id,
        classLevel,
        title: input.title,
        description: input.description,
        dueAt: new Date(input.due_at),
        allowLateSubmissions: input.allow_late_submissions,
        questions: normalizeQuestions(input.questions),
      })),
    )
    .returning({ id: assessments.id, classLevel: assessments.classLevel });
  for (const { id, classLevel } of created) {
    await logActivity(db, {
      actorId: user.id,
      action: 'assessment_created',
      entityType: 'assessment',
      entityId: id,
      description: `${user.name} created the assessment "${input.title}" for class ${classLevel}`,
    });
  }
  const rows = await selectAssessments(
    db,
    inArray(
      assessments.id,
      created.map((c) => c.id),
    ),
  ).orderBy(asc(assessments.classLevel));
  const views = rows.map(assessmentView);
  return { assessments: views, message: M.created(views.length) };
}

export async function updateAssessment(db: Db, user: AuthUser, scope: Scope, id: string, input: UpdateInput) {
  const { row, submissionCount } = await findManaged(db, scope, id);
  if (row.teacherId !== user.id) throw forbidden(M.notAuthor);
  const classLevel = input.class_level ?? row.classLevel;
  assertTeachesClass(scope, input.school_id, classLevel, M.notYourClass(classLevel));
  const questions = input.questions ? normalizeQuestions(input.questions) : row.questions;
  const changed =
    input.school_id !== row.schoolId ||
    classLevel !== row.classLevel ||
    JSON.stringify(normalizeQuestions(questions)) !== JSON.stringify(normalizeQuestions(row.questions));
  assertUnlocked(submissionCount, changed, M.locked);
  await db
    .update(assessments)
    .set({
      title: input.title,
      description: input.description ?? row.description,
      schoolId: input.school_id,
      classLevel,
      dueAt: new Date(input.due_at),
      allowLateSubmissions: input.allow_late_submissions ?? row.allowLateSubmissions,
      questions,
      updatedAt: new Date(),
    })
    .where(eq(assessments.id, row.id));
  await logActivity(db, {
    actorId: user.id,
    action: 'assessment_updated',
    entityType: 'assessment',
    entityId: row.id,
    description: `${user.name} updated the assessment "${input.title}"`,
  });
  return { assessment: assessmentView((await loadAssessment(db, row.id)) as LoadedAssessment), message: M.updated };
}

export async function publishAssessment(db: Db, user: AuthUser, scope: Scope, id: string) {
  const { row } = await findManaged(db, scope, id);
  if (row.teacherId !== user.id) throw forbidden(M.notAuthor);
  if (!row.published) {
    assertPublishable(row.dueAt, row.questions.length, M.noQuestions);
    const now = new Date();
    await db
      .update(assessments)
      .set({ published: true, publishedAt: now, updatedAt: now })
      .where(eq(assessments.id, row.id));
    await logActivity(db, {
      actorId: user.id,
      action: 'assessment_published',
      entityType: 'assessment',
      entityId: row.id,
      description: `${user.name} published the assessment "${row.title}" for class ${row.classLevel}`,
    });
  }
  return { assessment: assessmentView((await loadAssessment(db, row.id)) as LoadedAssessment), message: M.published };
}
