import type { PublicUser } from '#contract/user';

/**
 * The signed-in user's session (spec 01 §4): token and user in localStorage under `token` and `user`.
 * A tiny external store so React (useSyncExternalStore), the router guards and the API client share it.
 */
export type Session = { token: string; user: PublicUser } | null;

const TOKEN_KEY = 'token';
const USER_KEY = 'user';
const listeners = new Set<() => void>();
let current: Session = read();
/** Why the session last ended: a deliberate logout, or the server rejecting the token (remember the page). */
let endedBy: 'logout' | 'rejected' | null = null;

function read(): Session {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const user = localStorage.getItem(USER_KEY);
    return token && user ? { token, user: JSON.parse(user) as PublicUser } : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export const session = {
  get: (): Session => current,
  token: () => current?.token ?? null,
  user: () => current?.user ?? null,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(token: string, user: PublicUser) {
    endedBy = null;
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    current = { token, user };
    emit();
  },
  updateUser(user: PublicUser) {
    if (!current) return;
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    current = { token: current.token, user };
    emit();
  },
  endedBy: () => endedBy,
  clear(reason: 'logout' | 'rejected' = 'rejected') {
    endedBy = reason;
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    if (current === null) return;
    current = null;
    emit();
  },
};
