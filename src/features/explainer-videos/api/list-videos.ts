import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { explainerVideos } from '#contract/explainer-videos-endpoints';
import { call } from '#src/lib/api-call';
import { videoKeys } from '#src/lib/queries/explainer-videos';

export const MY_VIDEOS_PAGE_SIZE = 10;

/** GET /explainer-videos: the caller's own videos, newest first. */
export const fetchMyVideos = (page: number) =>
  call(explainerVideos.list, { query: { page, limit: MY_VIDEOS_PAGE_SIZE } });

export const myVideosQuery = (page: number) =>
  queryOptions({
    queryKey: videoKeys.minePage(page),
    queryFn: () => fetchMyVideos(page),
    placeholderData: keepPreviousData,
  });

export const useMyVideos = (page: number) => useQuery(myVideosQuery(page));
