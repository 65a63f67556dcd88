import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from './storage';

const roots: string[] = [];
const store = () => {
  roots.push(mkdtempSync(path.join(os.tmpdir(), 'pathshala-blobs-')));
  return new LocalBlobStore(roots.at(-1) as string);
};
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
const bytes = (s: string) => new TextEncoder().encode(s);

describe('LocalBlobStore', () => {
  it('writes, streams, reads and deletes blobs', async () => {
    const s = store();
    await s.put('decks/7/a/1.webp', bytes('first'));
    await s.put('decks/7/a/1.webp', bytes('second'));
    const blob = await s.open('decks/7/a/1.webp');
    expect(blob?.size).toBe(6);
    expect(await text(blob!.stream)).toBe('second');
    expect(new TextDecoder().decode((await s.read('decks/7/a/1.webp')) ?? undefined)).toBe('second');
    expect(await s.exists('decks/7/a/1.webp')).toBe(true);
    await s.delete('decks/7/a/1.webp');
    expect(await s.open('decks/7/a/1.webp')).toBeNull();
    expect(await s.read('decks/7/a/1.webp')).toBeNull();
    expect(await s.exists('decks/7/a/1.webp')).toBe(false);
  });

  it('leaves no temporary files behind and removes whole folders', async () => {
    const s = store();
    await Promise.all([1, 2, 3].map((n) => s.put(`decks/5/job/${n}.webp`, bytes(String(n)))));
    await s.put('decks/5/other/1.webp', bytes('x'));
    expect((await readdir(path.join(s.root, 'decks/5/job'))).sort()).toEqual(['1.webp', '2.webp', '3.webp']);
    await s.deletePrefix('decks/5/job/');
    expect(await readdir(path.join(s.root, 'decks/5'))).toEqual(['other']);
  });

  it('refuses keys that could leave its directory', async () => {
    const s = store();
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '']) {
      await expect(s.put(key, bytes('x'))).rejects.toThrow('Invalid blob key');
    }
    await expect(s.deletePrefix('decks')).rejects.toThrow();
  });
});
