import { explainerVideos } from '#contract/explainer-videos-endpoints';
import { call } from '#src/lib/api-call';

/** GET /explainer-videos/status/{id}: the status, the scenes and fresh stream and download links. */
export const fetchVideoStatus = (videoId: string) => call(explainerVideos.status, { params: { id: videoId } });
