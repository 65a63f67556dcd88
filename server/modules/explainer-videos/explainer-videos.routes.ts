import { explainerVideos as videos } from '#contract/explainer-videos-endpoints';
import { actorOf } from '#server/lib/actor';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppContext } from '#server/lib/context';
import { endpointRoutes } from '#server/lib/endpoint-route';
import { HttpError } from '#server/lib/errors';
import { scopeOf } from '#server/lib/scope';
import './explainer-videos.job';
import { generateVideo, listOwnVideos, ownVideo, toView } from './explainer-videos.service';
import { type VideoFile, videoFile } from './video-files';
import { videoSetup } from './video-provider';
import { videoSources } from './video-plan';

const signedIn = [requireAuth('admin', 'teacher', 'student')];

/** A linked video's file; a 503 (a lost video being made again, video-repair.ts) says when to ask again. */
async function linkedFile(c: AppContext, file: VideoFile, link: { videoId: string; token?: string }) {
  try {
    return await videoFile(c.var.db, c.var.env, { ...link, range: c.req.header('range') }, file);
  } catch (error) {
    if (error instanceof HttpError && error.status === 503) c.header('Retry-After', '60');
    throw error;
  }
}

/** Mounted at /api/explainer-videos. */
export const explainerVideoRoutes = endpointRoutes('/explainer-videos')
  .serve(videos.generate, signedIn, async (c, { body }) => ({
    success: true as const,
    video: await generateVideo(actorOf(c), c.var.env, body),
  }))
  .serve(videos.setup, signedIn, (c) => videoSetup(c.var.env))
  .serve(videos.sources, signedIn, async (c, { query }) => videoSources(c.var.db, await scopeOf(c), query.prompt))
  .serve(videos.list, signedIn, (c, { query }) =>
    listOwnVideos(c.var.db, c.var.env, currentUser(c).id, query.page, query.limit),
  )
  .serve(videos.status, signedIn, async (c, { params }) => {
    const video = await ownVideo(c.var.db, currentUser(c).id, params.id);
    return { success: true as const, video: toView(c.var.env, video) };
  })
  .serve(videos.stream, [], (c, { params, query }) => linkedFile(c, 'stream', { ...params, token: query.token }))
  .serve(videos.download, [], (c, { params, query }) => linkedFile(c, 'download', { ...params, token: query.token }))
  .serve(videos.captions, [], (c, { params, query }) => linkedFile(c, 'captions', { ...params, token: query.token }))
  .serve(videos.thumbnail, [], (c, { params, query }) =>
    linkedFile(c, 'thumbnail', { ...params, token: query.token }),
  ).router;
