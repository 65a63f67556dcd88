import { useEffect, useState } from 'react';
import { connectivity } from '#src/lib/connectivity';
import type { LocalSession } from '#src/offline/worker/local-db';
import { localDb } from '#src/offline/worker/local-db';
import { deviceRoster, keepRoster, type RosterStudent } from '#src/offline/worker/rosters';
import { fetchRoster } from '#src/offline/page/roster-sync';

/**
 * The roster for a class being taught (issue 17): the device's copy at once, then, when the server can be reached,
 * who belonged to the class on the session's day (kept on the device for next time). Offline, the device's copy is
 * the roll call's, as the server expects; null when the device has none (numbers only).
 */
export function useRoster(
  session: Pick<LocalSession, 'id' | 'userId' | 'schoolId' | 'classLevel' | 'startedAt'> | null,
) {
  const [students, setStudents] = useState<RosterStudent[] | null>(null);
  const id = session?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one load per session (its id names it)
  useEffect(() => {
    setStudents(null);
    if (!session) return;
    let live = true;
    const { userId, schoolId, classLevel, startedAt } = session;
    const db = localDb();
    void (async () => {
      const kept = await deviceRoster(db, userId, schoolId, classLevel).catch(() => null);
      if (live && kept) setStudents(kept.students);
      if (connectivity.get().status !== 'online') return;
      const fresh = await fetchRoster(schoolId, classLevel, startedAt.slice(0, 10)).catch(() => null);
      if (!fresh || !live) return;
      setStudents(fresh);
      await keepRoster(db, { userId, schoolId, classLevel, students: fresh, fetchedAt: new Date().toISOString() });
    })();
    return () => {
      live = false;
    };
  }, [id]);
  return students;
}
