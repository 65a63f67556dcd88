import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { institutions } from '#contract/institutions-endpoints';
import { call } from '#src/lib/api-call';
import { institutionKeys } from '#src/lib/queries/institutions';

/** Institutions are listed 10 a page (spec 02 §9). */
export const INSTITUTIONS_PAGE_SIZE = 10;

export type InstitutionListParams = { page: number; search: string };

export const fetchInstitutions = (p: InstitutionListParams) =>
  call(institutions.list, { query: { page: p.page, limit: INSTITUTIONS_PAGE_SIZE, search: p.search } });

export const institutionsQuery = (p: InstitutionListParams) =>
  queryOptions({
    queryKey: institutionKeys.list(p),
    queryFn: () => fetchInstitutions(p),
    placeholderData: keepPreviousData,
  });

export const useInstitutions = (p: InstitutionListParams) => useQuery(institutionsQuery(p));
