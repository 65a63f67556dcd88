import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where slide images, uploads and videos live. Keys are relative paths such as `decks/7/<id>/12.webp`.
 * The local directory is the default; an S3-compatible store implements the same interface.
 */
export interface BlobStore {
  /** Writes the whole blob; readers see either the old bytes or the new ones, never a partial file. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** A stream of the blob and its size, or null when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** The whole blob in memory (for inputs such as an uploaded PDF), or null. */
  read(key: string): Promise<Uint8Array | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Deletes every blob whose key starts with `prefix` (a folder, ending in '/'). */
  deletePrefix(prefix: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*\/?$/;

export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid blob key: ${key}`);
  }
}

export class LocalBlobStore implements BlobStore {
  constructor(readonly root: string) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write beside the target, then rename: a rename within one directory is atomic.
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, data);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async open(key: string) {
    const file = this.file(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { stream: createReadStream(file), size: info.size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.file(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error('deletePrefix takes a folder prefix ending in /');
    await rm(this.file(prefix), { recursive: true, force: true });
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

const stores = new Map<string, BlobStore>();

/** The blob store for this configuration (one instance per directory). */
export function blobStore(env: { blobDir: string }): BlobStore {
  let store = stores.get(env.blobDir);
  if (!store) {
    store = new LocalBlobStore(env.blobDir);
    stores.set(env.blobDir, store);
  }
  return store;
}
