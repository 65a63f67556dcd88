import { count, desc, eq } from 'drizzle-orm';
import { type Paged, pagination } from '../../../contract/pagination';
import type { Db } from '../../db/client';
import { enquiries, teacherApplications } from '../../db/schema/public-forms';
import type { FormKind } from './public-forms.service';

const TABLES = { enquiry: enquiries, teacher_application: teacherApplications } as const;

export type VerifiedItem = Record<string, unknown> & {
  _id: string;
  email: string;
  verifiedAt: string;
  createdAt: string;
};

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
  const data = rows.map((row) => ({
    ...row.fields,
    _id: row.id,
    email: row.email,
    verifiedAt: (row.verifiedAt ?? row.createdAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
  return { data, pagination: pagination(total?.n ?? 0, page, limit) };
}
