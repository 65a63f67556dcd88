import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolListResponse } from '../../contract/schools';
import { api } from './api-client';
import { useSession } from './use-session';

/** A school the signed-in teacher teaches at, with the classes assigned to them there (spec 03 §6). */
export type SchoolChoice = { school_id: string; name: string; classes: string[] };

/** GET /api/schools, limit 100 (spec 03 §9): a teacher gets only the schools they teach at. */
export const schoolNamesQuery = queryOptions({
  queryKey: ['schools', 'names', 100],
  queryFn: () => api.get('schools', { searchParams: { limit: 100 } }).json<SchoolListResponse>(),
  select: (page) => new Map(page.data.map((s) => [s._id, s.name])),
  staleTime: 5 * 60_000,
});

/**
 * The schools and classes a teacher may choose: from their teaching_assignments, named through GET /api/schools
 * (the id stands in for the name while it loads or if it fails).
 */
export function useTeachingChoices(): { choices: SchoolChoice[]; loadingNames: boolean } {
  const user = useSession()?.user;
  const names = useQuery({ ...schoolNamesQuery, enabled: user?.role === 'teacher' });
  const choices = (user?.teaching_assignments ?? [])
    .map((a) => ({
      school_id: a.school_id,
      name: names.data?.get(a.school_id) ?? a.school_id,
      classes: [...new Set(a.classes.map((c) => c.toUpperCase()))].sort(compareClasses),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { choices, loadingNames: names.isLoading };
}

/** '6A' < '6B' < '10A': grade first, then section. */
export function compareClasses(a: string, b: string): number {
  return (Number.parseInt(a, 10) || 0) - (Number.parseInt(b, 10) || 0) || a.localeCompare(b);
}
