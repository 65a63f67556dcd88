import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { VIDEO_MESSAGES, type VideoDuration, type VideoScene } from '#contract/explainer-videos';
import type { Db } from '#server/db/client';
import { explainerVideos } from '#server/db/schema/learning';
import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { logActivity } from '#server/lib/activity';
import { JobError, type JobContext, LeaseLost, registerJobHandler } from '#server/lib/jobs';
import { isDiskFull } from '#server/lib/disk-full';
import { logger } from '#server/lib/logger';
import { blobStore } from '#server/lib/storage';
import { VIDEO_JOB } from './explainer-videos.service';
import { writeNarration } from './narration-writer';
import type { PlannedScene } from './scene-planner';
import { videoProvider } from './video-provider';
import { filesOf } from './video-repair';

type Payload = { videoId: string; scenes: PlannedScene[] };

function sceneStates(scenes: PlannedScene[], current: number, done: boolean): VideoScene[] {
  return scenes.map((s) => ({
    sceneNumber: s.sceneNumber,
    prompt: s.prompt,
    status:
      s.sceneNumber < current || (s.sceneNumber === current && done)
        ? 'completed'
        : s.sceneNumber === current
          ? 'processing'
          : 'pending',
  }));
}

const update = (db: Db, id: string, values: Partial<typeof explainerVideos.$inferInsert>) =>
  db
    .update(explainerVideos)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(explainerVideos.id, id));

/**
 * Renders one video through the configured provider, reporting each scene. Interrupted by a shutdown, or finding
 * the disk full, the job goes back to the queue and starts over on a later run; any other failure marks the
 * video failed. Files are named by the job's lease and the video is marked done in the job's commit, so a run that
 * lost its job to another process (it stalled past its lease) never overwrites or completes what that process
 * makes.
 */
export async function renderExplainerVideo({ db, env, job, signal, progress, commit, whileHeld }: JobContext) {
  const { videoId } = job.payload as Payload;
  const [video] = await db.select().from(explainerVideos).where(eq(explainerVideos.id, videoId)).limit(1);
  if (!video) throw new JobError(VIDEO_MESSAGES.notFound);
  if (video.status !== 'processing') return { videoId, skipped: video.status };
  const planned = (job.payload as Payload).scenes;
  await whileHeld((tx) =>
    update(tx, videoId, { currentScene: 0, scenes: sceneStates(planned, 0, false), error: null }),
  );

  const store = blobStore(env);
  const previous = filesOf(video); // files of a video made again after they were lost (video-repair.ts)
  const base = `videos/${video.userId}/${videoId}-${job.lease}`;
  const written: string[] = [];
  const save = async (key: string, data: Uint8Array | Readable, type?: string) => {
    written.push(key);
    await store.put(key, data, type);
  };
  try {
    const keyFor = (mimeType: string) => `${base}.${mimeType === 'video/mp4' ? 'mp4' : 'webm'}`;
    let saved: string | undefined;
    const { scenes, writer } = await writeNarration(env, video.prompt, planned, signal);
    const output = await videoProvider(env).render({
      videoId,
      prompt: video.prompt,
      targetDuration: video.targetDuration as VideoDuration,
      scenes,
      signal,
      onScene: async (sceneNumber, done) => {
        const finished = done ? sceneNumber : sceneNumber - 1;
        await progress(finished, scenes.length);
        await whileHeld((tx) =>
          update(tx, videoId, { currentScene: finished, scenes: sceneStates(scenes, sceneNumber, done) }),
        );
      },
      readImage: (key) => store.read(key),
      saveVideo: async (stream, mimeType) => {
        saved = keyFor(mimeType);
        await save(saved, stream, mimeType);
      },
    });
    const fileKey = saved ?? keyFor(output.mimeType);
    if (!saved) {
      if (!output.video) throw new Error(`The video provider answered no video for ${videoId}`);
      await save(fileKey, output.video, output.mimeType);
    }
    let thumbnailKey: string | null = null;
    if (output.thumbnail?.length) {
      thumbnailKey = `${base}.jpg`;
      await save(thumbnailKey, output.thumbnail);
    }
    let captionsKey: string | null = null;
    if (output.captions) {
      captionsKey = `${base}.vtt`;
      await save(captionsKey, new TextEncoder().encode(output.captions));
    }
    const result = await commit(async (tx) => {
      await update(tx, videoId, {
        status: 'completed',
        currentScene: scenes.length,
        scenes: sceneStates(scenes, scenes.length, true),
        fileKey,
        thumbnailKey,
        captionsKey,
      });
      await logActivity(tx, {
        actorId: video.userId,
        action: 'explainer_video_generated',
        entityType: 'explainer_video',
        entityId: videoId,
        description: ACTIVITY_MESSAGES.videoGenerated(String(video.targetDuration)),
        meta: { bytes: output.bytes, mimeType: output.mimeType, narration: writer },
      });
      return { videoId, fileKey, bytes: output.bytes };
    });
    for (const key of previous) if (!written.includes(key)) await store.delete(key).catch(() => {});
    return result;
  } catch (error) {
    if (signal.aborted || error instanceof LeaseLost || isDiskFull(error)) {
      // Re-queued, taken over or waiting for disk space: what this run stored is nobody's.
      for (const key of written) await store.delete(key).catch(() => {});
      throw error;
    }
    if (!(error instanceof JobError)) logger.error({ err: error, videoId }, `Explainer video ${videoId} failed`);
    const message = error instanceof JobError ? error.message : VIDEO_MESSAGES.failed;
    await whileHeld((tx) => update(tx, videoId, { status: 'failed', error: message }));
    throw error instanceof JobError ? error : new JobError(message);
  }
}

registerJobHandler(VIDEO_JOB, renderExplainerVideo);
