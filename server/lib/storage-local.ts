import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  assertKey,
  assertPrefix,
  type BlobRead,
  type BlobStore,
  type ByteRange,
  catchEarlyStreamErrors,
  resolveRange,
} from './blob-store';
import { fsyncDirAsync, renameDurable } from './durable-fs';

/** Blobs as files under one directory (BLOB_STORE=local, BLOB_DIR): one machine, or a shared volume. */
export class LocalBlobStore implements BlobStore {
  constructor(readonly root: string) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  /**
   * Durable before it returns (a database row may name the blob next): the bytes written beside the target and
   * flushed, renamed over it (atomic within a folder), then the folder flushed, and the parents of any folder this
   * put created. A failure (a full disk, a stream that breaks) leaves no temporary file behind.
   */
  async put(key: string, data: Uint8Array | Readable): Promise<void> {
    catchEarlyStreamErrors(data);
    const target = this.file(key);
    const created = await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      await writeTemp(temp, data);
      await renameDurable(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    if (created) await this.flushParents(path.dirname(target), created);
  }

  /** Flushes the folders above `dir` up to the parent of `top`, the highest folder a put created. */
  private async flushParents(dir: string, top: string): Promise<void> {
    const stop = path.dirname(top);
    for (let current = dir; current !== stop; ) {
      const parent = path.dirname(current);
      await fsyncDirAsync(parent);
      if (parent === current) return;
      current = parent;
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

  /** A removal is flushed too: a cut must not bring back files no row names any more (space nobody frees). */
  async delete(key: string): Promise<void> {
    const file = this.file(key);
    if ((await this.stat(key)) === null) return;
    await rm(file, { force: true });
    await fsyncDirAsync(path.dirname(file));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertPrefix(prefix);
    const folder = this.file(prefix);
    const existed = await stat(folder).then(
      () => true,
      () => false,
    );
    await rm(folder, { recursive: true, force: true });
    if (existed) await fsyncDirAsync(path.dirname(folder)).catch(ignoreMissing);
  }

  async check(): Promise<void> {
    const probe = `ready-${randomUUID()}`;
    await this.put(probe, new TextEncoder().encode(String(Date.now())));
    await this.delete(probe);
  }
}

/**
 * Writes the bytes to a new file through one handle we open and close ourselves, so no write or close is still
 * pending when this settles: a failed put's cleanup cannot run before a stream's lazy open (which would leave the
 * temporary file behind, as CI once saw under load).
 */
async function writeTemp(temp: string, data: Uint8Array | Readable): Promise<void> {
  const handle = await open(temp, 'wx');
  try {
    if (data instanceof Uint8Array) await handle.writeFile(data);
    else for await (const chunk of data) await handle.writeFile(chunk as Uint8Array | string); // appends at the position
  } finally {
    await handle.close();
  }
}

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException)?.code ?? '');
const ignoreMissing = (error: unknown) => {
  if (!isMissing(error)) throw error;
};
