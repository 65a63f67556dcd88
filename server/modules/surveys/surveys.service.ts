import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { InferOutput } from 'valibot';
import { type Pagination, pagination } from '#contract/pagination';
import {
  type CreateSurveySchema,
  SURVEY_MESSAGES as M,
  type Survey,
  type SurveyQuestion,
  type UpdateSurveySchema,
} from '#contract/surveys';
import type { Db } from '#server/db/client';
import { surveys } from '#server/db/schema/learning';
import { schools } from '#server/db/schema/people';
import { logActivity } from '#server/lib/activity';
import type { AuthUser } from '#server/lib/context';
import { forbidden, notFound } from '#server/lib/errors';
import { type Scope, canSeeClass } from '#server/lib/scope';
import {
  assertCanRead,
  assertPublishable,
  assertTeachesClass,
  assertUnlocked,
  classScopeWhere,
} from '../assessments/class-items';
import { isUuid } from '#contract/list-query';
import type { ItemListQuery } from '../assessments/list-query';
import { type LoadedSurvey, loadSurvey, selectSurveys, surveyView } from './survey-view';

type CreateInput = InferOutput<typeof CreateSurveySchema>;
type UpdateInput = InferOutput<typeof UpdateSurveySchema>;

/** Teachers: the surveys of their classes; managers: of their schools; admins: all. */
export async function listSurveys(
  db: Db,
  scope: Scope,
  query: ItemListQuery,
): Promise<{ surveys: Survey[]; pagination: Pagination }> {
  if (query.school_id && !isUuid(query.school_id))
    return { surveys: [], pagination: pagination(0, query.page, query.limit) };
  const where = and(
    classScopeWhere(scope, surveys.schoolId, surveys.classLevel),
    query.school_id ? eq(surveys.schoolId, query.school_id) : undefined,
    query.class_level ? eq(surveys.classLevel, query.class_level) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectSurveys(db, where)
      .orderBy(asc(schools.name), asc(surveys.classLevel), desc(surveys.dueAt), asc(surveys.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(surveys).where(where),
  ]);
  return { surveys: rows.map(surveyView), pagination: pagination(total?.n ?? 0, query.page, query.limit) };
}

/** A survey the caller may read (404 otherwise, and for students unless published). */
export async function findReadableSurvey(db: Db, user: AuthUser, scope: Scope, id: string): Promise<LoadedSurvey> {
  const found = isUuid(id) ? await loadSurvey(db, id) : undefined;
  if (!found) throw notFound(M.notFound);
  assertCanRead(scope, user.role, found.row, M.notFound);
  return found;
}

/** A survey the caller teaches: the class must be one of theirs (404 otherwise). */
export async function findManagedSurvey(db: Db, scope: Scope, id: string): Promise<LoadedSurvey> {
  const found = isUuid(id) ? await loadSurvey(db, id) : undefined;
  if (!found || !canSeeClass(scope, found.row.schoolId, found.row.classLevel)) throw notFound(M.notFound);
  return found;
}

const normalizeQuestions = (questions: SurveyQuestion[]) =>
  questions.map((q) => ({ prompt: q.prompt, min: q.min, max: q.max, allow_verbatim: q.allow_verbatim }));

/** One survey per class (class level upper-cased), all or none (one INSERT statement). */
export async function createSurveys(db: Db, user: AuthUser, scope: Scope, input: CreateInput) {
  for (const classLevel of input.class_levels)
    assertTeachesClass(scope, input.school_id, classLevel, M.notYourClass(classLevel));
  const created = await db
    .insert(surveys)
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
    .returning({ id: surveys.id, classLevel: surveys.classLevel });
  for (const { id, classLevel } of created) {
    await logActivity(db, {
      actorId: user.id,
      action: 'survey_created',
      entityType: 'survey',
      entityId: id,
      description: `${user.name} created the survey "${input.title}" for class ${classLevel}`,
    });
  }
  const rows = await selectSurveys(
    db,
    inArray(
      surveys.id,
      created.map((c) => c.id),
    ),
  ).orderBy(asc(surveys.classLevel));
  const views = rows.map(surveyView);
  return { surveys: views, message: M.created(views.length) };
}

export async function updateSurvey(db: Db, user: AuthUser, scope: Scope, id: string, input: UpdateInput) {
  const { row, submissionCount } = await findManagedSurvey(db, scope, id);
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
    .update(surveys)
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
    .where(eq(surveys.id, row.id));
  await logActivity(db, {
    actorId: user.id,
    action: 'survey_updated',
    entityType: 'survey',
    entityId: row.id,
    description: `${user.name} updated the survey "${input.title}"`,
  });
  return { survey: surveyView((await loadSurvey(db, row.id)) as LoadedSurvey), message: M.updated };
}

export async function publishSurvey(db: Db, user: AuthUser, scope: Scope, id: string) {
  const { row } = await findManagedSurvey(db, scope, id);
  if (row.teacherId !== user.id) throw forbidden(M.notAuthor);
  if (!row.published) {
    assertPublishable(row.dueAt, row.questions.length, M.noQuestions);
    const now = new Date();
    await db.update(surveys).set({ published: true, publishedAt: now, updatedAt: now }).where(eq(surveys.id, row.id));
    await logActivity(db, {
      actorId: user.id,
      action: 'survey_published',
      entityType: 'survey',
      entityId: row.id,
      description: `${user.name} published the survey "${row.title}" for class ${row.classLevel}`,
    });
  }
  return { survey: surveyView((await loadSurvey(db, row.id)) as LoadedSurvey), message: M.published };
}
