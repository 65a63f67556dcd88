import { queryOptions, useQuery } from '@tanstack/react-query';
import { explainerVideos } from '#contract/explainer-videos-endpoints';
import { call } from '#src/lib/api-call';
import { videoKeys } from '#src/lib/queries/explainer-videos';

/** GET /explainer-videos/setup: whether this server can make videos (ffmpeg, espeak-ng), with a message if not. */
export const fetchVideoSetup = () => call(explainerVideos.setup, {});

export const videoSetupQuery = () =>
  queryOptions({ queryKey: videoKeys.setup(), queryFn: fetchVideoSetup, staleTime: 5 * 60_000 });

export const useVideoSetup = () => useQuery(videoSetupQuery());
