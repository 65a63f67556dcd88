import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassSessionView } from '#contract/sessions-types';
import { fetchRoster } from '#src/offline/page/roster-sync';
import { classKeys } from '#src/lib/queries/classes';

/**
 * Who belonged to a session's class on its day (UTC), for Edit Session's roll call. Children's names: never kept
 * in the device's saved query cache.
 */
export const sessionRosterQuery = (s: Pick<ClassSessionView, 'school_id' | 'class_level' | 'session_date'>) => {
  const day = s.session_date.slice(0, 10);
  return queryOptions({
    queryKey: classKeys.roster(s.school_id._id, s.class_level, day),
    queryFn: () => fetchRoster(s.school_id._id, s.class_level, day),
    meta: { persist: false },
    staleTime: 60_000,
  });
};

export const useSessionRoster = (s: ClassSessionView | undefined) =>
  useQuery({
    ...sessionRosterQuery(s ?? { school_id: { _id: '', name: '' }, class_level: '', session_date: '' }),
    enabled: Boolean(s),
  });
