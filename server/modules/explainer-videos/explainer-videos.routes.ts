import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { GenerateVideoSchema, VIDEO_MESSAGES, VideoSourcesQuerySchema } from '#contract/explainer-videos';
import { PageQuerySchema } from '#contract/pagination';
import { explainerVideos } from '#server/db/schema/learning';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppEnv } from '#server/lib/context';
import { HttpError, notFound } from '#server/lib/errors';
import { validBody, validQuery } from '#server/lib/validate';
import './explainer-videos.job';
import { generateVideo, listOwnVideos, mimeOf, ownVideo, toView, type VideoRow } from './explainer-videos.service';
import { serveFile } from './video-files';
import { videoSetup } from './video-provider';
import { videoSources } from './video-plan';
import { LOST_VIDEO, lostVideo } from './video-repair';
import { checkVideoToken } from './video-token';

const signedIn = requireAuth('admin', 'teacher', 'student');

/** A stream, download or thumbnail link: the token stands for the owner, for this video only. */
async function linkedVideo(c: Parameters<typeof serveFile>[0], id: string) {
  if (!checkVideoToken(c.var.env, id, c.req.query('token') ?? '')) throw new HttpError(403, VIDEO_MESSAGES.linkExpired);
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
export const explainerVideoRoutes = new Hono<AppEnv>()
  .post('/generate', signedIn, validBody(GenerateVideoSchema), async (c) => {
    const video = await generateVideo(c, c.req.valid('json'));
    return c.json({ success: true as const, video });
  })
  .get('/setup', signedIn, async (c) => c.json(await videoSetup(c.var.env)))
  .get('/sources', signedIn, validQuery(VideoSourcesQuerySchema), async (c) =>
    c.json(await videoSources(c, c.req.valid('query').prompt)),
  )
  .get('/', signedIn, validQuery(PageQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query');
    return c.json(await listOwnVideos(c.var.db, c.var.env, currentUser(c).id, page, limit));
  })
  .get('/status/:id', signedIn, async (c) => {
    const video = await ownVideo(c.var.db, currentUser(c).id, c.req.param('id'));
    return c.json({ success: true as const, video: toView(c.var.env, video) });
  })
  .get('/stream/:videoId', async (c) => {
    const video = await linkedVideo(c, c.req.param('videoId'));
    return serveVideoFile(c, video, video.fileKey, mimeOf(video.fileKey));
  })
  .get('/download/:videoId', async (c) => {
    const video = await linkedVideo(c, c.req.param('videoId'));
    const extension = video.fileKey.split('.').pop();
    return serveVideoFile(
      c,
      video,
      video.fileKey,
      mimeOf(video.fileKey),
      `explainer-video-${video.id.slice(0, 8)}.${extension}`,
    );
  })
  .get('/captions/:videoId', async (c) => {
    const video = await linkedVideo(c, c.req.param('videoId'));
    if (!video.captionsKey) throw notFound('No captions');
    return serveVideoFile(c, video, video.captionsKey, 'text/vtt; charset=utf-8');
  })
  .get('/thumbnail/:videoId', async (c) => {
    const video = await linkedVideo(c, c.req.param('videoId'));
    if (!video.thumbnailKey) throw notFound('No thumbnail');
    return serveVideoFile(c, video, video.thumbnailKey, 'image/jpeg');
  });
