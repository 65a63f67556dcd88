import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { AuthUser } from '#server/lib/context';
import { forbidden, notFound } from '#server/lib/errors';
import type { Scope } from '#server/lib/scope';
import { assertPublishable, assertTeachesClass, assertUnlocked } from './class-items';
import {
  type ClassItemKind,
  type ItemRow,
  type Loaded,
  type SubmissionRow,
  loadItem,
  logItemActivity,
  selectItems,
} from './item-kind';
import { findManagedItem } from './item-reads';

type CreateInput<Q> = {
  title: string;
  description: string;
  school_id: string;
  class_levels: string[];
  due_at: string;
  allow_late_submissions: boolean;
  questions: Q;
};
type UpdateInput<Q> = Partial<Pick<CreateInput<Q>, 'description' | 'allow_late_submissions' | 'questions'>> &
  Pick<CreateInput<Q>, 'title' | 'school_id' | 'due_at'> & { class_level?: string };

/** The saved item as its kind's view, with `message`, under the kind's key for one item (404 if it went meanwhile). */
async function reloaded<Row extends ItemRow, View, One extends string>(
  kind: ClassItemKind<Row, SubmissionRow, View, One>,
  db: Db,
  id: string,
  message: string,
) {
  const loaded = await loadItem(kind, db, id);
  if (!loaded) throw notFound(kind.messages.notFound);
  return { [kind.noun]: kind.view(loaded), message } as Record<One, View> & { message: string };
}

/** One item per class, all or none (one INSERT statement); answered in class order. */
export async function createItems<Row extends ItemRow, View, Many extends string>(
  kind: ClassItemKind<Row, SubmissionRow, View, string, Many>,
  db: Db,
  user: AuthUser,
  scope: Scope,
  input: CreateInput<Row['questions']>,
  keep?: (tx: Db, answer: Record<Many, View[]> & { message: string }) => Promise<void>,
) {
  const { items, messages: M } = kind;
  for (const classLevel of input.class_levels)
    assertTeachesClass(scope, input.school_id, classLevel, M.notYourClass(classLevel));
  const values = input.class_levels.map((classLevel) => ({
    teacherId: user.id,
    schoolId: input.school_id,
    classLevel,
    title: input.title,
    description: input.description,
    dueAt: new Date(input.due_at),
    allowLateSubmissions: input.allow_late_submissions,
    questions: kind.normalize(input.questions),
  }));
  // The items, their activity and the answer (`keep`: idempotency.ts keepAnswerIn) in one transaction: a repeat of
  // the request after a crash gets this answer rather than making the items a second time.
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    // Drizzle cannot type the values of a table chosen at run time (`as never`): both tables have these columns.
    const created = (await tx
      .insert(items)
      .values(values as never)
      .returning({ id: items.id, classLevel: items.classLevel })) as { id: string; classLevel: string }[];
    for (const { id, classLevel } of created)
      await logItemActivity(kind, tx, user, { id, title: input.title }, { verb: 'created', classLevel });
    const ids = created.map((c) => c.id);
    const rows = await selectItems(kind, tx, inArray(items.id, ids)).orderBy(asc(items.classLevel));
    const views = (rows as unknown as Loaded<Row>[]).map(kind.view);
    const answer = { [kind.many]: views, message: M.created(views.length) } as Record<Many, View[]> & {
      message: string;
    };
    if (keep) await keep(tx, answer);
    return answer;
  });
}

/** Only the author edits; questions, school and class are locked once a student has submitted. */
export async function updateItem<Row extends ItemRow, View, One extends string>(
  kind: ClassItemKind<Row, SubmissionRow, View, One>,
  db: Db,
  user: AuthUser,
  scope: Scope,
  id: string,
  input: UpdateInput<Row['questions']>,
) {
  const { messages: M, normalize } = kind;
  const { row, submissionCount } = await findManagedItem(kind, db, scope, id);
  if (row.teacherId !== user.id) throw forbidden(M.notAuthor);
  const classLevel = input.class_level ?? row.classLevel;
  assertTeachesClass(scope, input.school_id, classLevel, M.notYourClass(classLevel));
  const questions = input.questions ? normalize(input.questions) : row.questions;
  const changed =
    input.school_id !== row.schoolId ||
    classLevel !== row.classLevel ||
    JSON.stringify(normalize(questions)) !== JSON.stringify(normalize(row.questions));
  assertUnlocked(submissionCount, changed, M.locked);
  const values = {
    title: input.title,
    description: input.description ?? row.description,
    schoolId: input.school_id,
    classLevel,
    dueAt: new Date(input.due_at),
    allowLateSubmissions: input.allow_late_submissions ?? row.allowLateSubmissions,
    questions,
    updatedAt: new Date(),
  };
  await db
    .update(kind.items)
    .set(values as never)
    .where(eq(kind.items.id, row.id));
  await logItemActivity(kind, db, user, { id: row.id, title: input.title }, { verb: 'updated' });
  return reloaded(kind, db, row.id, M.updated);
}

/** Only the author publishes, with a due date ahead and questions; publishing again changes nothing. */
export async function publishItem<Row extends ItemRow, View, One extends string>(
  kind: ClassItemKind<Row, SubmissionRow, View, One>,
  db: Db,
  user: AuthUser,
  scope: Scope,
  id: string,
) {
  const { row } = await findManagedItem(kind, db, scope, id);
  if (row.teacherId !== user.id) throw forbidden(kind.messages.notAuthor);
  if (!row.published) {
    assertPublishable(row.dueAt, row.questions.length, kind.messages.noQuestions);
    const now = new Date();
    await db
      .update(kind.items)
      .set({ published: true, publishedAt: now, updatedAt: now } as never)
      .where(eq(kind.items.id, row.id));
    await logItemActivity(kind, db, user, row, { verb: 'published', classLevel: row.classLevel });
  }
  return reloaded(kind, db, row.id, kind.messages.published);
}
