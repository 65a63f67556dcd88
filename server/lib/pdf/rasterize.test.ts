import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SLIDE_IMAGE } from './convert';
import { LIMIT, MissingProgramError, RENDER_MEMORY_MB, type Raster, rasterizePdf } from './rasterize';

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

/** What `cat /proc/self/limits` says of its address space, started from a shell that ran `prelude` and LIMIT. */
function addressSpaceAfter(prelude: string, kb: number): { code: number | null; limit?: string; stderr: string } {
  const script = `${prelude}\n${LIMIT}\nlimit "$1"\nexec cat /proc/self/limits`;
  const run = spawnSync('sh', ['-c', script, 'sh', String(kb)], { encoding: 'utf8' });
  const limit = /Max address space\s+(\S+)/.exec(run.stdout)?.[1];
  return { code: run.status, limit, stderr: run.stderr };
}

// Issue 38: every program the conversion runs is under the memory limit, or does not run.
describe('the memory limit of the programs a conversion runs', () => {
  it('is in force for the programs the shell starts', () => {
    expect(addressSpaceAfter('', RENDER_MEMORY_MB * 1024)).toMatchObject({
      code: 0,
      limit: String(RENDER_MEMORY_MB * 1024 * 1024),
    });
  });

  it('keeps a lower limit already in force (a shell may not raise one)', () => {
    expect(addressSpaceAfter('ulimit -v 200000', 300000)).toMatchObject({ code: 0, limit: String(200000 * 1024) });
  });

  it('runs nothing when no limit can be set', () => {
    const stuck = 'ulimit() { [ "$#" -eq 1 ] && echo unlimited && return 0; return 1; }';
    const run = addressSpaceAfter(stuck, 300000);
    expect(run.code).toBe(90);
    expect(run.limit).toBeUndefined();
    expect(run.stderr).toContain('could not limit memory to 300000 kB');
  });
});
