import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type BlobStore, contentTypeOf } from './blob-store';

export type LocalBlob = { key: string; file: string; size: number };
export type MigrateProgress = {
  done: number;
  total: number;
  key: string;
  size: number;
  outcome: 'copied' | 'skipped' | 'failed';
  /** Bytes copied so far (skipped blobs not counted). */
  bytes: number;
  error?: string;
};
export type MigrateSummary = {
  total: number;
  copied: number;
  skipped: number;
  failed: number;
  bytes: number;
  failures: { key: string; error: string }[];
  /** Files that are no blob: a store's unfinished temp files, names no key can have. */
  ignored: string[];
  interrupted: boolean;
};

const TEMP = /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;

/** Every blob under a local blob directory (its key is its path below `root`), in key order. */
export async function listLocalBlobs(root: string): Promise<{ blobs: LocalBlob[]; ignored: string[] }> {
  const blobs: LocalBlob[] = [];
  const ignored: string[] = [];
  async function walk(dir: string, prefix: string) {
    const entries = await readdir(dir, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, entry.name);
      const key = `${prefix}${entry.name}`;
      if (entry.isDirectory()) await walk(file, `${key}/`);
      else if (!entry.isFile() || TEMP.test(entry.name) || !validKey(key)) ignored.push(key);
      else blobs.push({ key, file, size: (await stat(file)).size });
    }
  }
  await walk(root, '');
  return { blobs, ignored };
}

function validKey(key: string): boolean {
  try {
    assertKey(key);
    return !key.endsWith('/');
  } catch {
    return false;
  }
}

/**
 * Copies every blob of a local blob directory into another store (an S3 bucket), streamed. Resumable and
 * idempotent: a blob the target already has with the same size is skipped, so a second run copies nothing and an
 * interrupted one goes on where it stopped. A failed copy is counted and the others go on; `signal` stops
 * starting new copies (those under way finish).
 */
export async function migrateBlobs(options: {
  from: string;
  to: BlobStore;
  concurrency?: number;
  signal?: AbortSignal;
  onProgress?: (progress: MigrateProgress) => void;
}): Promise<MigrateSummary> {
  const { blobs, ignored } = await listLocalBlobs(options.from);
  const summary: MigrateSummary = {
    total: blobs.length,
    copied: 0,
    skipped: 0,
    failed: 0,
    bytes: 0,
    failures: [],
    ignored,
    interrupted: false,
  };
  let next = 0;
  async function copy(blob: LocalBlob) {
    let outcome: MigrateProgress['outcome'] = 'skipped';
    let error: string | undefined;
    try {
      if ((await options.to.stat(blob.key))?.size !== blob.size) {
        await options.to.put(blob.key, createReadStream(blob.file), contentTypeOf(blob.key));
        const stored = await options.to.stat(blob.key);
        if (stored?.size !== blob.size) throw new Error(`stored ${stored?.size ?? 'nothing'} of ${blob.size} bytes`);
        outcome = 'copied';
      }
    } catch (failure) {
      outcome = 'failed';
      error = failure instanceof Error ? failure.message : String(failure);
      summary.failures.push({ key: blob.key, error });
    }
    summary[outcome]++;
    if (outcome === 'copied') summary.bytes += blob.size;
    const done = summary.copied + summary.skipped + summary.failed;
    options.onProgress?.({
      done,
      total: blobs.length,
      key: blob.key,
      size: blob.size,
      outcome,
      bytes: summary.bytes,
      error,
    });
  }
  async function worker() {
    while (next < blobs.length && !options.signal?.aborted) await copy(blobs[next++] as LocalBlob);
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  summary.interrupted = summary.copied + summary.skipped + summary.failed < blobs.length;
  return summary;
}
