import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { notFound } from '#server/lib/errors';
import type { ApplicationDecision } from '#contract/approvals';
import { type Paged, pagination } from '#contract/pagination';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema/people';
import { enquiries, teacherApplications } from '#server/db/schema/public-forms';
import type { FormKind } from './public-forms.service';

const TABLES = { enquiry: enquiries, teacher_application: teacherApplications } as const;

export type VerifiedItem = Record<string, unknown> & {
  _id: string;
  email: string;
  verifiedAt: string;
  createdAt: string;
};

/** One verified application with its decision (admin: the Create Teacher Account screen reads it). */
export async function verifiedApplication(db: Db, id: string): Promise<VerifiedItem> {
  const [row] = await db
    .select()
    .from(teacherApplications)
    .where(and(eq(teacherApplications.id, id), eq(teacherApplications.verified, true)))
    .limit(1);
  if (!row) throw notFound('Application not found');
  const [item] = (await withDecisions(db, { data: [itemOf(row)], pagination: pagination(1, 1, 1) })).data;
  return item as VerifiedItem;
}

const itemOf = (row: typeof teacherApplications.$inferSelect | typeof enquiries.$inferSelect): VerifiedItem => ({
  ...row.fields,
  _id: row.id,
  email: row.email,
  verifiedAt: (row.verifiedAt ?? row.createdAt).toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** Verified enquiries or applications, newest verification first (served by the verified index). */
export async function listVerified(db: Db, kind: FormKind, page: number, limit: number): Promise<Paged<VerifiedItem>> {
  const table = TABLES[kind];
  const where = eq(table.verified, true);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(table).where(where),
  ]);
  const paged = { data: rows.map(itemOf), pagination: pagination(total?.n ?? 0, page, limit) };
  return kind === 'teacher_application' ? withDecisions(db, paged) : paged;
}

/** Each application's decision (new, converted, rejected) and its account's status, in one query for the page. */
async function withDecisions(db: Db, page: Paged<VerifiedItem>): Promise<Paged<VerifiedItem>> {
  const ids = page.data.map((item) => item._id);
  const rows = ids.length
    ? await db
        .select({
          id: teacherApplications.id,
          status: teacherApplications.status,
          decisionReason: teacherApplications.decisionReason,
          decidedAt: teacherApplications.decidedAt,
          accountId: users.id,
          accountStatus: users.status,
        })
        .from(teacherApplications)
        .leftJoin(users, eq(users.id, teacherApplications.userId))
        .where(inArray(teacherApplications.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const data = page.data.map((item) => {
    const r = byId.get(item._id);
    return {
      ...item,
      status: r?.status ?? 'new',
      account: r?.accountId && r.accountStatus ? { _id: r.accountId, status: r.accountStatus } : null,
      decisionReason: r?.decisionReason ?? null,
      decidedAt: r?.decidedAt?.toISOString() ?? null,
    } satisfies VerifiedItem & ApplicationDecision;
  });
  return { ...page, data };
}
