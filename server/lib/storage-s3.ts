import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { Env } from '../env';
import {
  assertKey,
  assertPrefix,
  BlobRangeError,
  type BlobRead,
  type BlobStore,
  type ByteRange,
  contentTypeOf,
  catchEarlyStreamErrors,
  resolveRange,
} from './blob-store';

export type S3Settings = Env['s3'] & {
  /** Keys listed (and deleted) per request by deletePrefix: at most 1000, S3's own limit. */
  pageSize?: number;
  /** Multipart part size for streamed puts (at least 5 MiB, S3's own limit). */
  partSize?: number;
};

/** Open object streams (videos being watched) each hold a connection: more than the SDK's 50 per client. */
const AGENT = { keepAlive: true, maxSockets: 256 };

/** An S3 client for AWS S3, MinIO, R2 or s3rver. Checksums only where S3 demands them: with the SDK's default
 *  (a CRC on every request), s3rver and several S3-compatibles store streamed uploads wrongly. */
export function s3Client(s: Env['s3']): S3Client {
  return new S3Client({
    endpoint: s.endpoint || undefined,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: s.accessKeyId ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // No overall request timeout: a stream to a slow viewer may pause for long. Only connecting is bounded.
    requestHandler: { connectionTimeout: 5_000, httpAgent: AGENT, httpsAgent: AGENT },
  });
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+)$/;

/** Blobs as objects in one bucket (BLOB_STORE=s3): every machine sees the same blobs. A PUT is atomic per object. */
export class S3BlobStore implements BlobStore {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly pageSize: number;
  private readonly partSize: number;

  constructor(settings: S3Settings) {
    this.client = s3Client(settings);
    this.bucket = settings.bucket;
    this.pageSize = Math.min(1000, settings.pageSize ?? 1000);
    this.partSize = Math.max(5 * 1024 * 1024, settings.partSize ?? 8 * 1024 * 1024);
  }

  async put(key: string, data: Uint8Array | Readable, contentType = contentTypeOf(key)): Promise<void> {
    catchEarlyStreamErrors(data);
    assertKey(key);
    const params = { Bucket: this.bucket, Key: key, ContentType: contentType };
    if (data instanceof Uint8Array) {
      await this.client.send(new PutObjectCommand({ ...params, Body: data, ContentLength: data.byteLength }));
      return;
    }
    // A stream of unknown length: one PUT when it is short, else a multipart upload (aborted on failure).
    await new Upload({ client: this.client, params: { ...params, Body: data }, partSize: this.partSize }).done();
  }

  async open(key: string, range?: ByteRange): Promise<BlobRead | null> {
    assertKey(key);
    let header: string | undefined;
    if (range && 'start' in range && range.start >= 0 && (range.end ?? range.start) >= range.start) {
      header = `bytes=${range.start}-${range.end ?? ''}`;
    } else if (range) {
      // Suffix ranges resolved here (s3rver reads `bytes=-N` as the first bytes); invalid ones answer 416.
      const info = await this.stat(key);
      if (!info) return null;
      const { start, end } = resolveRange(info.size, range);
      header = `bytes=${start}-${end}`;
    }
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: header }));
      const stream = res.Body as Readable;
      const parts = CONTENT_RANGE.exec(res.ContentRange ?? '');
      if (parts) return { stream, start: Number(parts[1]), end: Number(parts[2]), size: Number(parts[3]) };
      const size = res.ContentLength ?? 0;
      return { stream, start: 0, end: size - 1, size };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      if (statusOf(error) !== 416) throw error;
      const info = await this.stat(key);
      if (!info) return null;
      throw new BlobRangeError(info.size);
    }
  }

  async read(key: string): Promise<Uint8Array | null> {
    assertKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return (await res.Body?.transformToByteArray()) ?? new Uint8Array();
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    assertKey(key);
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: res.ContentLength ?? 0 };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Lists the folder a page at a time (ListObjectsV2) and deletes each page with one DeleteObjects call. The next
   *  page starts after the last key listed (StartAfter): that holds however the page's keys were deleted meanwhile. */
  async deletePrefix(prefix: string): Promise<void> {
    assertPrefix(prefix);
    let after: string | undefined;
    for (;;) {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, MaxKeys: this.pageSize, StartAfter: after }),
      );
      const Objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (Objects.length === 0) return;
      const res = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects, Quiet: true } }),
      );
      const failed = res.Errors?.[0];
      if (failed) throw new Error(`Could not delete ${failed.Key} (${res.Errors?.length} in all): ${failed.Code}`);
      if (!page.IsTruncated) return;
      after = Objects.at(-1)?.Key;
    }
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
        abortSignal: AbortSignal.timeout(5_000),
      });
    } catch (error) {
      const status = statusOf(error);
      const why = status === 404 ? 'does not exist' : status === 403 ? 'refuses these credentials' : 'is not reachable';
      throw new Error(`The S3 bucket '${this.bucket}' ${why} (${status ?? (error as Error).message})`);
    }
  }
}
