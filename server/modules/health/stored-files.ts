import type { Db } from '#server/db/client';
import type { Env } from '#server/env';
import { logger } from '#server/lib/logger';
import { checkDecks } from '../course-materials/deck-repair';
import { checkVideos } from '../explainer-videos/video-repair';

/**
 * At start-up: every slide image and video file the database names is looked at (present, and of the size recorded
 * when it was written). A power cut can leave files the database names empty or missing; each such deck is made
 * again from its PDF (or marked failed on Course Materials), each such video made again (or marked failed), and
 * it is logged at error. Only the local directory: a bucket is not on this machine's disk.
 */
export async function checkStoredFiles(db: Db, env: Env): Promise<{ decks: number[]; videos: string[] }> {
  if (env.blobStore !== 'local') return { decks: [], videos: [] };
  const started = Date.now();
  const decks = (await checkDecks(db, env)).map((d) => d.grade);
  const videos = await checkVideos(db, env);
  const ms = Date.now() - started;
  if (decks.length || videos.length) {
    logger.error({ decks, videos, ms }, `Stored files lost: ${decks.length} deck(s), ${videos.length} video(s)`);
  } else logger.info({ ms }, 'Stored files checked: every slide image and video the database names is whole');
  return { decks, videos };
}
