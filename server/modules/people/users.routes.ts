import { Hono } from 'hono';
import {
  CreateUserSchema,
  UpdateUserSchema,
  UpdateUserStatusSchema,
  UserListQuerySchema,
} from '#contract/people-accounts';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppEnv } from '#server/lib/context';
import { assertInstitutionInScope, scopeOf } from '#server/lib/scope';
import { validBody, validQuery } from '#server/lib/validate';
import { limitToScope } from './people-view';
import { idOr404 } from '#server/lib/sql-helpers';
import { getVisibleUser, listInstitutionUsers, listUsers } from './users.list';
import { assertManagerMayAdd } from './manager-additions';
import { createUser, deleteUser, setUserStatus, updateUser } from './users.service';
import { limitTakenEmails } from './taken-emails';
import { RejectSchema } from '#contract/approvals';
import { rejectPendingUser } from './pending-accounts';

const USER_NOT_FOUND = 'User not found';

/** /api/users: admins manage users; others read the people in their scope (GET /users/{id}). */
export const usersRoutes = new Hono<AppEnv>()
  .get('/', requireAuth('admin'), validQuery(UserListQuerySchema), async (c) => {
    return c.json(await listUsers(c.var.db, c.req.valid('query')));
  })
  .get('/institution/:id', requireAuth('admin', 'institution_manager'), validQuery(UserListQuerySchema), async (c) => {
    const id = idOr404(c.req.param('id'), 'Institution not found');
    const scope = await scopeOf(c);
    assertInstitutionInScope(scope, id);
    const page = await listInstitutionUsers(c.var.db, id, c.req.valid('query'));
    const me = currentUser(c).id;
    return c.json({ ...page, data: page.data.map((u) => limitToScope(u, scope, me)) });
  })
  .post('/', requireAuth('admin', 'school_manager'), validBody(CreateUserSchema), async (c) => {
    const input = c.req.valid('json');
    const actor = currentUser(c);
    if (actor.role === 'school_manager') assertManagerMayAdd(await scopeOf(c), input);
    // Role and scope first: a request the manager may not make is refused before the e-mail is looked up.
    const user = await limitTakenEmails(c.var.db, actor, () => createUser(c.var.db, actor, input));
    return c.json({ user }, 201);
  })
  .get('/:id', requireAuth(), async (c) => {
    const id = idOr404(c.req.param('id'), USER_NOT_FOUND);
    const user = await getVisibleUser(c.var.db, await scopeOf(c), currentUser(c), id);
    return c.json({ user });
  })
  .put('/:id', requireAuth('admin'), validBody(UpdateUserSchema), async (c) => {
    const id = idOr404(c.req.param('id'), USER_NOT_FOUND);
    return c.json({ user: await updateUser(c.var, currentUser(c), id, c.req.valid('json')) });
  })
  .patch('/:id/status', requireAuth('admin'), validBody(UpdateUserStatusSchema), async (c) => {
    const id = idOr404(c.req.param('id'), USER_NOT_FOUND);
    return c.json({ user: await setUserStatus(c.var, currentUser(c), id, c.req.valid('json').status) });
  })
  .post('/:id/reject', requireAuth('admin'), validBody(RejectSchema), async (c) => {
    const id = idOr404(c.req.param('id'), USER_NOT_FOUND);
    await rejectPendingUser(c.var.db, currentUser(c), id, c.req.valid('json').reason);
    return c.json({ message: 'Account rejected' });
  })
  .delete('/:id', requireAuth('admin'), async (c) => {
    const id = idOr404(c.req.param('id'), USER_NOT_FOUND);
    await deleteUser(c.var.db, currentUser(c), id);
    return c.json({ message: 'User deleted successfully' });
  });
