import { eq } from 'drizzle-orm';
import { VIDEO_MESSAGES } from '#contract/explainer-videos';
import { explainerVideos as videos } from '#contract/explainer-videos-endpoints';
import { explainerVideos } from '#server/db/schema/learning';
import { currentUser, requireAuth } from '#server/lib/auth';
import { endpointRoutes } from '#server/lib/endpoint-route';
import { HttpError, notFound } from '#server/lib/errors';
import './explainer-videos.job';
import { generateVideo, listOwnVideos, mimeOf, ownVideo, toView, type VideoRow } from './explainer-videos.service';
import { serveFile } from './video-files';
import { videoSetup } from './video-provider';
import { videoSources } from './video-plan';
import { LOST_VIDEO, lostVideo } from './video-repair';
import { checkVideoToken } from './video-token';

const signedIn = [requireAuth('admin', 'teacher', 'student')];

/** A stream, download or thumbnail link: the token stands for the owner, for this video only. */
async function linkedVideo(c: Parameters<typeof serveFile>[0], id: string, token = '') {
  if (!checkVideoToken(c.var.env, id, token)) throw new HttpError(403, VIDEO_MESSAGES.linkExpired);
  const [video] = await c.var.db.select().from(explainerVideos).where(eq(explainerVideos.id, id)).limit(1);
  if (video?.fileKey && video.status === 'processing') {
    c.header('Retry-After', '60'); // its files were lost and it is being made again (video-repair.ts)
    throw new HttpError(503, LOST_VIDEO.remaking);
  }
  if (!video?.fileKey || video.status !== 'completed') throw notFound(VIDEO_MESSAGES.notReady);
  return { ...video, fileKey: video.fileKey };
}

/** A linked video's file, or the honest error when it was lost (video-repair.ts). */
function serveVideoFile(c: Parameters<typeof serveFile>[0], video: VideoRow, key: string, type: string, name?: string) {
  return serveFile(c, key, type, name, () => lostVideo(c.var.db, video, key));
}

/** Mounted at /api/explainer-videos. */
export const explainerVideoRoutes = endpointRoutes('/explainer-videos')
  .serve(videos.generate, signedIn, async (c, { body }) => ({
    success: true as const,
    video: await generateVideo(c, body),
  }))
  .serve(videos.setup, signedIn, (c) => videoSetup(c.var.env))
  .serve(videos.sources, signedIn, (c, { query }) => videoSources(c, query.prompt))
  .serve(videos.list, signedIn, (c, { query }) =>
    listOwnVideos(c.var.db, c.var.env, currentUser(c).id, query.page, query.limit),
  )
  .serve(videos.status, signedIn, async (c, { params }) => {
    const video = await ownVideo(c.var.db, currentUser(c).id, params.id);
    return { success: true as const, video: toView(c.var.env, video) };
  })
  .serve(videos.stream, [], async (c, { params, query }) => {
    const video = await linkedVideo(c, params.videoId, query.token);
    return serveVideoFile(c, video, video.fileKey, mimeOf(video.fileKey));
  })
  .serve(videos.download, [], async (c, { params, query }) => {
    const video = await linkedVideo(c, params.videoId, query.token);
    const extension = video.fileKey.split('.').pop();
    return serveVideoFile(
      c,
      video,
      video.fileKey,
      mimeOf(video.fileKey),
      `explainer-video-${video.id.slice(0, 8)}.${extension}`,
    );
  })
  .serve(videos.captions, [], async (c, { params, query }) => {
    const video = await linkedVideo(c, params.videoId, query.token);
    if (!video.captionsKey) throw notFound('No captions');
    return serveVideoFile(c, video, video.captionsKey, 'text/vtt; charset=utf-8');
  })
  .serve(videos.thumbnail, [], async (c, { params, query }) => {
    const video = await linkedVideo(c, params.videoId, query.token);
    if (!video.thumbnailKey) throw notFound('No thumbnail');
    return serveVideoFile(c, video, video.thumbnailKey, 'image/jpeg');
  }).router;
