import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SLIDE_IMAGE } from './convert';
import { MissingProgramError, type Raster, rasterizePdf } from './rasterize';

/** poppler and cwebp run under a memory limit: a page needing more fails its conversion, and leaves nothing behind. */
const dir = mkdtempSync(path.join(os.tmpdir(), 'pathshala-raster-'));
const file = path.join(dir, 'features.pdf');
copyFileSync(path.join(import.meta.dirname, 'fixtures', 'features.pdf'), file);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function all(memoryMb?: number): Promise<Raster[]> {
  const pages: Raster[] = [];
  for await (const page of rasterizePdf(file, { ...SLIDE_IMAGE, memoryMb })) pages.push(page);
  return pages;
}

describe('rasterizePdf under a memory limit', () => {
  it('renders every page within the default limit', async () => {
    const pages = await all();
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const p of pages) expect(Math.max(p.width, p.height)).toBe(SLIDE_IMAGE.width);
  });

  it('fails clearly when the limit is too small, not as a missing program, and cleans up', async () => {
    const error = await all(4).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(MissingProgramError);
    expect((error as Error).message).toMatch(/^(Reading|Rendering) .* failed \(.*each page may use at most 4 MB\)/);
    expect(readdirSync(dir)).toEqual(['features.pdf']);
  });
});
