import type { ProfileResponse } from '#contract/auth';
import { api, apiErrorOf } from '#src/lib/api-client';
import { session } from '#src/lib/session';

export const fetchProfile = () => api.get('auth/profile').json<ProfileResponse>();

/**
 * At start-up, with a stored session, the profile is fetched (spec 01 §4). A rejection by the server clears the
 * session; a network failure keeps it, so a teacher can open the app and teach offline (docs/decisions/003).
 * Says whether the server answered: 'unreachable' when the screens must make do with the data on the device.
 */
export async function restoreSession(): Promise<'none' | 'confirmed' | 'rejected' | 'unreachable'> {
  if (!session.get()) return 'none';
  try {
    const { user } = await fetchProfile();
    session.updateUser(user);
    return 'confirmed';
  } catch (error) {
    const status = apiErrorOf(error)?.status;
    if (status === undefined || status >= 500) return 'unreachable';
    session.clear();
    return 'rejected';
  }
}
