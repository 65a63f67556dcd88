import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, assertPrefix, type BlobRead, type BlobStore, type ByteRange, resolveRange } from './blob-store';

/** Blobs as files under one directory (BLOB_STORE=local, BLOB_DIR): one machine, or a shared volume. */
export class LocalBlobStore implements BlobStore {
  constructor(readonly root: string) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Uint8Array | Readable): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write beside the target, then rename: a rename within one directory is atomic.
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      if (data instanceof Uint8Array) await writeFile(temp, data);
      else await pipeline(data, createWriteStream(temp));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async open(key: string, range?: ByteRange): Promise<BlobRead | null> {
    const file = this.file(key);
    // The size and the bytes come from one open file: a blob replaced meanwhile (a rename) is read whole, old or new.
    const handle = await open(file).catch((error) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      const { start, end } = resolveRange(info.size, range);
      if (end < start) {
        await handle.close(); // an empty blob read whole
        return { stream: Readable.from([]), size: 0, start, end };
      }
      return { stream: handle.createReadStream({ start, end }), size: info.size, start, end };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.file(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    const file = this.file(key);
    if ((await this.stat(key)) !== null) await rm(file, { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertPrefix(prefix);
    await rm(this.file(prefix), { recursive: true, force: true });
  }

  async check(): Promise<void> {
    const probe = `ready-${randomUUID()}`;
    await this.put(probe, new TextEncoder().encode(String(Date.now())));
    await this.delete(probe);
  }
}

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException)?.code ?? '');
