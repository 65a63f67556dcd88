import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import {
  type ExplainerVideo,
  VIDEO_LIMITS,
  VIDEO_MESSAGES,
  type VideoDuration,
  type VideoScene,
  type VideoSourceKind,
} from '#contract/explainer-videos';
import { type Paged, pagination } from '#contract/pagination';
import type { Db } from '#server/db/client';
import { explainerVideos } from '#server/db/schema/learning';
import { jobs } from '#server/db/schema/teaching';
import type { Env } from '#server/env';
import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { logActivity } from '#server/lib/activity';
import type { Actor } from '#server/lib/actor';
import { notFound, tooMany } from '#server/lib/errors';
import { insertJob, wakeJobRunner } from '#server/lib/jobs';
import { lockKeys } from '#server/lib/rate-limit';
import { assertCanRender } from './video-provider';
import { planVideo } from './video-plan';
import { videoToken } from './video-token';
import { isUuid } from '#contract/list-query';

export const VIDEO_JOB = 'explainer-video';
export type VideoRow = typeof explainerVideos.$inferSelect;
type Job = typeof jobs.$inferSelect;

/** Plans the scenes, stores the video as processing and queues its job (same id) in one transaction. */
export async function generateVideo(
  actor: Actor,
  env: Env,
  input: { prompt: string; targetDuration: VideoDuration; source: VideoSourceKind },
) {
  const { db, user } = actor;
  await assertCanRender(env); // a configuration error answers 503 now, not after the job failed
  await assertUnderLimits(db, user.id); // before planning: most refusals cost nothing
  const { plan, slides } = await planVideo(actor, input.prompt, input.targetDuration, input.source);
  const video = await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    // Counted again under the user's lock, with the insert: of several requests at once, only as many as the
    // limits allow are stored (docs/decisions/030).
    await lockKeys(tx, [`explainer-video:${user.id}`]);
    await assertUnderLimits(tx, user.id);
    const [row] = await tx
      .insert(explainerVideos)
      .values({
        userId: user.id,
        prompt: input.prompt,
        targetDuration: input.targetDuration,
        totalScenes: plan.length,
        source: input.source,
        slides,
        scenes: plan.map((s) => ({ sceneNumber: s.sceneNumber, status: 'pending', prompt: s.prompt })),
      })
      .returning();
    if (!row) throw new Error('generateVideo: no row returned');
    await insertJob(tx, {
      id: row.id,
      kind: VIDEO_JOB,
      payload: { videoId: row.id, scenes: plan },
      total: plan.length,
      createdBy: user.id,
    });
    return row;
  });
  wakeJobRunner(); // after the commit: woken inside the transaction, the runner could look before the job is there
  await logActivity(db, {
    actorId: user.id,
    action: 'explainer_video_requested',
    entityType: 'explainer_video',
    entityId: video.id,
    description: ACTIVITY_MESSAGES.videoRequested(user.name, String(input.targetDuration)),
    meta: { source: input.source, slides: slides.length },
  });
  return toView(env, video);
}

/** VIDEO_LIMITS: videos in progress, and videos asked for in the last 24 hours, per user. */
async function assertUnderLimits(db: Db, userId: string): Promise<void> {
  const mine = eq(explainerVideos.userId, userId);
  const processing = await db
    .select()
    .from(explainerVideos)
    .where(and(mine, eq(explainerVideos.status, 'processing')));
  const [today] = await db
    .select({ n: count() })
    .from(explainerVideos)
    .where(and(mine, gt(explainerVideos.createdAt, new Date(Date.now() - 86_400_000))));
  // Settled first: a video whose job was given up must not count as running.
  const running = (await settle(db, processing)).filter((v) => v.status === 'processing').length;
  if (running >= VIDEO_LIMITS.running) throw tooMany(VIDEO_MESSAGES.tooManyRunning);
  if ((today?.n ?? 0) >= VIDEO_LIMITS.perDay) throw tooMany(VIDEO_MESSAGES.tooManyToday);
}

/** The caller's own video; anyone else's answers 404 exactly like a missing one. */
export async function ownVideo(db: Db, userId: string, id: string): Promise<VideoRow> {
  const [video] = isUuid(id) ? await db.select().from(explainerVideos).where(eq(explainerVideos.id, id)).limit(1) : [];
  if (!video || video.userId !== userId) throw notFound(VIDEO_MESSAGES.notFound);
  return (await settle(db, [video]))[0] as VideoRow;
}

export async function listOwnVideos(
  db: Db,
  env: Env,
  userId: string,
  page: number,
  limit: number,
): Promise<Paged<ExplainerVideo>> {
  const mine = eq(explainerVideos.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(explainerVideos)
      .where(mine)
      .orderBy(desc(explainerVideos.createdAt))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(explainerVideos).where(mine),
  ]);
  const settled = await settle(db, rows);
  return { data: settled.map((v) => toView(env, v)), pagination: pagination(total?.n ?? 0, page, limit) };
}

/**
 * A video still 'processing' whose job failed (for one, given up after a restart) or vanished is failed now,
 * with the job's reason: nothing stays processing forever.
 */
async function settle(db: Db, videos: VideoRow[]): Promise<VideoRow[]> {
  const open = videos.filter((v) => v.status === 'processing').map((v) => v.id);
  if (open.length === 0) return videos;
  const found = await db.select().from(jobs).where(inArray(jobs.id, open));
  const byId = new Map<string, Job>(found.map((j) => [j.id, j]));
  const out: VideoRow[] = [];
  for (const video of videos) {
    const job = byId.get(video.id);
    if (video.status !== 'processing' || (job && job.status !== 'failed')) {
      out.push(video);
      continue;
    }
    const error = job?.error ?? VIDEO_MESSAGES.failed;
    const [updated] = await db
      .update(explainerVideos)
      .set({ status: 'failed', error, updatedAt: new Date() })
      .where(and(eq(explainerVideos.id, video.id), eq(explainerVideos.status, 'processing')))
      .returning();
    out.push(updated ?? { ...video, status: 'failed', error });
  }
  return out;
}

export function mimeOf(fileKey: string): string {
  return fileKey.endsWith('.mp4') ? 'video/mp4' : 'video/webm';
}

export function toView(env: Env, video: VideoRow): ExplainerVideo {
  const done = video.status === 'completed' && video.fileKey;
  const link = done ? videoToken(env, video.id) : null;
  const url = (kind: string) => (link ? `/api/explainer-videos/${kind}/${video.id}?token=${link.token}` : null);
  return {
    videoId: video.id,
    status: video.status,
    prompt: video.prompt,
    targetDuration: video.targetDuration as VideoDuration,
    totalScenes: video.totalScenes,
    currentScene: video.currentScene,
    sceneProgress: video.totalScenes ? Math.round((100 * video.currentScene) / video.totalScenes) : 0,
    scenes: video.scenes as VideoScene[],
    videoUrl: url('stream'),
    streamUrl: url('stream'),
    downloadUrl: url('download'),
    thumbnailUrl: link && video.thumbnailKey ? url('thumbnail') : null,
    urlsExpireAt: link ? link.expiresAt.toISOString() : null,
    mimeType: done && video.fileKey ? mimeOf(video.fileKey) : null,
    captionsUrl: link && video.captionsKey ? url('captions') : null,
    source: video.source,
    slides: video.slides,
    error: video.status === 'failed' ? (video.error ?? VIDEO_MESSAGES.failed) : null,
    createdAt: video.createdAt.toISOString(),
    updatedAt: video.updatedAt.toISOString(),
  };
}
