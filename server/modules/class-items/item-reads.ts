import { type SQL, and, asc, count, desc, eq } from 'drizzle-orm';
import { isUuid } from '#contract/list-query';
import { type Pagination, pagination } from '#contract/pagination';
import type { Db } from '#server/db/client';
import { schools } from '#server/db/schema/people';
import type { AuthUser } from '#server/lib/context';
import { notFound } from '#server/lib/errors';
import { type Scope, canSeeClass } from '#server/lib/scope';
import { assertCanRead, classScopeWhere } from './class-items';
import { type ClassItemKind, type ItemRow, type Loaded, type SubmissionRow, loadItem, selectItems } from './item-kind';
import type { ItemFilterQuery, ItemListQuery } from '#contract/class-items';

/** The items of the classes in scope, narrowed by the school and class filters (and `extra`). */
export function itemsWhere(kind: ClassItemKind, scope: Scope, filter: ItemFilterQuery, extra?: SQL) {
  const { items } = kind;
  return and(
    extra,
    classScopeWhere(scope, items.schoolId, items.classLevel),
    filter.school_id ? eq(items.schoolId, filter.school_id) : undefined,
    filter.class_level ? eq(items.classLevel, filter.class_level) : undefined,
  );
}

/** Teachers: the items of their classes; managers: of their schools; admins: all. */
export async function listItems<Row extends ItemRow, View, Many extends string>(
  kind: ClassItemKind<Row, SubmissionRow, View, string, Many>,
  db: Db,
  scope: Scope,
  query: ItemListQuery,
) {
  const answer = (views: View[], total: number) =>
    ({ [kind.many]: views, pagination: pagination(total, query.page, query.limit) }) as Record<Many, View[]> & {
      pagination: Pagination;
    };
  if (query.school_id && !isUuid(query.school_id)) return answer([], 0);
  const { items } = kind;
  const where = itemsWhere(kind, scope, query);
  const [rows, [total]] = await Promise.all([
    selectItems(kind, db, where)
      .orderBy(asc(schools.name), asc(items.classLevel), desc(items.dueAt), asc(items.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(items).where(where),
  ]);
  return answer((rows as unknown as Loaded<Row>[]).map(kind.view), total?.n ?? 0);
}

/** An item the caller may read (404 otherwise, and for students unless published). */
export async function findReadableItem<Row extends ItemRow>(
  kind: ClassItemKind<Row>,
  db: Db,
  user: AuthUser,
  scope: Scope,
  id: string,
): Promise<Loaded<Row>> {
  const found = isUuid(id) ? await loadItem(kind, db, id) : undefined;
  if (!found) throw notFound(kind.messages.notFound);
  assertCanRead(scope, user.role, found.row, kind.messages.notFound);
  return found;
}

/** An item the caller teaches: the class must be one of theirs (404 otherwise). */
export async function findManagedItem<Row extends ItemRow>(
  kind: ClassItemKind<Row>,
  db: Db,
  scope: Scope,
  id: string,
): Promise<Loaded<Row>> {
  const found = isUuid(id) ? await loadItem(kind, db, id) : undefined;
  if (!found || !canSeeClass(scope, found.row.schoolId, found.row.classLevel)) throw notFound(kind.messages.notFound);
  return found;
}
