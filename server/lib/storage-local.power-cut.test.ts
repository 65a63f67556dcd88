import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { mountLazyfs, whyNoLazyfs } from '../../tests/power-cut/lazyfs';
import { LocalBlobStore } from './storage-local';

/**
 * Issue 37 point 2 under a simulated power cut (LazyFS drops every byte not flushed): each blob a put acknowledged
 * is whole afterwards. The same files written the old way (write, rename, no flush) are left empty: the cut is real.
 */
const skip = whyNoLazyfs();
if (skip) console.warn(`storage-local.power-cut.test.ts skipped: ${skip}`);
const works: string[] = [];
afterAll(() => {
  for (const work of works) rmSync(work, { recursive: true, force: true });
});

const content = (i: number) => Buffer.alloc(10_000 + i * 997, i + 1);

describe.skipIf(skip !== null)('blobs after a power cut (LazyFS)', () => {
  // Retried once, on a new mount: under a load of ~10, one run in about six saw LazyFS answer ENOENT to the first
  // file created in a folder just made (never on a plain disk); a loss of data fails both attempts.
  it('keeps every blob a put acknowledged whole; unflushed writes of the same files are lost', {
    retry: 1,
    timeout: 300_000,
  }, async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'blobs-power-cut-'));
    works.push(work);
    const lazy = await mountLazyfs(work);
    try {
      const store = new LocalBlobStore(path.join(lazy.mountDir, 'blobs'));
      for (let i = 0; i < 30; i++) {
        const key = `decks/${(i % 3) + 1}/job-${i % 5}/${i}.webp`;
        await (i % 2 ? store.put(key, content(i)) : store.put(key, Readable.from([content(i)])));
      }
      // The old way, for contrast: a temporary file renamed over the target, nothing flushed.
      for (let i = 0; i < 30; i++) {
        const file = path.join(lazy.mountDir, 'unflushed', `${i}.webp`);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(`${file}.tmp`, content(i));
        await rename(`${file}.tmp`, file);
      }
      await lazy.clearCache(); // the power goes
    } finally {
      await lazy.unmount();
    }
    const disk = lazy.backingDir;
    for (let i = 0; i < 30; i++) {
      const bytes = await readFile(path.join(disk, 'blobs', `decks/${(i % 3) + 1}/job-${i % 5}/${i}.webp`));
      expect(bytes.equals(content(i))).toBe(true);
    }
    const unflushed = await Promise.all(
      Array.from({ length: 30 }, (_, i) => readFile(path.join(disk, 'unflushed', `${i}.webp`)).catch(() => null)),
    );
    expect(unflushed.filter((bytes, i) => bytes?.equals(content(i)))).toHaveLength(0);
  });
});
