import { explainerVideos } from '#contract/explainer-videos-endpoints';
import { call } from '#src/lib/api-call';

/** GET /explainer-videos/sources?prompt=: the slides a prompt would be made from (best first), before generating. */
export const fetchVideoSources = (prompt: string) => call(explainerVideos.sources, { query: { prompt } });
