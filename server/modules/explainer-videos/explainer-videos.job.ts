import { eq } from 'drizzle-orm';
import { VIDEO_MESSAGES, type VideoDuration, type VideoScene } from '../../../contract/explainer-videos';
import type { Db } from '../../db/client';
import { explainerVideos } from '../../db/schema/learning';
import { logActivity } from '../../lib/activity';
import { JobError, type JobContext, registerJobHandler } from '../../lib/jobs';
import { blobStore } from '../../lib/storage';
import { VIDEO_JOB } from './explainer-videos.service';
import { writeNarration } from './narration-writer';
import type { PlannedScene } from './scene-planner';
import { videoProvider } from './video-provider';

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
 * Renders one video through the configured provider, reporting each scene. Interrupted by a shutdown, the job
 * goes back to the queue and starts over on the next run; any other failure marks the video failed.
 */
export async function renderExplainerVideo({ db, env, job, signal, progress }: JobContext) {
  const { videoId } = job.payload as Payload;
  const [video] = await db.select().from(explainerVideos).where(eq(explainerVideos.id, videoId)).limit(1);
  if (!video) throw new JobError(VIDEO_MESSAGES.notFound);
  if (video.status !== 'processing') return { videoId, skipped: video.status };
  const planned = (job.payload as Payload).scenes;
  await update(db, videoId, { currentScene: 0, scenes: sceneStates(planned, 0, false), error: null });

  try {
    const store = blobStore(env);
    const { scenes, writer } = await writeNarration(env, video.prompt, planned, signal);
    const output = await videoProvider(env).render({
      videoId,
      prompt: video.prompt,
      targetDuration: video.targetDuration as VideoDuration,
      scenes,
      signal,
      onScene: async (sceneNumber, done) => {
        const finished = done ? sceneNumber : sceneNumber - 1;
        await update(db, videoId, { currentScene: finished, scenes: sceneStates(scenes, sceneNumber, done) });
        await progress(finished, scenes.length);
      },
      readImage: (key) => store.read(key),
    });
    const fileKey = `videos/${video.userId}/${videoId}.${output.mimeType === 'video/mp4' ? 'mp4' : 'webm'}`;
    await store.put(fileKey, output.video);
    let thumbnailKey: string | null = null;
    if (output.thumbnail?.length) {
      thumbnailKey = `videos/${video.userId}/${videoId}.jpg`;
      await store.put(thumbnailKey, output.thumbnail);
    }
    let captionsKey: string | null = null;
    if (output.captions) {
      captionsKey = `videos/${video.userId}/${videoId}.vtt`;
      await store.put(captionsKey, new TextEncoder().encode(output.captions));
    }
    await update(db, videoId, {
      status: 'completed',
      currentScene: scenes.length,
      scenes: sceneStates(scenes, scenes.length, true),
      fileKey,
      thumbnailKey,
      captionsKey,
    });
    await logActivity(db, {
      actorId: video.userId,
      action: 'explainer_video_generated',
      entityType: 'explainer_video',
      entityId: videoId,
      description: `An explainer video of ${video.targetDuration} s was generated`,
      meta: { bytes: output.video.length, mimeType: output.mimeType, narration: writer },
    });
    return { videoId, fileKey, bytes: output.video.length };
  } catch (error) {
    if (signal.aborted) throw error;
    if (!(error instanceof JobError)) console.error(`Explainer video ${videoId} failed:`, error);
    const message = error instanceof JobError ? error.message : VIDEO_MESSAGES.failed;
    await update(db, videoId, { status: 'failed', error: message });
    throw error instanceof JobError ? error : new JobError(message);
  }
}

registerJobHandler(VIDEO_JOB, renderExplainerVideo);
