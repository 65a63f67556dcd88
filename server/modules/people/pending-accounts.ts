import { and, eq } from 'drizzle-orm';
import { APPROVAL_MESSAGES as M } from '#contract/approvals';
import type { PublicUser } from '#contract/user';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema/people';
import { teacherApplications } from '#server/db/schema/public-forms';
import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { logActivity } from '#server/lib/activity';
import type { AuthUser } from '#server/lib/context';
import { hashPassword, newToken } from '#server/lib/crypto';
import { conflict, notFound } from '#server/lib/errors';
import { rethrowConflict } from '#server/lib/sql-helpers';
import { planRoleLinks } from './user-links';
import { CONFLICTS, assertEmailFree, insertUser, viewOf } from './users.service';

/**
 * Pending accounts (issue 16): a verified teacher application becomes a pending teacher account; the account is
 * approved (users.service: a set-password link is e-mailed) or rejected (deleted, the application keeps the reason).
 */

type Assignment = { school_id: string; classes: string[] };

async function findApplication(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(teacherApplications)
    .where(and(eq(teacherApplications.id, id), eq(teacherApplications.verified, true)))
    .limit(1);
  if (!row) throw notFound(M.applicationNotFound);
  return row;
}

/** The application's phone in the users table's form ('+91 98765 43210' → '+919876543210'), or null. */
const phoneOf = (value: unknown) => {
  const compact = typeof value === 'string' ? value.replace(/[\s()-]/g, '') : '';
  return /^\+?\d{4,18}$/.test(compact) ? compact : null;
};

/** POST /public-forms/teacher-applications/{id}/convert: a pending teacher, pre-filled from the application. */
export async function convertApplication(
  db: Db,
  actor: AuthUser,
  applicationId: string,
  assignments: Assignment[],
): Promise<PublicUser> {
  const application = await findApplication(db, applicationId);
  if (application.status !== 'new') {
    throw conflict(application.status === 'rejected' ? M.applicationRejected : M.alreadyConverted);
  }
  const name = String(application.fields.name ?? '').trim() || application.email;
  await assertEmailFree(db, application.email);
  const plan = await planRoleLinks(db, {
    role: 'teacher',
    manages_institutions: [],
    manages_schools: [],
    teaching_assignments: assignments.filter((a) => a.school_id !== ''),
    studies_at_school: '',
    student_details: { student_id: '', class_level: '', parent_contact: '' },
  });
  // Nobody knows this password: the account signs in only after its set-password link is used.
  const passwordHash = await hashPassword(newToken());
  const id = await db
    .transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const id = await insertUser(
        tx,
        actor,
        {
          name,
          email: application.email,
          phone: phoneOf(application.fields.phoneNumber),
          passwordHash,
          role: 'teacher',
          status: 'pending',
          locale: application.locale,
        },
        plan,
      );
      // Of two admins converting at once, the one that moves the application from 'new' wins.
      const moved = await tx
        .update(teacherApplications)
        .set({ status: 'converted', userId: id, decidedAt: new Date() })
        .where(and(eq(teacherApplications.id, applicationId), eq(teacherApplications.status, 'new')))
        .returning({ id: teacherApplications.id });
      if (moved.length === 0) throw conflict(M.alreadyConverted);
      await logActivity(tx, {
        actorId: actor.id,
        action: 'application_converted',
        entityType: 'user',
        entityId: id,
        description: ACTIVITY_MESSAGES.createdPendingTeacher(actor.name, name),
        meta: { applicationId },
      });
      return id;
    })
    .catch((err) => rethrowConflict(err, CONFLICTS));
  return viewOf(db, id);
}

/** POST /users/{id}/reject: deletes a pending account; its application (if any) is marked rejected with the reason. */
export async function rejectPendingUser(db: Db, actor: AuthUser, userId: string, reason: string): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('User not found');
  if (user.status !== 'pending') throw conflict(M.notPending);
  await db
    .transaction(async (raw) => {
      const tx = raw as unknown as Db;
      await tx
        .update(teacherApplications)
        .set({ status: 'rejected', decisionReason: reason, decidedAt: new Date() })
        .where(eq(teacherApplications.userId, userId));
      const gone = await tx
        .delete(users)
        .where(and(eq(users.id, userId), eq(users.status, 'pending')))
        .returning({ id: users.id });
      if (gone.length === 0) throw conflict(M.notPending);
      await logActivity(tx, {
        actorId: actor.id,
        action: 'user_rejected',
        entityType: 'user',
        entityId: userId,
        description: ACTIVITY_MESSAGES.rejectedUser(actor.name, user.name, user.email, reason),
        meta: { reason },
      });
    })
    .catch((err) =>
      rethrowConflict(err, {}, `Cannot reject ${user.name}: other records refer to them. Suspend the account instead.`),
    );
}

/** POST /public-forms/teacher-applications/{id}/reject: an application not yet approved, with its pending account. */
export async function rejectApplication(db: Db, actor: AuthUser, applicationId: string, reason: string): Promise<void> {
  const application = await findApplication(db, applicationId);
  if (application.status === 'rejected') throw conflict(M.applicationRejected);
  if (application.userId) {
    const [account] = await db.select({ status: users.status }).from(users).where(eq(users.id, application.userId));
    if (account && account.status !== 'pending') throw conflict(M.notPending);
    if (account) return rejectPendingUser(db, actor, application.userId, reason);
  }
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await tx
      .update(teacherApplications)
      .set({ status: 'rejected', decisionReason: reason, decidedAt: new Date() })
      .where(eq(teacherApplications.id, applicationId));
    await logActivity(tx, {
      actorId: actor.id,
      action: 'application_rejected',
      entityType: 'teacher_application',
      entityId: applicationId,
      description: ACTIVITY_MESSAGES.rejectedApplication(
        actor.name,
        String(application.fields.name ?? application.email),
        reason,
      ),
      meta: { reason },
    });
  });
}
