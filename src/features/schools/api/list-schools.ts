import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { schools } from '#contract/schools-endpoints';
import { call } from '#src/lib/api-call';
import { schoolKeys } from '#src/lib/queries/schools';

/** Schools are listed 10 a page (spec 02 §9). */
export const SCHOOLS_PAGE_SIZE = 10;

export type SchoolListParams = { page: number; search: string; institution: string };

export const fetchSchools = (p: SchoolListParams) =>
  call(schools.list, {
    query: { page: p.page, limit: SCHOOLS_PAGE_SIZE, search: p.search, institution_id: p.institution },
  });

export const schoolsQuery = (p: SchoolListParams) =>
  queryOptions({ queryKey: schoolKeys.list(p), queryFn: () => fetchSchools(p), placeholderData: keepPreviousData });

export const useSchools = (p: SchoolListParams) => useQuery(schoolsQuery(p));
