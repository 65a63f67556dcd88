import type { VideoResponse } from '#contract/explainer-videos';
import { api } from '#src/lib/api-client';

/** GET /explainer-videos/status/{id}: the status, the scenes and fresh stream and download links. */
export const fetchVideoStatus = (videoId: string) =>
  api.get(`explainer-videos/status/${encodeURIComponent(videoId)}`).json<VideoResponse>();
