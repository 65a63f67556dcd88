import { users } from '#contract/people-endpoints';
import type { PublicUser } from '#contract/user';
import type { Db } from '#server/db/client';
import { currentUser, requireAuth } from '#server/lib/auth';
import { endpointRoutes } from '#server/lib/endpoint-route';
import { keepAnswerIn } from '#server/lib/idempotency';
import { assertInstitutionInScope, scopeOf } from '#server/lib/scope';
import { idOr404 } from '#server/lib/sql-helpers';
import { assertManagerMayAdd } from './manager-additions';
import { rejectPendingUser } from './pending-accounts';
import { limitToScope } from './people-view';
import { limitTakenEmails } from './taken-emails';
import { getVisibleUser, listInstitutionUsers, listUsers } from './users.list';
import { createUser, deleteUser, setUserStatus, updateUser } from './users.service';

const USER_NOT_FOUND = 'User not found';
const admins = [requireAuth('admin')];

/** /api/users: admins manage users; others read the people in their scope (GET /users/{id}). */
export const usersRoutes = endpointRoutes('/users')
  .serve(users.list, admins, async (c, { query }) => listUsers(c.var.db, query))
  .serve(users.listForInstitution, [requireAuth('admin', 'institution_manager')], async (c, { params, query }) => {
    const id = idOr404(params.id, 'Institution not found');
    const scope = await scopeOf(c);
    assertInstitutionInScope(scope, id);
    const page = await listInstitutionUsers(c.var.db, id, query);
    const me = currentUser(c).id;
    return { ...page, data: page.data.map((u) => limitToScope(u, scope, me)) };
  })
  .serve(users.create, [requireAuth('admin', 'school_manager')], async (c, { body }) => {
    const actor = currentUser(c);
    if (actor.role === 'school_manager') assertManagerMayAdd(await scopeOf(c), body);
    // Role and scope first: a request the manager may not make is refused before the e-mail is looked up.
    // The answer is kept with the user in one transaction: a repeat after a crash gets it, not 'Email already exists'.
    const keep = (tx: Db, created: PublicUser) => keepAnswerIn(tx, c, 201, { user: created });
    const user = await limitTakenEmails(c.var.db, actor, () => createUser(c.var.db, actor, body, keep));
    return { user };
  })
  .serve(users.get, [requireAuth()], async (c, { params }) => {
    const id = idOr404(params.id, USER_NOT_FOUND);
    return { user: await getVisibleUser(c.var.db, await scopeOf(c), currentUser(c), id) };
  })
  .serve(users.update, admins, async (c, { params, body }) => {
    const id = idOr404(params.id, USER_NOT_FOUND);
    return { user: await updateUser(c.var, currentUser(c), id, body) };
  })
  .serve(users.setStatus, admins, async (c, { params, body }) => {
    const id = idOr404(params.id, USER_NOT_FOUND);
    return { user: await setUserStatus(c.var, currentUser(c), id, body.status) };
  })
  .serve(users.reject, admins, async (c, { params, body }) => {
    const id = idOr404(params.id, USER_NOT_FOUND);
    await rejectPendingUser(c.var.db, currentUser(c), id, body.reason);
    return { message: 'Account rejected' };
  })
  .serve(users.delete, admins, async (c, { params }) => {
    const id = idOr404(params.id, USER_NOT_FOUND);
    await deleteUser(c.var.db, currentUser(c), id);
    return { message: 'User deleted successfully' };
  }).router;
