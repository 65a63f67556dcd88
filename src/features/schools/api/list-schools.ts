import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolListResponse } from '#contract/schools';
import { api } from '#src/lib/api-client';
import { schoolKeys } from '#src/lib/queries/schools';

/** Schools are listed 10 a page (spec 02 §9). */
export const SCHOOLS_PAGE_SIZE = 10;

export type SchoolListParams = { page: number; search: string; institution: string };

export const fetchSchools = (p: SchoolListParams) =>
  api
    .get('schools', {
      searchParams: {
        page: p.page,
        limit: SCHOOLS_PAGE_SIZE,
        ...(p.search ? { search: p.search } : {}),
        ...(p.institution ? { institution_id: p.institution } : {}),
      },
    })
    .json<SchoolListResponse>();

export const schoolsQuery = (p: SchoolListParams) =>
  queryOptions({ queryKey: schoolKeys.list(p), queryFn: () => fetchSchools(p), placeholderData: keepPreviousData });

export const useSchools = (p: SchoolListParams) => useQuery(schoolsQuery(p));
