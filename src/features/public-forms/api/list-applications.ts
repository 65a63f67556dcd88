import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '#contract/pagination';
import type { VerifiedApplication } from '#contract/public-forms';
import { api } from '#src/lib/api-client';
import { publicFormKeys } from '#src/lib/queries/public-forms';
import { VERIFIED_PAGE_SIZE } from './list-enquiries';

/** GET /public-forms/teacher-applications: verified applications, newest first (admin). */
export const applicationsQuery = (page: number) =>
  queryOptions({
    queryKey: publicFormKeys.applications(page),
    queryFn: () =>
      api
        .get('public-forms/teacher-applications', { searchParams: { page, limit: VERIFIED_PAGE_SIZE } })
        .json<Paged<VerifiedApplication>>(),
    placeholderData: keepPreviousData,
  });

export const useApplications = (page: number, enabled: boolean) => useQuery({ ...applicationsQuery(page), enabled });
