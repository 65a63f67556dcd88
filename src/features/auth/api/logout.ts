import { auth } from '#contract/auth-endpoints';
import { call } from '#src/lib/api-call';
import { queryClient } from '#src/lib/query-client';
import { session } from '#src/lib/session';

/** Logout always clears the session, even when the call fails (spec 01 §4). */
export async function logout(): Promise<void> {
  try {
    await call(auth.logout, {}, { timeout: 5000 });
  } catch {
    // The token is cleared locally whatever the server says.
  } finally {
    session.clear('logout');
    queryClient.clear();
  }
}
