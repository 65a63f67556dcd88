import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { publicFormsAdmin } from '#contract/public-forms-admin-endpoints';
import { call } from '#src/lib/api-call';
import { publicFormKeys } from '#src/lib/queries/public-forms';

export const VERIFIED_PAGE_SIZE = 10;

/** GET /public-forms/enquiries: verified enquiries, newest first (admin). */
export const enquiriesQuery = (page: number) =>
  queryOptions({
    queryKey: publicFormKeys.enquiries(page),
    queryFn: () => call(publicFormsAdmin.enquiries, { query: { page, limit: VERIFIED_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const useEnquiries = (page: number, enabled: boolean) => useQuery({ ...enquiriesQuery(page), enabled });
