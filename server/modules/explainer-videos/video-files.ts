import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { VIDEO_MESSAGES } from '#contract/explainer-videos';
import type { Db } from '#server/db/client';
import { explainerVideos } from '#server/db/schema/learning';
import type { Env } from '#server/env';
import { HttpError, notFound } from '#server/lib/errors';
import { blobStore } from '#server/lib/storage';
import { type BlobRead, BlobRangeError, type ByteRange } from '#server/lib/blob-store';
import { mimeOf } from './explainer-videos.service';
import { LOST_VIDEO, lostVideo } from './video-repair';
import { checkVideoToken } from './video-token';

/** The files of a video a link can ask for. */
export type VideoFile = 'stream' | 'download' | 'captions' | 'thumbnail';

/**
 * A stream, download, captions or thumbnail link's answer: the token stands for the owner, for this video only.
 * `range` is the request's Range header (serveFile). A file that was lost answers the honest error (video-repair.ts):
 * a 503 while the video is made again, which its caller answers with Retry-After.
 */
export async function videoFile(
  db: Db,
  env: Env,
  link: { videoId: string; token?: string; range?: string },
  file: VideoFile,
): Promise<Response> {
  const video = await linkedVideo(db, env, link.videoId, link.token);
  const { key, type, name } = fileOf(video, file);
  return serveFile(env, link.range, key, type, name, () => lostVideo(db, video, key));
}

/** The completed video a link's token is good for; a video whose files were lost is being made again (503). */
async function linkedVideo(db: Db, env: Env, id: string, token = '') {
  if (!checkVideoToken(env, id, token)) throw new HttpError(403, VIDEO_MESSAGES.linkExpired);
  const [video] = await db.select().from(explainerVideos).where(eq(explainerVideos.id, id)).limit(1);
  if (video?.fileKey && video.status === 'processing') throw new HttpError(503, LOST_VIDEO.remaking);
  if (!video?.fileKey || video.status !== 'completed') throw notFound(VIDEO_MESSAGES.notReady);
  return { ...video, fileKey: video.fileKey };
}

function fileOf(video: Awaited<ReturnType<typeof linkedVideo>>, file: VideoFile) {
  switch (file) {
    case 'stream':
      return { key: video.fileKey, type: mimeOf(video.fileKey) };
    case 'download': {
      const extension = video.fileKey.split('.').pop();
      const name = `explainer-video-${video.id.slice(0, 8)}.${extension}`;
      return { key: video.fileKey, type: mimeOf(video.fileKey), name };
    }
    case 'captions':
      if (!video.captionsKey) throw notFound('No captions');
      return { key: video.captionsKey, type: 'text/vtt; charset=utf-8' };
    case 'thumbnail':
      if (!video.thumbnailKey) throw notFound('No thumbnail');
      return { key: video.thumbnailKey, type: 'image/jpeg' };
  }
}

/** The one range of a `Range: bytes=…` header; undefined for none, a malformed one or several (served whole). */
function requestedRange(header: string | undefined): ByteRange | undefined {
  const range = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!range || (range[1] === '' && range[2] === '')) return undefined;
  if (range[1] === '') return { suffix: Number(range[2]) };
  return { start: Number(range[1]), end: range[2] === '' ? undefined : Number(range[2]) };
}

/**
 * Answers a stored file with HTTP range support (a <video> element seeks with Range requests): 200 with the
 * whole file, 206 with one range, 416 for a range outside it. Only the bytes asked for are read from the store,
 * and they are streamed, never held whole in memory. `range` is the request's Range header. A file missing or
 * empty throws the error `lost` gives (a 503 while it is made again: its caller says when to ask again).
 */
export async function serveFile(
  env: Env,
  range: string | undefined,
  key: string,
  type: string,
  downloadName?: string,
  lost: () => Promise<HttpError> = async () => new HttpError(404, 'The video file is missing'),
): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': type,
    'accept-ranges': 'bytes',
    'cache-control': 'private, max-age=3600',
  };
  if (downloadName) headers['content-disposition'] = `attachment; filename="${downloadName}"`;
  const wanted = requestedRange(range);
  let blob: BlobRead | null;
  try {
    blob = await blobStore(env).open(key, wanted);
  } catch (error) {
    if (!(error instanceof BlobRangeError)) throw error;
    if (error.size === 0) throw await lost();
    return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${error.size}` } });
  }
  if (!blob || blob.size === 0) {
    blob?.stream.destroy();
    throw await lost();
  }
  const body = Readable.toWeb(blob.stream) as ReadableStream;
  const length = String(blob.end - blob.start + 1);
  if (!wanted) return new Response(body, { status: 200, headers: { ...headers, 'content-length': length } });
  return new Response(body, {
    status: 206,
    headers: { ...headers, 'content-length': length, 'content-range': `bytes ${blob.start}-${blob.end}/${blob.size}` },
  });
}
