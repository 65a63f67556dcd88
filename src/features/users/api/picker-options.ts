import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstitutionListResponse } from '#contract/institutions';
import type { SchoolListResponse } from '#contract/schools';
import { api } from '#src/lib/api-client';

/** Pickers fetch up to 1000 institutions and schools (spec 02 §9). */
const PICKER_LIMIT = 1000;

export const institutionOptionsQuery = () =>
  queryOptions({
    queryKey: ['institutions', 'options'],
    queryFn: () => api.get('institutions', { searchParams: { limit: PICKER_LIMIT } }).json<InstitutionListResponse>(),
  });

export const schoolOptionsQuery = () =>
  queryOptions({
    queryKey: ['schools', 'options'],
    queryFn: () => api.get('schools', { searchParams: { limit: PICKER_LIMIT } }).json<SchoolListResponse>(),
  });

export const useInstitutionOptions = (enabled = true) => useQuery({ ...institutionOptionsQuery(), enabled });
export const useSchoolOptions = () => useQuery(schoolOptionsQuery());
