import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { schools } from '#contract/schools-endpoints';
import { compareText } from './compare-text';
import { call } from './api-call';
import { schoolKeys } from './queries/schools';
import { useSession } from './use-session';

/** A school the signed-in teacher teaches at, with the classes assigned to them there (spec 03 §6). */
export type SchoolChoice = { school_id: string; name: string; classes: string[] };

/** GET /api/schools, limit 100 (spec 03 §9): a teacher gets only the schools they teach at. */
export const schoolNamesQuery = queryOptions({
  queryKey: schoolKeys.names(100),
  queryFn: () => call(schools.list, { query: { limit: 100 } }),
  select: (page) => new Map(page.data.map((s) => [s._id, s.name])),
  staleTime: 5 * 60_000,
});

/**
 * The schools and classes a teacher may choose: from their teaching_assignments, named through GET /api/schools.
 * While the names load each reads 'Loading school name…' (an id is never a label); a school the answer lacks (or all of them, if it failed) reads 'School
 * information not available', numbered when there are several, so each stays a distinct choice.
 */
export function useTeachingChoices(): { choices: SchoolChoice[]; loadingNames: boolean } {
  // The stand-in names are worded in the page's language: a change of language renders the caller again.
  useLingui();
  const user = useSession()?.user;
  const names = useQuery({ ...schoolNamesQuery, enabled: user?.role === 'teacher' });
  // Offline with no saved copy the query waits, paused: the names are unavailable, not loading.
  const unavailable = names.isError || (names.isPending && names.fetchStatus === 'paused');
  const known = names.data ?? (unavailable ? new Map<string, string>() : null);
  return { choices: schoolChoices(user?.teaching_assignments ?? [], known), loadingNames: names.isLoading };
}

/**
 * `names`: null while they load. Spec 03 §8: a school whose details cannot be loaded reads 'School information not
 * available'; while the names load, 'Loading school name…', never the id (issue 40).
 */
export function schoolChoices(
  assignments: { school_id: string; classes: string[] }[],
  names: Map<string, string> | null,
): SchoolChoice[] {
  const missing = assignments.filter((a) => names && !names.has(a.school_id)).map((a) => a.school_id);
  const nameOf = (id: string) => {
    if (!names) return t`Loading school name…`;
    const name = names.get(id);
    if (name) return name;
    if (missing.length < 2) return t`School information not available`;
    const number = missing.indexOf(id) + 1;
    return t`School information not available (${number})`;
  };
  return assignments
    .map((a) => ({
      school_id: a.school_id,
      name: nameOf(a.school_id),
      classes: [...new Set(a.classes.map((c) => c.toUpperCase()))].sort(compareClasses),
    }))
    .sort((a, b) => compareText(a.name, b.name));
}

/** '6A' < '6B' < '10A': grade first, then section. */
export function compareClasses(a: string, b: string): number {
  return (Number.parseInt(a, 10) || 0) - (Number.parseInt(b, 10) || 0) || compareText(a, b);
}
