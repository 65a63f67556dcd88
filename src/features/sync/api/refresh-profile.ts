import type { ProfileResponse } from '#contract/auth';
import { api } from '#src/lib/api-client';
import { session } from '#src/lib/session';

/** GET /api/auth/profile: the signed-in user as the server has them now (e.g. new teaching assignments). */
export async function refreshProfile(): Promise<void> {
  const { user } = await api.get('auth/profile', { timeout: 15_000 }).json<ProfileResponse>();
  if (session.user()?._id === user._id) session.updateUser(user);
}
