import { and, count, desc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { type Paged, type Pagination, pagination } from '#contract/pagination';
import type { VerifiedApplication, VerifiedEnquiry } from '#contract/public-forms-answers';
import { ApplicationFieldsSchema, EnquiryFieldsSchema } from '#contract/public-forms-answers';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema/people';
import { enquiries, teacherApplications } from '#server/db/schema/public-forms';
import { notFound } from '#server/lib/errors';

// A submission's fields are stored as the form's schema gave them (submitForm): read back as that shape, any other
// key left out. A row that does not hold them is a server error, not an answer with fields missing.
const storedEnquiry = v.object(EnquiryFieldsSchema.entries);
const storedApplication = v.object(ApplicationFieldsSchema.entries);

type Row = { id: string; email: string; fields: unknown; verifiedAt: Date | null; createdAt: Date };
const verifiedOf = (row: Row) => ({
  _id: row.id,
  email: row.email,
  verifiedAt: (row.verifiedAt ?? row.createdAt).toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** Verified rows of a table, newest first (served by the verified index), and their count. */
async function verifiedPage(
  db: Db,
  table: typeof enquiries | typeof teacherApplications,
  page: number,
  limit: number,
): Promise<{ rows: Row[]; pagination: Pagination }> {
  const where = eq(table.verified, true);
  const columns = {
    id: table.id,
    email: table.email,
    fields: table.fields,
    verifiedAt: table.verifiedAt,
    createdAt: table.createdAt,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(table)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows, pagination: pagination(total?.n ?? 0, page, limit) };
}

/** Verified enquiries, newest first. */
export async function listEnquiries(db: Db, page: number, limit: number): Promise<Paged<VerifiedEnquiry>> {
  const found = await verifiedPage(db, enquiries, page, limit);
  const data = found.rows.map((row) => ({ ...v.parse(storedEnquiry, row.fields), ...verifiedOf(row) }));
  return { data, pagination: found.pagination };
}

/** Verified teacher applications, newest first, each with its decision. */
export async function listApplications(db: Db, page: number, limit: number): Promise<Paged<VerifiedApplication>> {
  const found = await verifiedPage(db, teacherApplications, page, limit);
  return { data: await withDecisions(db, found.rows), pagination: found.pagination };
}

/** One verified application with its decision (admin: the Create Teacher Account screen reads it). */
export async function verifiedApplication(db: Db, id: string): Promise<VerifiedApplication> {
  const rows = await db
    .select()
    .from(teacherApplications)
    .where(and(eq(teacherApplications.id, id), eq(teacherApplications.verified, true)))
    .limit(1);
  const [item] = await withDecisions(db, rows);
  if (!item) throw notFound('Application not found');
  return item;
}

/** Each application's decision (new, converted, rejected) and its account's status, in one query for the page. */
async function withDecisions(db: Db, rows: Row[]): Promise<VerifiedApplication[]> {
  const ids = rows.map((row) => row.id);
  const decisions = ids.length
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
  const byId = new Map(decisions.map((r) => [r.id, r]));
  return rows.map((row) => {
    const r = byId.get(row.id);
    return {
      ...v.parse(storedApplication, row.fields),
      ...verifiedOf(row),
      status: r?.status ?? 'new',
      account: r?.accountId && r.accountStatus ? { _id: r.accountId, status: r.accountStatus } : null,
      decisionReason: r?.decisionReason ?? null,
      decidedAt: r?.decidedAt?.toISOString() ?? null,
    };
  });
}
