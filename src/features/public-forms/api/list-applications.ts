import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { publicFormsAdmin } from '#contract/public-forms-admin-endpoints';
import { call } from '#src/lib/api-call';
import { publicFormKeys } from '#src/lib/queries/public-forms';
import { VERIFIED_PAGE_SIZE } from './list-enquiries';

/** GET /public-forms/teacher-applications: verified applications, newest first (admin). */
export const applicationsQuery = (page: number) =>
  queryOptions({
    queryKey: publicFormKeys.applications(page),
    queryFn: () => call(publicFormsAdmin.applications, { query: { page, limit: VERIFIED_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const useApplications = (page: number, enabled: boolean) => useQuery({ ...applicationsQuery(page), enabled });
