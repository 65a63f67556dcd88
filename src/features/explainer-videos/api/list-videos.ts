import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExplainerVideo } from '#contract/explainer-videos';
import type { Paged } from '#contract/pagination';
import { api } from '#src/lib/api-client';
import { videoKeys } from '#src/lib/queries/explainer-videos';

export const MY_VIDEOS_PAGE_SIZE = 10;

/** GET /explainer-videos: the caller's own videos, newest first. */
export const fetchMyVideos = (page: number) =>
  api.get('explainer-videos', { searchParams: { page, limit: MY_VIDEOS_PAGE_SIZE } }).json<Paged<ExplainerVideo>>();

export const myVideosQuery = (page: number) =>
  queryOptions({
    queryKey: videoKeys.minePage(page),
    queryFn: () => fetchMyVideos(page),
    placeholderData: keepPreviousData,
  });

export const useMyVideos = (page: number) => useQuery(myVideosQuery(page));
