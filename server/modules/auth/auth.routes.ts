import { PASSWORD_LINK_MESSAGES } from '#contract/password-links';
import { auth } from '#contract/auth-endpoints';
import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { logActivity } from '#server/lib/activity';
import { currentUser, requireAuth } from '#server/lib/auth';
import { clientAddress } from '#server/lib/context';
import { endpointRoutes } from '#server/lib/endpoint-route';
import { notFound } from '#server/lib/errors';
import { publicUser } from '#server/lib/user-view';
import { changePassword, login, logout, setLocale } from './auth.service';
import { passwordLinkInfo, setPasswordWithLink } from './password-links';

const signedIn = [requireAuth()];

/** Signing in and out, the signed-in user, and passwords. Answers carrying a token or a link's owner are secret. */
export const authRoutes = endpointRoutes('/auth')
  .serve(auth.login, [], async (c, { body }) => {
    c.set('secretAnswer', true);
    return login(c.var.db, body, clientAddress(c), c.var.env.tokenTtlHours);
  })
  .serve(auth.profile, signedIn, async (c) => {
    const user = await publicUser(c.var.db, currentUser(c).id);
    if (!user) throw notFound('User not found');
    return { user };
  })
  .serve(auth.setLocale, signedIn, async (c, { body }) => ({
    user: await setLocale(c.var.db, currentUser(c).id, body.locale, body.digits),
  }))
  .serve(auth.changePassword, signedIn, async (c, { body }) => {
    const user = currentUser(c);
    await changePassword(c.var.db, user.id, user.tokenHash, body);
    await logActivity(c.var.db, {
      actorId: user.id,
      action: 'password_changed',
      entityType: 'user',
      entityId: user.id,
      description: ACTIVITY_MESSAGES.changedPassword(user.name),
    });
    return { message: 'Password changed successfully' };
  })
  // The e-mailed set-password link (issue 16): the token travels in a body, never in a URL the server logs.
  .serve(auth.passwordLink, [], async (c, { body }) => {
    c.set('secretAnswer', true);
    return passwordLinkInfo(c.var.db, body.token);
  })
  .serve(auth.setPassword, [], async (c, { body }) => {
    c.set('secretAnswer', true);
    await setPasswordWithLink(c.var.db, body.token, body.password);
    return { message: PASSWORD_LINK_MESSAGES.passwordSet };
  })
  .serve(auth.logout, signedIn, async (c) => {
    await logout(c.var.db, currentUser(c).tokenHash);
    return { message: 'Logged out' };
  }).router;
