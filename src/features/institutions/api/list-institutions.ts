import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InstitutionListResponse } from '#contract/institutions';
import { api } from '#src/lib/api-client';
import { institutionKeys } from '#src/lib/queries/institutions';

/** Institutions are listed 10 a page (spec 02 §9). */
export const INSTITUTIONS_PAGE_SIZE = 10;

export type InstitutionListParams = { page: number; search: string };

export const fetchInstitutions = (p: InstitutionListParams) =>
  api
    .get('institutions', {
      searchParams: { page: p.page, limit: INSTITUTIONS_PAGE_SIZE, ...(p.search ? { search: p.search } : {}) },
    })
    .json<InstitutionListResponse>();

export const institutionsQuery = (p: InstitutionListParams) =>
  queryOptions({
    queryKey: institutionKeys.list(p),
    queryFn: () => fetchInstitutions(p),
    placeholderData: keepPreviousData,
  });

export const useInstitutions = (p: InstitutionListParams) => useQuery(institutionsQuery(p));
