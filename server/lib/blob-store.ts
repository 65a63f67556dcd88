import type { Readable } from 'node:stream';

/** Bytes `start`..`end` (inclusive; `end` past the blob means to its end), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** An opened blob: the stream of bytes `start`..`end` (inclusive) of a blob of `size` bytes. */
export type BlobRead = { stream: Readable; size: number; start: number; end: number };

/**
 * Where slide images, uploads and videos live. Keys are relative paths such as `decks/7/<id>/12.webp`.
 * BLOB_STORE chooses the local directory (one machine) or an S3-compatible bucket (several machines).
 * A missing key answers null or false; an invalid key throws.
 */
export interface BlobStore {
  /** Writes the whole blob; readers see either the old bytes or the new ones, never a partial blob. */
  put(key: string, data: Uint8Array | Readable, contentType?: string): Promise<void>;
  /** A stream of the blob (or of one range of it), or null when there is none.
   *  Throws BlobRangeError for a range outside the blob. */
  open(key: string, range?: ByteRange): Promise<BlobRead | null>;
  /** The whole blob in memory (for small inputs such as an uploaded PDF), or null. */
  read(key: string): Promise<Uint8Array | null>;
  /** The blob's size, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Deletes every blob whose key starts with `prefix` (a folder, ending in '/'). */
  deletePrefix(prefix: string): Promise<void>;
  /** Throws when the store can't be used now (for GET /api/ready). */
  check(): Promise<void>;
}

/** A range that selects no byte of the blob (HTTP 416); `size` is the blob's. */
export class BlobRangeError extends Error {
  constructor(readonly size: number) {
    super(`The range is outside the blob (${size} bytes)`);
  }
}

/**
 * Keeps a stream that breaks before a put starts reading it (while the put makes a folder or opens a request) from
 * crashing the process as an unhandled 'error': the put still fails, since a broken stream throws when it is read.
 */
export function catchEarlyStreamErrors(data: Uint8Array | Readable): void {
  if (!(data instanceof Uint8Array)) data.on('error', () => {});
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*\/?$/;

export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid blob key: ${key}`);
  }
}

export function assertPrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new Error('deletePrefix takes a folder prefix ending in /');
  assertKey(prefix);
}

/** The first and last byte a range selects in a blob of `size` bytes; BlobRangeError when it selects none. */
export function resolveRange(size: number, range?: ByteRange): { start: number; end: number } {
  if (!range) return { start: 0, end: size - 1 };
  const start = 'suffix' in range ? Math.max(0, size - range.suffix) : range.start;
  const end = 'suffix' in range ? size - 1 : Math.min(range.end ?? size - 1, size - 1);
  const empty = 'suffix' in range ? range.suffix <= 0 : range.start < 0 || (range.end ?? start) < range.start;
  if (empty || start >= size || start > end) throw new BlobRangeError(size);
  return { start, end };
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  vtt: 'text/vtt; charset=utf-8',
};

/** The content type a bucket records for a key with no type given (by its extension). */
export const contentTypeOf = (key: string) =>
  TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
