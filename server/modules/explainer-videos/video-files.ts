import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { HttpError } from '#server/lib/errors';
import { blobStore } from '#server/lib/storage';
import { type BlobRead, BlobRangeError, type ByteRange } from '#server/lib/blob-store';

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
 * and they are streamed, never held whole in memory. A file missing or empty answers the error `lost` gives.
 */
export async function serveFile(
  c: Context<AppEnv>,
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
  const range = requestedRange(c.req.header('range'));
  let blob: BlobRead | null;
  try {
    blob = await blobStore(c.var.env).open(key, range);
  } catch (error) {
    if (!(error instanceof BlobRangeError)) throw error;
    if (error.size === 0) throw await lostFile(c, lost);
    return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${error.size}` } });
  }
  if (!blob || blob.size === 0) {
    blob?.stream.destroy();
    throw await lostFile(c, lost);
  }
  const body = Readable.toWeb(blob.stream) as ReadableStream;
  const length = String(blob.end - blob.start + 1);
  if (!range) return new Response(body, { status: 200, headers: { ...headers, 'content-length': length } });
  return new Response(body, {
    status: 206,
    headers: { ...headers, 'content-length': length, 'content-range': `bytes ${blob.start}-${blob.end}/${blob.size}` },
  });
}

async function lostFile(c: Context<AppEnv>, lost: () => Promise<HttpError>): Promise<HttpError> {
  const error = await lost();
  if (error.status === 503) c.header('Retry-After', '60');
  return error;
}
