import { auth } from '#contract/auth-endpoints';
import { call } from '#src/lib/api-call';
import { session } from '#src/lib/session';

/** GET /api/auth/profile: the signed-in user as the server has them now (e.g. new teaching assignments). */
export async function refreshProfile(): Promise<void> {
  const { user } = await call(auth.profile, {}, { timeout: 15_000 });
  if (session.user()?._id === user._id) session.updateUser(user);
}
