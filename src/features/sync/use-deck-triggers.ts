import { useEffect } from 'react';
import { connectivity } from '#src/lib/connectivity';
import { idleTurn } from '#src/lib/idle';
import { assignedGrades } from '#src/offline/page/deck-runner';
import { cacheDb } from '#src/offline/worker/local-db';
import { queryClient } from '#src/lib/query-client';
import { syncMyClassProgress } from '#src/lib/queries/class-progress';
import { syncMyRosters } from '#src/offline/page/roster-sync';
import { session } from '#src/lib/session';
import { whenSettled } from '#src/lib/when-settled';
import { deckSummariesQuery } from './api/deck-summaries';
import { refreshProfile } from './api/refresh-profile';
import { CHECK_EVERY_MS, DeckTriggers, type TeacherView } from '#src/offline/page/deck-triggers';
import { syncMyDecks } from '#src/offline/page/sync-now';

const teacherView = (): TeacherView => {
  const user = session.user();
  return user?.role === 'teacher' ? { id: user._id, grades: assignedGrades(user.teaching_assignments) } : null;
};

function createTriggers() {
  return new DeckTriggers({
    now: Date.now,
    // The signed-in teacher's grades, which are the ones the triggers pass; automatic, so once the page is idle.
    sync: () => syncMyDecks('idle'),
    async serverVersions() {
      if (connectivity.get().status !== 'online') return null;
      const { materials } = await queryClient.fetchQuery({ ...deckSummariesQuery, staleTime: 0 });
      return new Map(materials.map((m) => [m.class, m.version]));
    },
    async deviceDecks() {
      const decks = await cacheDb().decks.toArray();
      return new Map(decks.map((d) => [d.grade, { version: d.version, complete: d.complete }]));
    },
    async refreshProfile() {
      if (connectivity.get().status === 'online') await refreshProfile();
    },
  });
}

/** Rosters and class progress ride along with the decks' triggers; a failure waits for the next one. */
const classesOnDevice = (force = false) =>
  Promise.allSettled([syncMyRosters(session.user(), force), syncMyClassProgress(session.user())]);

/**
 * Keeps the signed-in teacher's decks and class rosters on the device up to date (mounted once, in the signed-in
 * shell). Starts once the first screen has settled: its device reads and writes never compete with it (issue 14).
 */
export function useDeckTriggers() {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let mounted = true;
    void whenSettled().then(() => {
      if (mounted) stop = startTriggers();
    });
    return () => {
      mounted = false;
      stop?.();
    };
  }, []);
}

function startTriggers(): () => void {
  const triggers = createTriggers();
  const unsubscribe = [
    session.subscribe(() => {
      triggers.user(teacherView());
      void classesOnDevice(true);
    }),
    connectivity.onReconnect(() => {
      void triggers.check();
      void classesOnDevice();
    }),
  ];
  triggers.user(teacherView());
  // The rosters and class progress in an idle turn after the deck check's start, not in the same task (issue 40).
  void idleTurn(() => classesOnDevice(true));
  const onVisibility = () => (document.visibilityState === 'hidden' ? triggers.away() : void triggers.back());
  const onBlur = () => triggers.away();
  const onFocus = () => void triggers.back();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('blur', onBlur);
  window.addEventListener('focus', onFocus);
  const timer = setInterval(() => {
    if (document.visibilityState !== 'visible') return;
    void triggers.check();
    void classesOnDevice();
  }, CHECK_EVERY_MS);
  return () => {
    for (const stop of unsubscribe) stop();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('blur', onBlur);
    window.removeEventListener('focus', onFocus);
    clearInterval(timer);
  };
}
