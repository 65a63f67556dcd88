import type { Role } from '#contract/roles';

/** Who is calling: the signed-in user of a request (server/lib/auth.ts reads it from the token). */
export type AuthUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  tokenHash: string;
  /** Set for imported students until their first password change: only the /api/auth calls answer them. */
  mustChangePassword?: boolean;
};
