import { useState } from 'react';
import type { RosterStudent } from '#src/offline/worker/rosters';

/**
 * The students a roll call marks absent, toggled one at a time. `onRoster`: the absent among the students shown (a
 * refreshed roster may have dropped one marked before; only those are saved).
 */
export function useAbsent(students: RosterStudent[], initial: Iterable<string> = []) {
  const [absent, setAbsent] = useState<ReadonlySet<string>>(() => new Set(initial));
  const toggle = (id: string) =>
    setAbsent((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const onRoster = students.filter((s) => absent.has(s._id)).map((s) => s._id);
  return { absent, toggle, onRoster };
}
