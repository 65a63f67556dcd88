import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoSetup } from '#contract/explainer-videos';
import { api } from '#src/lib/api-client';
import { videoKeys } from '#src/lib/queries/explainer-videos';

/** GET /explainer-videos/setup: whether this server can make videos (ffmpeg, espeak-ng), with a message if not. */
export const fetchVideoSetup = () => api.get('explainer-videos/setup').json<VideoSetup>();

export const videoSetupQuery = () =>
  queryOptions({ queryKey: videoKeys.setup(), queryFn: fetchVideoSetup, staleTime: 5 * 60_000 });

export const useVideoSetup = () => useQuery(videoSetupQuery());
