import type { VideoSourcesResponse } from '#contract/explainer-videos';
import { api } from '#src/lib/api-client';

/** GET /explainer-videos/sources?prompt=: the slides a prompt would be made from (best first), before generating. */
export const fetchVideoSources = (prompt: string) =>
  api.get('explainer-videos/sources', { searchParams: { prompt } }).json<VideoSourcesResponse>();
