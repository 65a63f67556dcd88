import type { ProfileResponse } from '#contract/auth';
import { api, apiErrorOf } from '#src/lib/api-client';
import { session } from '#src/lib/session';

export const fetchProfile = () => api.get('auth/profile').json<ProfileResponse>();

/**
 * At start-up, with a stored session, the profile is fetched (spec 01 §4). A rejection by the server clears the
 * session; a network failure keeps it, so a teacher can open the app and teach offline (docs/decisions/003).
 */
export async function restoreSession(): Promise<void> {
  if (!session.get()) return;
  try {
    const { user } = await fetchProfile();
    session.updateUser(user);
  } catch (error) {
    const status = apiErrorOf(error)?.status;
    if (status !== undefined && status < 500) session.clear();
  }
}
