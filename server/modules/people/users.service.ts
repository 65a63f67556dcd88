import { and, count, eq, ne, sql } from 'drizzle-orm';
import { CREATED_USER, DELETED_USER, ACTIVITY_MESSAGES as A } from '#contract/activity-messages';
import { ROLE_LABELS, type Role, type UserStatus } from '#contract/roles';
import type { Valued } from '#contract/valued';
import type { PublicUser } from '#contract/user';
import { type CreateUserData, USER_MESSAGES, type UpdateUserData } from '#contract/people-accounts';
import type { Db } from '#server/db/client';
import { assessments, surveys } from '#server/db/schema/learning';
import { users } from '#server/db/schema/people';
import { classSessions } from '#server/db/schema/teaching';
import { logActivity } from '#server/lib/activity';
import type { AuthUser } from '#server/lib/context';
import { hashPassword } from '#server/lib/crypto';
import { badRequest, conflict, notFound } from '#server/lib/errors';
import { publicUser } from '#server/lib/user-view';
import { endAccessOnStatusChange } from '../auth/auth.service';
import { sendPasswordLink } from '../auth/password-links';
import type { Env } from '#server/env';
import { rethrowConflict } from '#server/lib/sql-helpers';
import { joinWords, plural } from '#server/lib/words';
import { applyRoleLinks, type LinkPlan, planRoleLinks } from './user-links';

export const CONFLICTS = {
  users_email_unique: USER_MESSAGES.emailTaken,
  student_details_school_student_id_unique: USER_MESSAGES.studentIdTaken,
};

export async function assertEmailFree(db: Db, email: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw conflict(USER_MESSAGES.emailTaken);
}

async function findUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('User not found');
  return row;
}

export async function viewOf(db: Db, id: string): Promise<PublicUser> {
  const user = await publicUser(db, id);
  if (!user) throw notFound('User not found');
  return user;
}

type NewUser = Pick<
  typeof users.$inferInsert,
  'name' | 'email' | 'phone' | 'passwordHash' | 'role' | 'status' | 'locale'
>;

/** Inserts a user with their role links, in the caller's transaction; returns the new id. */
export async function insertUser(tx: Db, actor: AuthUser, user: NewUser, plan: LinkPlan): Promise<string> {
  const [row] = await tx
    .insert(users)
    .values({ ...user, createdBy: actor.id })
    .returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  await applyRoleLinks(tx, row.id, plan);
  return row.id;
}

/** `keep`: runs in the creation's transaction with the new user's view (the answer kept with the effect). */
export async function createUser(
  db: Db,
  actor: AuthUser,
  input: CreateUserData,
  keep?: (tx: Db, user: PublicUser) => Promise<void>,
): Promise<PublicUser> {
  await assertEmailFree(db, input.email);
  const plan = await planRoleLinks(db, input);
  const passwordHash = await hashPassword(input.password);
  // The view is read in the transaction: the kept answer and the one returned are the same, read once.
  return db
    .transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const { name, email, role, status } = input;
      const id = await insertUser(
        tx,
        actor,
        { name, email, phone: input.phone || null, passwordHash, role, status },
        plan,
      );
      await logActivity(tx, {
        actorId: actor.id,
        action: 'user_created',
        entityType: 'user',
        entityId: id,
        description: CREATED_USER[input.role](input.name),
      });
      const user = await viewOf(tx, id);
      if (keep) await keep(tx, user);
      return user;
    })
    .catch((err) => rethrowConflict(err, CONFLICTS));
}

/** A status change other than an approval (pending → active, which names who approved): its activity line. */
const STATUS_CHANGED: Partial<Record<`${UserStatus}>${UserStatus}`, Valued<[string]>>> = {
  'suspended>active': A.reactivatedUser,
  'active>suspended': A.suspendedUser,
  'pending>suspended': A.suspendedUser,
  'active>pending': A.setUserToPending,
  'suspended>pending': A.setUserToPending,
};

/** The activity line of a status change: 'Asha Verma approved Neha Arora', 'Suspended user Ravi Kumar'. */
function statusLine(actor: AuthUser, name: string, from: UserStatus, to: UserStatus): string {
  if (approved(from, to)) return A.approvedUser(actor.name, name);
  return (STATUS_CHANGED[`${from}>${to}`] ?? A.updatedUser)(name);
}

/**
 * The activity line of an edit: a status change alone as statusLine() words it; otherwise 'Updated user …' with the
 * role's change, and the status's with it ('Updated user Ravi (role Teacher → School Manager)').
 */
function updateLine(actor: AuthUser, before: { role: Role; status: UserStatus }, input: UpdateUserData): string {
  const newStatus = before.status !== input.status;
  if (before.role === input.role) {
    return newStatus ? statusLine(actor, input.name, before.status, input.status) : A.updatedUser(input.name);
  }
  const [fromRole, toRole] = [ROLE_LABELS[before.role], ROLE_LABELS[input.role]];
  return newStatus
    ? A.updatedUserRoleAndStatus(input.name, fromRole, toRole, before.status, input.status)
    : A.updatedUserRole(input.name, fromRole, toRole);
}

function guardSelf(actor: AuthUser, id: string, change: { role?: string; status?: string }) {
  if (actor.id !== id) return;
  if (change.role && change.role !== actor.role) throw badRequest('You cannot change your own role');
  if (change.status && change.status !== 'active') throw badRequest('You cannot change your own status');
}

type Deps = { db: Db; env: Env };

/** An approval (pending → active) e-mails the person a one-time link to set their password (issue 16). */
const approved = (from: UserStatus, to: UserStatus) => from === 'pending' && to === 'active';

export async function updateUser(
  { db, env }: Deps,
  actor: AuthUser,
  id: string,
  input: UpdateUserData,
): Promise<PublicUser> {
  const before = await findUser(db, id);
  guardSelf(actor, id, input);
  await assertEmailFree(db, input.email, id);
  const plan = await planRoleLinks(db, input, id);
  await db
    .transaction(async (raw) => {
      const tx = raw as unknown as Db;
      await tx
        .update(users)
        .set({
          name: input.name,
          email: input.email,
          phone: input.phone || null,
          role: input.role,
          status: input.status,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
      await applyRoleLinks(tx, id, plan);
      if (before.status !== input.status) await endAccessOnStatusChange(tx, id);
      if (approved(before.status, input.status)) await sendPasswordLink(tx, env, { ...before, ...input, id });
      await logActivity(tx, {
        actorId: actor.id,
        action: 'user_updated',
        entityType: 'user',
        entityId: id,
        description: updateLine(actor, before, input),
      });
    })
    .catch((err) => rethrowConflict(err, CONFLICTS));
  return viewOf(db, id);
}

/**
 * PATCH /users/{id}/status: approve (e-mails a set-password link), suspend or set back to pending, or reactivate.
 * Any change signs the user out everywhere for good and spends their earlier set-password links (issue 38).
 */
export async function setUserStatus(
  { db, env }: Deps,
  actor: AuthUser,
  id: string,
  status: UserStatus,
): Promise<PublicUser> {
  const before = await findUser(db, id);
  guardSelf(actor, id, { status });
  if (before.status !== status) {
    await db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
      await endAccessOnStatusChange(tx, id);
      if (approved(before.status, status)) await sendPasswordLink(tx, env, before);
      await logActivity(tx, {
        actorId: actor.id,
        action: status === 'active' && before.status === 'pending' ? 'user_approved' : 'user_status_changed',
        entityType: 'user',
        entityId: id,
        description: statusLine(actor, before.name, before.status, status),
        meta: { from: before.status, to: status },
      });
    });
  }
  return viewOf(db, id);
}

/** Deletes a user who has no teaching history; one who has must be suspended instead (no orphans). */
export async function deleteUser(db: Db, actor: AuthUser, id: string): Promise<void> {
  const before = await findUser(db, id);
  if (actor.id === id) throw badRequest('You cannot delete your own account');
  const [[sessions], [tests], [polls]] = await Promise.all([
    db.select({ n: count() }).from(classSessions).where(eq(classSessions.teacherId, id)),
    db.select({ n: count() }).from(assessments).where(eq(assessments.teacherId, id)),
    db.select({ n: count() }).from(surveys).where(eq(surveys.teacherId, id)),
  ]);
  const held = [
    sessions?.n ? plural(sessions.n, 'class session') : '',
    tests?.n ? plural(tests.n, 'assessment') : '',
    polls?.n ? plural(polls.n, 'survey') : '',
  ].filter(Boolean);
  if (held.length) {
    throw conflict(`Cannot delete ${before.name}: they have ${joinWords(held)}. Suspend the account instead.`);
  }
  await db
    .transaction(async (raw) => {
      const tx = raw as unknown as Db;
      await tx.delete(users).where(eq(users.id, id));
      await logActivity(tx, {
        actorId: actor.id,
        action: 'user_deleted',
        entityType: 'user',
        entityId: id,
        description: DELETED_USER[before.role](before.name),
      });
    })
    .catch((err) =>
      rethrowConflict(
        err,
        {},
        `Cannot delete ${before.name}: other records still refer to them. Suspend the account instead.`,
      ),
    );
}
