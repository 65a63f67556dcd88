import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { explainerVideos } from '#server/db/schema/learning';
import { jobs } from '#server/db/schema/teaching';
import type { Env } from '#server/env';
import { HttpError } from '#server/lib/errors';
import { wakeJobRunner } from '#server/lib/jobs';
import { logger } from '#server/lib/logger';
import { blobStore } from '#server/lib/storage';
import { VIDEO_JOB, type VideoRow } from './explainer-videos.service';

/**
 * Videos whose files did not survive (a power cut before they reached the disk): a completed video names a file
 * that is missing or empty. Its job (kept, with the planned scenes) is queued again and the video shows as being
 * made; without its job the video is marked failed with a message its owner sees. Never a 200 with no bytes.
 */
export const LOST_VIDEO = {
  remaking: "This video's file was lost on the server and is being made again. Please try again in a few minutes.",
  lost: "This video's file was lost on the server. Please generate the video again.",
} as const;

export const filesOf = (video: VideoRow) =>
  [video.fileKey, video.thumbnailKey, video.captionsKey].filter((key): key is string => Boolean(key));

/** Queues a lost video to be made again (or fails it when its job is gone); once, whoever finds it first. */
export async function reportLostVideo(db: Db, video: VideoRow, missing: string[]): Promise<'remaking' | 'failed'> {
  const outcome = await db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, video.id)).for('update');
    const remake = job?.kind === VIDEO_JOB && Array.isArray((job.payload as { scenes?: unknown }).scenes);
    const completed = and(eq(explainerVideos.id, video.id), eq(explainerVideos.status, 'completed'));
    const [changed] = await tx
      .update(explainerVideos)
      .set(
        remake
          ? { status: 'processing', currentScene: 0, error: null, updatedAt: new Date() }
          : { status: 'failed', error: LOST_VIDEO.lost, updatedAt: new Date() },
      )
      .where(completed)
      .returning({ id: explainerVideos.id });
    if (!changed) return undefined; // another request found it first
    if (remake) {
      await tx
        .update(jobs)
        .set({ status: 'queued', attempts: 0, error: null, heartbeatAt: null, heldBy: null, updatedAt: new Date() })
        .where(eq(jobs.id, video.id));
    }
    return remake ? 'remaking' : 'failed';
  });
  if (outcome) {
    logger.error(
      { videoId: video.id, missing },
      outcome === 'remaking'
        ? `Explainer video ${video.id} lost its file(s): making it again`
        : `Explainer video ${video.id} lost its file(s) and its job: marked failed`,
    );
  }
  if (outcome === 'remaking') wakeJobRunner();
  const [now] = await db
    .select({ status: explainerVideos.status })
    .from(explainerVideos)
    .where(eq(explainerVideos.id, video.id));
  return now?.status === 'processing' ? 'remaking' : 'failed';
}

/** A read found a file of a completed video missing or empty: report it and answer an honest error. */
export async function lostVideo(db: Db, video: VideoRow, key: string): Promise<HttpError> {
  const outcome = await reportLostVideo(db, video, [key]);
  return outcome === 'remaking' ? new HttpError(503, LOST_VIDEO.remaking) : new HttpError(410, LOST_VIDEO.lost);
}

/** Every completed video's files checked (at start-up); those with a lost one are reported. Returns their ids. */
export async function checkVideos(db: Db, env: Env): Promise<string[]> {
  const store = blobStore(env);
  const videos = await db
    .select()
    .from(explainerVideos)
    .where(and(eq(explainerVideos.status, 'completed'), isNotNull(explainerVideos.fileKey)));
  const lost: string[] = [];
  for (const video of videos) {
    const missing: string[] = [];
    for (const key of filesOf(video)) if (!((await store.stat(key))?.size ?? 0)) missing.push(key);
    if (missing.length === 0) continue;
    await reportLostVideo(db, video, missing);
    lost.push(video.id);
  }
  return lost;
}
