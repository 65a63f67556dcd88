import { queryOptions, useQuery } from '@tanstack/react-query';
import { schools } from '#contract/schools-endpoints';
import { call } from '#src/lib/api-call';
import { schoolKeys } from '#src/lib/queries/schools';

/** Spec 01 §9: the institution dashboard lists up to 100 schools. */
export const INSTITUTION_SCHOOL_LIMIT = 100;

/** GET /api/schools?institution_id=&limit=100. */
export const institutionSchoolsQuery = (institutionId: string) =>
  queryOptions({
    queryKey: schoolKeys.list({ institution_id: institutionId, limit: INSTITUTION_SCHOOL_LIMIT }),
    queryFn: () => call(schools.list, { query: { institution_id: institutionId, limit: INSTITUTION_SCHOOL_LIMIT } }),
    staleTime: 0,
  });

export const useInstitutionSchools = (institutionId: string) => useQuery(institutionSchoolsQuery(institutionId));
