import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { InstitutionData, InstitutionDetail, InstitutionListResponse } from '#contract/institutions';
import { INSTITUTION_MESSAGES } from '#contract/institutions';
import { pagination } from '#contract/pagination';
import type { Db } from '#server/db/client';
import { institutions, schools, users } from '#server/db/schema/people';
import { classSessions } from '#server/db/schema/teaching';
import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { logActivity } from '#server/lib/activity';
import type { AuthUser } from '#server/lib/context';
import { conflict, fieldError, notFound } from '#server/lib/errors';
import type { Scope } from '#server/lib/scope';
import { containsPattern, offsetOf, rethrowConflict } from '#server/lib/sql-helpers';
import { joinWords, plural } from '#server/lib/words';
import { institutionDetail, institutionViews } from './institutions.view';

export async function listInstitutions(
  db: Db,
  scope: Scope,
  q: { page: number; limit: number; search: string },
): Promise<InstitutionListResponse> {
  const pattern = q.search ? containsPattern(q.search) : '';
  const where = and(
    scope.all ? undefined : inArray(institutions.id, scope.institutionIds),
    pattern
      ? or(ilike(institutions.name, pattern), ilike(institutions.state, pattern), ilike(institutions.district, pattern))
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(institutions).where(where);
  const rows = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(where)
    .orderBy(asc(institutions.name), asc(institutions.id))
    .limit(q.limit)
    .offset(offsetOf(q));
  const data = await institutionViews(
    db,
    rows.map((r) => r.id),
  );
  return { data, pagination: pagination(total?.n ?? 0, q.page, q.limit) };
}

/** '' means no manager; anyone named must be an institution manager. */
async function managerOrNull(db: Db, managerId: string): Promise<string | null> {
  if (!managerId) return null;
  const id = managerId.toLowerCase();
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  if (row?.role !== 'institution_manager') throw fieldError('manager_id', INSTITUTION_MESSAGES.manager);
  return id;
}

const columns = (input: InstitutionData, managerId: string | null) => ({
  name: input.name,
  managerId,
  state: input.metadata.state,
  district: input.metadata.district,
  address: input.metadata.address,
  contactEmail: input.metadata.contact_email,
  contactPhone: input.metadata.contact_phone,
});

/** `keep`: runs in the creation's transaction with the new institution (its answer kept with it: keepAnswerIn). */
export async function createInstitution(
  db: Db,
  actor: AuthUser,
  input: InstitutionData,
  keep?: (tx: Db, institution: InstitutionDetail) => Promise<void>,
): Promise<InstitutionDetail> {
  const managerId = await managerOrNull(db, input.manager_id);
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [row] = await tx
      .insert(institutions)
      .values({ ...columns(input, managerId), createdBy: actor.id })
      .returning({ id: institutions.id });
    if (!row) throw new Error('insert returned no row');
    await logActivity(tx, {
      actorId: actor.id,
      action: 'institution_created',
      entityType: 'institution',
      entityId: row.id,
      description: ACTIVITY_MESSAGES.createdInstitution(input.name),
    });
    const institution = await institutionDetail(tx, row.id);
    if (keep) await keep(tx, institution);
    return institution;
  });
}

async function existing(db: Db, id: string) {
  const [row] = await db.select({ name: institutions.name }).from(institutions).where(eq(institutions.id, id)).limit(1);
  if (!row) throw notFound(INSTITUTION_MESSAGES.notFound);
  return row;
}

export async function updateInstitution(
  db: Db,
  actor: AuthUser,
  id: string,
  input: InstitutionData,
): Promise<InstitutionDetail> {
  await existing(db, id);
  const managerId = await managerOrNull(db, input.manager_id);
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await tx
      .update(institutions)
      .set({ ...columns(input, managerId), updatedAt: new Date() })
      .where(eq(institutions.id, id));
    await logActivity(tx, {
      actorId: actor.id,
      action: 'institution_updated',
      entityType: 'institution',
      entityId: id,
      description: ACTIVITY_MESSAGES.updatedInstitution(input.name),
    });
  });
  return institutionDetail(db, id);
}

/** Only an institution without schools or sessions can go; its manager simply becomes unassigned. */
export async function deleteInstitution(db: Db, actor: AuthUser, id: string): Promise<void> {
  const { name } = await existing(db, id);
  const [[schoolCount], [sessionCount]] = await Promise.all([
    db.select({ n: count() }).from(schools).where(eq(schools.institutionId, id)),
    db.select({ n: count() }).from(classSessions).where(eq(classSessions.institutionId, id)),
  ]);
  const held = [
    schoolCount?.n ? plural(schoolCount.n, 'school') : '',
    sessionCount?.n ? plural(sessionCount.n, 'class session') : '',
  ].filter(Boolean);
  if (held.length) {
    throw conflict(`Cannot delete ${name}: it still has ${joinWords(held)}. Delete or move them first.`);
  }
  await db
    .transaction(async (raw) => {
      const tx = raw as unknown as Db;
      await tx.delete(institutions).where(eq(institutions.id, id));
      await logActivity(tx, {
        actorId: actor.id,
        action: 'institution_deleted',
        entityType: 'institution',
        entityId: id,
        description: ACTIVITY_MESSAGES.deletedInstitution(name),
      });
    })
    .catch((err) => rethrowConflict(err, {}, `Cannot delete ${name}: other records still refer to it.`));
}
