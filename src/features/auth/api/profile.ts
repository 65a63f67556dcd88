import type { ProfileResponse } from '#contract/auth';
import { auth } from '#contract/auth-endpoints';
import { call } from '#src/lib/api-call';
import { ApiError, apiErrorOf } from '#src/lib/api-client';
import { followProfileLocale } from '#src/i18n/profile-locale';
import { session } from '#src/lib/session';

export const fetchProfile = () => call(auth.profile, {});

/** The answer of the check public/session-check.js started before this code arrived, taken once. */
async function earlyProfile(): Promise<ProfileResponse | null> {
  const holder = window as { pathshalaSessionCheck?: Promise<Response> };
  const early = holder.pathshalaSessionCheck;
  if (!early) return null;
  holder.pathshalaSessionCheck = undefined;
  const response = await early;
  if (!response.ok) throw new ApiError(response.status, '');
  return (await response.json()) as ProfileResponse;
}

/**
 * At start-up, with a stored session, the profile is fetched (spec 01 §4). A rejection by the server clears the
 * session; a network failure keeps it, so a teacher can open the app and teach offline (docs/decisions/003).
 * Says whether the server answered: 'unreachable' when the screens must make do with the data on the device.
 */
export async function restoreSession(): Promise<'none' | 'confirmed' | 'rejected' | 'unreachable'> {
  if (!session.get()) return 'none';
  try {
    const { user } = (await earlyProfile()) ?? (await fetchProfile());
    session.updateUser(user);
    void followProfileLocale(user);
    return 'confirmed';
  } catch (error) {
    const status = apiErrorOf(error)?.status;
    if (status === undefined || status >= 500) return 'unreachable';
    session.clear();
    return 'rejected';
  }
}
