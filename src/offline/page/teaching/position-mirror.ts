/**
 * The current slide of a class in progress, also kept synchronously in localStorage: a reload right after a move
 * can cut off the move's IndexedDB write, and the class must still resume on the slide the teacher last showed.
 */
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** The slide shown, when, and the furthest slide shown in the session so far. */
export type MirroredPosition = { slide: number; at: string; furthest?: number };

const key = (sessionId: string) => `pathshala:slide:${sessionId}`;
const storage = (): Store | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** Mirrors a move; the furthest slide is kept as a maximum over every tab's moves. */
export function mirrorPosition(sessionId: string, position: MirroredPosition, store = storage()) {
  try {
    const before = mirroredPosition(sessionId, store);
    const furthest = Math.max(position.furthest ?? 0, before?.furthest ?? 0, position.slide);
    store?.setItem(key(sessionId), JSON.stringify({ ...position, furthest }));
  } catch {
    // Storage full or blocked: IndexedDB still has the position, a move or two behind at worst.
  }
}

export function mirroredPosition(sessionId: string, store = storage()): MirroredPosition | null {
  try {
    const value = JSON.parse(store?.getItem(key(sessionId)) ?? 'null') as MirroredPosition | null;
    return value && Number.isInteger(value.slide) && typeof value.at === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function forgetPosition(sessionId: string, store = storage()) {
  store?.removeItem(key(sessionId));
}
