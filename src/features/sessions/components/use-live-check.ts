import { type Dispatch, type SetStateAction, useEffect } from 'react';
import type { ClassSessionView } from '#contract/sessions-types';
import type { LocalSession } from '#src/offline/worker/local-db';
import { onSyncState, syncState } from '#src/offline/page/sync-engine';
import { endedElsewhere, type LiveDeps, sessionsElsewhere } from '#src/offline/page/teaching/live-conflicts';

/** While teaching online, how often the device asks whether the class is also in progress on another device. */
const LIVE_CHECK_MS = 30_000;

export type Place = { schoolId: string; classLevel: string; label: string };
/**
 * The class is in progress on another device: asked before a start, or found while teaching once synced; or the
 * session taught here was ended (or closed) on another device.
 */
export type LiveConflict =
  | { when: 'start'; place: Place; other: ClassSessionView }
  | { when: 'teaching'; other: ClassSessionView }
  | { when: 'ended'; other: ClassSessionView }
  | { when: 'cancelled'; classLevel: string };

/**
 * Teaching online: once the server has this session, another session of the class in progress elsewhere (a start
 * made offline on either device) is shown, both kept until the teacher chooses; so is this session ended, closed or
 * cancelled elsewhere. Asked on showing, every LIVE_CHECK_MS, and right after the outbox delivers changes.
 * `settled(id)`: the teacher ended, stopped or kept this session here, so nothing is to be said of it.
 */
export function useLiveCheck(
  deps: LiveDeps,
  shown: LocalSession | null,
  settled: (id: string) => boolean,
  setConflict: Dispatch<SetStateAction<LiveConflict | null>>,
) {
  useEffect(() => {
    if (!shown) return;
    let live = true;
    const check = async () => {
      if (!deps.isOnline()) return;
      const sessions = await deps.liveSessions(shown).catch(() => null);
      if (!live || !sessions) return;
      if (!sessions.some((s) => s._id === shown.id)) {
        if (settled(shown.id)) return;
        const ended = await endedElsewhere(deps, shown).catch(() => null);
        // Asked again: the teacher may have ended, stopped or kept the class while the server answered.
        if (!live || !ended || settled(shown.id)) return;
        setConflict(
          ended === 'cancelled' ? { when: 'cancelled', classLevel: shown.classLevel } : { when: 'ended', other: ended },
        );
        return;
      }
      const others = await sessionsElsewhere(deps, shown).catch(() => []);
      const other = others.at(-1);
      if (live) setConflict((c) => (other ? { when: 'teaching', other } : c?.when === 'teaching' ? null : c));
    };
    void check();
    const timer = setInterval(() => void check(), LIVE_CHECK_MS);
    let confirmed = syncState().lastConfirmedAt;
    const unsubscribe = onSyncState((state) => {
      if (state.lastConfirmedAt === confirmed) return;
      confirmed = state.lastConfirmedAt;
      void check();
    });
    return () => {
      live = false;
      clearInterval(timer);
      unsubscribe();
    };
  }, [deps, shown, settled, setConflict]);
}
