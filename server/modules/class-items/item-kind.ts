import { type SQL, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import type { assessmentSubmissions, assessments, surveySubmissions, surveys } from '#server/db/schema/learning';
import { schools } from '#server/db/schema/people';
import { logActivity } from '#server/lib/activity';
import type { AuthUser } from '#server/lib/context';

/** The columns both item tables have; questions differ. */
export type ItemRow = Omit<(typeof assessments | typeof surveys)['$inferSelect'], 'questions'> & {
  questions: unknown[];
};
export type SubmissionRow = Pick<
  (typeof assessmentSubmissions | typeof surveySubmissions)['$inferSelect'],
  'id' | 'studentId' | 'submittedAt'
>;

type Columns<K extends string> = PgTable & Record<K, PgColumn>;
type ItemTable = Columns<'id' | 'teacherId' | 'schoolId' | 'classLevel' | 'title' | 'dueAt' | 'published'>;
type SubmissionTable = Columns<'id' | 'studentId' | 'submittedAt'>;

type Message = 'updated' | 'published' | 'notFound' | 'notAuthor' | 'locked' | 'noQuestions' | 'alreadySubmitted';
export type ItemMessages = Record<Message, string> & {
  created(n: number): string;
  notYourClass(classLevel: string): string;
};

/** An assessment's score as its submission's activity line gives it: '(7/10)'. */
export type ItemScore = { score: number; maxScore: number };

/** The activity log's lines of an item's changes, whole sentences (issue 42, contract/activity-messages.ts). */
export type ItemLines = {
  created(name: string, title: string, classLevel: string): string;
  updated(name: string, title: string): string;
  published(name: string, title: string, classLevel: string): string;
  submitted(name: string, title: string, score?: ItemScore): string;
};

/** What differs between assessments and surveys for the code they share. */
export type ClassItemKind<
  Row extends ItemRow = ItemRow,
  Sub extends SubmissionRow = SubmissionRow,
  View = unknown,
  One extends string = string,
  Many extends string = string,
> = {
  /** 'assessment' | 'survey': activity actions and descriptions, and the response key for one item. */
  noun: One;
  /** The response key for a list. */
  many: Many;
  items: ItemTable;
  submissions: SubmissionTable;
  /** The submissions' column naming their item. */
  itemOf: PgColumn;
  messages: ItemMessages;
  /** The activity log's line of each change. */
  lines: ItemLines;
  /** The stored form of questions, so that an edit is compared field by field. */
  normalize(questions: Row['questions']): Row['questions'];
  /** What teachers, managers and admins read. */
  view(loaded: Loaded<Row>): View;
  /** Never set: carries the submission row type. */
  sub?: Sub;
};

export type Loaded<Row> = { row: Row; schoolName: string; submissionCount: number };

/** Items with their school name and submission count, in one query. */
export function selectItems<Row extends ItemRow>(kind: ClassItemKind<Row>, db: Db, where: SQL | undefined) {
  const { items, submissions, itemOf } = kind;
  const submissionCount = sql<number>`(select count(*)::int from ${submissions} where ${itemOf} = ${items.id})`;
  return db
    .select({ row: items as PgTable, schoolName: schools.name, submissionCount })
    .from(items)
    .innerJoin(schools, eq(schools.id, items.schoolId))
    .where(where);
}

export async function loadItem<Row extends ItemRow>(
  kind: ClassItemKind<Row>,
  db: Db,
  id: string,
): Promise<Loaded<Row> | undefined> {
  const [found] = await selectItems(kind, db, eq(kind.items.id, id)).limit(1);
  return found && ({ ...found, submissionCount: Number(found.submissionCount) } as unknown as Loaded<Row>);
}

/** What changed, with what its line names: the class of a new or published item, a submission's score. */
export type ItemChange =
  | { verb: 'created' | 'published'; classLevel: string }
  | { verb: 'updated' }
  | { verb: 'submitted'; score?: ItemScore };

/** The activity line of a change: action `<noun>_<verb>`, 'Asha created the survey "Feedback" for class 7A'. */
export function logItemActivity(
  kind: ClassItemKind,
  db: Db,
  user: AuthUser,
  item: { id: string; title: string },
  change: ItemChange,
  meta?: Record<string, unknown>,
) {
  const { lines } = kind;
  const description =
    change.verb === 'updated'
      ? lines.updated(user.name, item.title)
      : change.verb === 'submitted'
        ? lines.submitted(user.name, item.title, change.score)
        : lines[change.verb](user.name, item.title, change.classLevel);
  return logActivity(db, {
    actorId: user.id,
    action: `${kind.noun}_${change.verb}`,
    entityType: kind.noun,
    entityId: item.id,
    description,
    meta,
  });
}
