import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** Every folder flush and durable rename (file flushed, renamed, its folder flushed) the store asks for, in order;
 *  the real ones run too. */
const flushes: string[] = [];
vi.mock('./durable-fs', async (original) => {
  const real = await original<typeof import('./durable-fs')>();
  return {
    ...real,
    fsyncDirAsync: async (dir: string) => {
      flushes.push(`dir ${dir}`);
      await real.fsyncDirAsync(dir);
    },
    renameDurable: async (temp: string, target: string) => {
      flushes.push(`file ${path.basename(temp).replace(/\.[0-9a-f-]{36}\.tmp$/, '.tmp')} -> ${target}`);
      await real.renameDurable(temp, target);
    },
  };
});
const { LocalBlobStore } = await import('./storage-local');

const root = mkdtempSync(path.join(os.tmpdir(), 'blobs-durable-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeEach(() => {
  flushes.length = 0;
});

/** Every file under the store, with its size. */
async function files(dir = root): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) found.push(path.relative(root, path.join(entry.parentPath, entry.name)));
  }
  return found.sort();
}

describe('LocalBlobStore.put is durable before it returns', () => {
  const store = new LocalBlobStore(root);

  it('flushes the file before its rename, then its folder, then the folders it created up to one that existed', async () => {
    await store.put('decks/7/job-1/1.webp', new Uint8Array([1, 2, 3]));
    const dir = path.join(root, 'decks/7/job-1');
    expect(flushes).toEqual([
      `file 1.webp.tmp -> ${path.join(dir, '1.webp')}`, // renameDurable: flush, rename, flush the folder
      `dir ${path.join(root, 'decks/7')}`,
      `dir ${path.join(root, 'decks')}`,
      `dir ${root}`,
    ]);
    expect([...(await readFile(path.join(dir, '1.webp')))]).toEqual([1, 2, 3]);
    expect(await files()).toEqual(['decks/7/job-1/1.webp']); // no temporary file left

    flushes.length = 0;
    await store.put('decks/7/job-1/2.webp', Readable.from([Buffer.from('abc'), Buffer.from('def')]));
    expect(flushes).toEqual([`file 2.webp.tmp -> ${path.join(dir, '2.webp')}`]); // the folder existed
    expect(await readFile(path.join(dir, '2.webp'), 'utf8')).toBe('abcdef');
  });

  it('leaves nothing when the stream fails part-way, and keeps the old bytes of a blob it was replacing', async () => {
    await store.put('videos/u/v.mp4', new TextEncoder().encode('old video'));
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('the renderer died'));
      },
    });
    await expect(store.put('videos/u/v.mp4', failing)).rejects.toThrow('the renderer died');
    await expect(
      store.put(
        'videos/u/new.mp4',
        Readable.from(
          (async function* () {
            yield Buffer.from('part');
            throw new Error('cut off');
          })(),
        ),
      ),
    ).rejects.toThrow('cut off');
    expect(await readFile(path.join(root, 'videos/u/v.mp4'), 'utf8')).toBe('old video');
    expect((await files()).filter((f) => f.startsWith('videos/'))).toEqual(['videos/u/v.mp4']);
    expect(flushes.filter((f) => f.startsWith('file')).length).toBe(1); // only the put that succeeded renamed
  });

  it('leaves no temporary file after many puts that fail at once or part-way, running side by side', async () => {
    const failAfter = (parts: number) =>
      Readable.from(
        (async function* () {
          for (let i = 0; i < parts; i++) yield Buffer.alloc(1024, i);
          throw new Error('cut off');
        })(),
      );
    const puts = Array.from({ length: 40 }, (_, i) => store.put(`many/${i % 3}/b${i}.bin`, failAfter(i % 4)));
    const settled = await Promise.allSettled(puts);
    expect(settled.every((result) => result.status === 'rejected')).toBe(true);
    expect((await files()).filter((f) => f.startsWith('many/'))).toEqual([]);
  });

  it('flushes the folder of a deleted blob and of a deleted deck folder', async () => {
    await store.put('decks/8/a/1.webp', new Uint8Array([1]));
    flushes.length = 0;
    await store.delete('decks/8/a/1.webp');
    expect(flushes).toEqual([`dir ${path.join(root, 'decks/8/a')}`]);
    flushes.length = 0;
    await store.deletePrefix('decks/8/a/');
    expect(flushes).toEqual([`dir ${path.join(root, 'decks/8')}`]);
    await store.deletePrefix('decks/8/never/'); // nothing there: nothing to flush, no error
    expect(flushes).toHaveLength(1);
  });
});
