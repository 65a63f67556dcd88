import { Hono } from 'hono';
import { ChangePasswordSchema, LoginSchema } from '#contract/auth';
import { currentUser, requireAuth } from '#server/lib/auth';
import { type AppEnv, clientAddress } from '#server/lib/context';
import { notFound } from '#server/lib/errors';
import { publicUser } from '#server/lib/user-view';
import { validBody } from '#server/lib/validate';
import { logActivity } from '#server/lib/activity';
import { changePassword, login, logout } from './auth.service';
import { passwordLinkInfo, setPasswordWithLink } from './password-links';
import { APPROVAL_MESSAGES, PasswordLinkSchema, SetPasswordSchema } from '#contract/approvals';

export const authRoutes = new Hono<AppEnv>()
  .post('/login', validBody(LoginSchema), async (c) => {
    c.set('secretAnswer', true);
    const result = await login(c.var.db, c.req.valid('json'), clientAddress(c), c.var.env.tokenTtlHours);
    return c.json(result);
  })
  .get('/profile', requireAuth(), async (c) => {
    const user = await publicUser(c.var.db, currentUser(c).id);
    if (!user) throw notFound('User not found');
    return c.json({ user });
  })
  .put('/change-password', requireAuth(), validBody(ChangePasswordSchema), async (c) => {
    const user = currentUser(c);
    await changePassword(c.var.db, user.id, user.tokenHash, c.req.valid('json'));
    await logActivity(c.var.db, {
      actorId: user.id,
      action: 'password_changed',
      entityType: 'user',
      entityId: user.id,
      description: `${user.name} changed their password`,
    });
    return c.json({ message: 'Password changed successfully' });
  })
  // The e-mailed set-password link (issue 16): the token travels in a body, never in a URL the server logs.
  .post('/password-link', validBody(PasswordLinkSchema), async (c) => {
    c.set('secretAnswer', true);
    return c.json(await passwordLinkInfo(c.var.db, c.req.valid('json').token));
  })
  .post('/set-password', validBody(SetPasswordSchema), async (c) => {
    c.set('secretAnswer', true);
    const { token, password } = c.req.valid('json');
    await setPasswordWithLink(c.var.db, token, password);
    return c.json({ message: APPROVAL_MESSAGES.passwordSet });
  })
  .post('/logout', requireAuth(), async (c) => {
    await logout(c.var.db, currentUser(c).tokenHash);
    return c.json({ message: 'Logged out' });
  });
