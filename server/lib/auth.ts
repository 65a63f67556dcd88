import { and, eq, gt, isNull } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { AUTH_MESSAGES } from '#contract/auth';
import type { Role } from '#contract/roles';
import { users } from '../db/schema/people';
import { authTokens } from '../db/schema/system';
import type { AppEnv } from './context';
import { forbidden, unauthorized } from './errors';
import { sha256 } from './crypto';

/** Reads the bearer token, if any, into c.var.user. Never rejects: requireAuth does that. */
export const readSession = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (token) {
    const tokenHash = sha256(token);
    const [row] = await c.var.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        mustChangePassword: users.mustChangePassword,
      })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(
        and(
          eq(authTokens.tokenHash, tokenHash),
          isNull(authTokens.revokedAt),
          gt(authTokens.expiresAt, new Date()),
          eq(users.status, 'active'),
        ),
      )
      .limit(1);
    if (row) c.set('user', { ...row, tokenHash });
  }
  await next();
});

/** What a user who must change their password may still call: profile, change-password, logout. */
const PASSWORD_CHANGE_PATHS = /^\/api\/auth\/(profile|change-password|logout)$/;

/**
 * 401 without a valid session; 403 when the user's role is not one of `roles` (when given), or while the user
 * must change the password given to them (an imported student's first sign-in) and calls anything else.
 */
export function requireAuth(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw unauthorized();
    if (user.mustChangePassword && !PASSWORD_CHANGE_PATHS.test(c.req.path)) {
      throw forbidden(AUTH_MESSAGES.mustChangePassword);
    }
    if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
    await next();
  });
}

/** The signed-in user inside a route behind requireAuth. */
export function currentUser(c: { var: AppEnv['Variables'] }) {
  const user = c.var.user;
  if (!user) throw unauthorized();
  return user;
}
