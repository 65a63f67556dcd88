import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '#contract/pagination';
import type { VerifiedEnquiry } from '#contract/public-forms';
import { api } from '#src/lib/api-client';
import { publicFormKeys } from '#src/lib/queries/public-forms';

export const VERIFIED_PAGE_SIZE = 10;

/** GET /public-forms/enquiries: verified enquiries, newest first (admin). */
export const enquiriesQuery = (page: number) =>
  queryOptions({
    queryKey: publicFormKeys.enquiries(page),
    queryFn: () =>
      api
        .get('public-forms/enquiries', { searchParams: { page, limit: VERIFIED_PAGE_SIZE } })
        .json<Paged<VerifiedEnquiry>>(),
    placeholderData: keepPreviousData,
  });

export const useEnquiries = (page: number, enabled: boolean) => useQuery({ ...enquiriesQuery(page), enabled });
