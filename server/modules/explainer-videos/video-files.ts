import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context';
import { HttpError } from '../../lib/errors';
import { blobStore } from '../../lib/storage';

/**
 * Answers a stored file with HTTP range support (a <video> element seeks with Range requests): 200 with the
 * whole file, 206 with one range, 416 for a range outside it.
 */
export async function serveFile(
  c: Context<AppEnv>,
  key: string,
  type: string,
  downloadName?: string,
): Promise<Response> {
  const data = (await blobStore(c.var.env).read(key)) as Uint8Array<ArrayBuffer> | null;
  if (!data) throw new HttpError(404, 'The video file is missing');
  const headers: Record<string, string> = {
    'content-type': type,
    'accept-ranges': 'bytes',
    'cache-control': 'private, max-age=3600',
  };
  if (downloadName) headers['content-disposition'] = `attachment; filename="${downloadName}"`;
  const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
  if (!range || (range[1] === '' && range[2] === '')) {
    return new Response(data, { status: 200, headers: { ...headers, 'content-length': String(data.length) } });
  }
  const size = data.length;
  let start: number;
  let end: number;
  if (range[1] === '') {
    start = Math.max(0, size - Number(range[2]));
    end = size - 1;
  } else {
    start = Number(range[1]);
    end = range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
  }
  if (start >= size || start > end) {
    return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
  }
  const part = data.subarray(start, end + 1);
  return new Response(part, {
    status: 206,
    headers: { ...headers, 'content-length': String(part.length), 'content-range': `bytes ${start}-${end}/${size}` },
  });
}
