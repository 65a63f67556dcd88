import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { planPage, type Size } from './page-plan';

/**
 * Page images from poppler and libwebp, separate programs from Debian (poppler-utils, webp); see
 * docs/decisions/015. Pages go in batches of the same size: one shell per batch runs `pdftoppm` for the full
 * images and the thumbnails, then `cwebp` on each full image (WebP method 2); the thumbnails are encoded here
 * with Skia (a program started for an image that small costs more than encoding it). Starting one process per
 * batch rather than per image matters: forking the server's large process costs several ms each time. Each
 * program runs under a memory limit (RENDER_MEMORY_MB): poppler parses untrusted uploads.
 */
export type RasterOptions = {
  width: number;
  thumbWidth: number;
  quality: number;
  thumbQuality: number;
  /** Address space each pdftoppm and cwebp may use (MB); RENDER_MEMORY_MB unless given. */
  memoryMb?: number;
};
export type Raster = { page: number; full: Uint8Array; thumb: Uint8Array; width: number; height: number };

const BATCH = 6;
/** Batches at once: two cores, one batch rendering while the other encodes. */
const PARALLEL = 2;
/** libwebp's method 2 takes half the time of its default (4) for ~4% more bytes (docs/decisions/015). */
const WEBP_METHOD = '2';
/**
 * A page that needs more than this fails its conversion with a clear error instead of pressing the server's memory
 * (issue 15: a 234-page conversion stays ≤ 600 MB). Rendering a slide at 1600 px takes 25-40 MB; the headroom is
 * for large embedded images. Two batches at once: at most twice this.
 */
export const RENDER_MEMORY_MB = 512;

/**
 * `limit KB`, in a shell: its address space (and so every program it starts) at most KB. The shell may not raise a
 * limit: when a lower one is already in force, that one applies; a shell that can limit nothing stops there,
 * and nothing runs without a limit (issue 38).
 */
export const LIMIT = `limit() {
  ulimit -v "$1" 2>/dev/null && return 0
  now=$(ulimit -v)
  [ "$now" != unlimited ] && [ "$now" -le "$1" ] && return 0
  echo "could not limit memory to $1 kB" >&2
  exit 90
}`;

// -cropbox: the page as viewers show it (pdftoppm's default is the media box). -r with -W/-H: one scale for
// both directions (glyphs rasterise as at any resolution), cut to the size the page's proportions round to.
const SCRIPT = `set -e
${LIMIT}
limit "\${12}"
pdftoppm -cropbox -f "$3" -l "$4" -r "$5" -W "$6" -H "$7" "$1" "$2/f"
pdftoppm -cropbox -f "$3" -l "$4" -r "$8" -W "$9" -H "\${10}" "$1" "$2/t"
for f in "$2"/f*.ppm; do cwebp -quiet -q "\${11}" -m ${WEBP_METHOD} "$f" -o "\${f%.ppm}.webp"; rm -f "$f"; done`;

export class MissingProgramError extends Error {}
const INSTALL = 'apt-get install -y poppler-utils webp (see README)';

/** Pages of one image size: full and thumbnail sizes in px, and the resolutions (dpi) that give them. */
type Batch = { first: number; last: number; full: Size; thumb: Size; dpi: number; thumbDpi: number };

/** Runs a program and resolves with its stdout; a missing program is a MissingProgramError. */
function output(program: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(e.code === 'ENOENT' ? new MissingProgramError(`${program} is not installed: ${INSTALL}`) : e),
    );
    child.on('close', (code) => {
      const message = Buffer.concat(err).toString().trim().slice(0, 500);
      if (code === 0) resolve(Buffer.concat(out).toString());
      else if (code === 127 && /not found/.test(message)) reject(new MissingProgramError(`${message}: ${INSTALL}`));
      else reject(new Error(`${program} failed (${code}): ${message}`));
    });
  });
}

/** Every page's size in points as shown (crop box, turned by its rotation), from poppler's pdfinfo. */
export async function pageSizesOf(file: string, memoryMb = RENDER_MEMORY_MB): Promise<Size[]> {
  // Under the same memory limit as the rendering: pdfinfo parses the whole untrusted upload too.
  const info = await output('sh', [
    '-c',
    `${LIMIT}\nlimit "$1"; exec pdfinfo -box -f 1 -l 1000000 "$2"`,
    'sh',
    String(memoryMb * 1024),
    file,
  ]).catch((error: Error) => {
    if (error instanceof MissingProgramError) throw error;
    throw new Error(`Reading the pages failed (each page may use at most ${memoryMb} MB): ${error.message}`);
  });
  const sizes: Size[] = [];
  const turned = new Set<number>();
  for (const line of info.split('\n')) {
    const rot = /^Page\s+(\d+)\s+rot:\s+(-?\d+)/.exec(line);
    if (rot && Math.abs(Number(rot[2])) % 180 === 90) turned.add(Number(rot[1]));
    const box = /^Page\s+(\d+)\s+CropBox:\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)/.exec(line);
    if (box) {
      const [x1, y1, x2, y2] = box.slice(2).map(Number) as [number, number, number, number];
      sizes[Number(box[1]) - 1] = [Math.abs(x2 - x1), Math.abs(y2 - y1)];
    }
  }
  return Array.from(sizes, (size, i) => {
    const [w, h] = size ?? [0, 0];
    return turned.has(i + 1) ? [h, w] : [w, h];
  });
}

/** Consecutive pages of one image size, at most BATCH of them. */
function batchesOf(pageSizes: Size[], options: RasterOptions): Batch[] {
  const batches: Batch[] = [];
  pageSizes.forEach((points, i) => {
    const size = planPage(i + 1, points, options.width, options.thumbWidth);
    const last = batches[batches.length - 1];
    const same = last && last.full.join() === size.full.join() && last.thumb.join() === size.thumb.join();
    if (last && same && last.last - last.first + 1 < BATCH) last.last = i + 1;
    else batches.push({ first: i + 1, last: i + 1, ...size });
  });
  return batches;
}

/**
 * Encodes a thumbnail PPM (P6) to WebP with @napi-rs/canvas, in the server's own memory: so never one larger
 * than planned (`planned`, px), whatever pdftoppm wrote.
 */
async function thumbWebp(ppm: Buffer, quality: number, planned: Size): Promise<Buffer> {
  const match = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 64).toString('latin1'));
  if (!match) throw new Error('pdftoppm wrote something other than a PPM image');
  const [width, height] = [Number(match[1]), Number(match[2])];
  if (width > planned[0] || height > planned[1]) {
    throw new Error(`pdftoppm wrote a ${width} × ${height} px thumbnail where ${planned.join(' × ')} was planned`);
  }
  const rgb = ppm.subarray(match[0].length);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(width, height);
  for (let i = 0, o = 0; o < image.data.length; i += 3, o += 4) {
    image.data[o] = rgb[i] ?? 0;
    image.data[o + 1] = rgb[i + 1] ?? 0;
    image.data[o + 2] = rgb[i + 2] ?? 0;
    image.data[o + 3] = 255;
  }
  ctx.putImageData(image, 0, 0);
  return canvas.encode('webp', quality);
}

/** Runs one batch in its own folder under `dir`; resolves with its pages in order. */
async function runBatch(file: string, dir: string, batch: Batch, options: RasterOptions, kill: Set<() => void>) {
  const out = await mkdtemp(path.join(dir, 'batch-'));
  try {
    const dpi = (n: number) => n.toFixed(6);
    const memoryMb = options.memoryMb ?? RENDER_MEMORY_MB;
    const args = [file, out, batch.first, batch.last, dpi(batch.dpi), ...batch.full, dpi(batch.thumbDpi)]
      .concat(batch.thumb, options.quality, memoryMb * 1024)
      .map(String);
    // detached: its own process group, so an abort ends pdftoppm and cwebp too, not just the shell
    const child = spawn('sh', ['-c', SCRIPT, 'sh', ...args], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    const stop = () => {
      try {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    kill.add(stop);
    const stderr: Buffer[] = [];
    child.stderr.on('data', (b: Buffer) => stderr.push(b));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    kill.delete(stop);
    const message = Buffer.concat(stderr).toString().trim().slice(0, 500);
    if (code === 127 && /not found/.test(message)) throw new MissingProgramError(`${message}: ${INSTALL}`);
    if (code !== 0) {
      throw new Error(
        `Rendering pages ${batch.first}-${batch.last} failed (${code}; each page may use at most ${memoryMb} MB): ${message}`,
      );
    }
    const files = (await readdir(out)).sort();
    const fulls = files.filter((f) => f.startsWith('f') && f.endsWith('.webp'));
    const thumbs = files.filter((f) => f.startsWith('t') && f.endsWith('.ppm'));
    const count = batch.last - batch.first + 1;
    if (fulls.length !== count || thumbs.length !== count) {
      throw new Error(`poppler rendered ${fulls.length} of pages ${batch.first}-${batch.last}`);
    }
    // Awaited here: the folder goes in `finally`.
    return await Promise.all(
      fulls.map(async (name, i): Promise<Raster> => {
        const thumbPpm = await readFile(path.join(out, thumbs[i] ?? ''));
        return {
          page: batch.first + i,
          full: await readFile(path.join(out, name)),
          thumb: await thumbWebp(thumbPpm, options.thumbQuality, batch.thumb),
          width: batch.full[0],
          height: batch.full[1],
        };
      }),
    );
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

/**
 * Renders every page of the PDF at `file` to WebP, each image scaled to fit its box (page-plan.ts: the full image
 * `options.width` px on its long side, the thumbnail `thumbWidth` px wide or 1.5 times that tall), yielding pages
 * in order. A page no slide can show fails it all before anything is rendered (PageSizeError). Works in `file`'s
 * folder; at most PARALLEL batches are under way.
 */
export async function* rasterizePdf(file: string, options: RasterOptions): AsyncGenerator<Raster> {
  const dir = path.dirname(file);
  const kill = new Set<() => void>();
  const batches = batchesOf(await pageSizesOf(file, options.memoryMb), options);
  if (batches.length === 0) throw new Error('poppler found no pages');
  const running: Promise<Raster[]>[] = [];
  let next = 0;
  const start = () => {
    const batch = batches[next++];
    if (!batch) return;
    const result = runBatch(file, dir, batch, options, kill);
    result.catch(() => {}); // awaited in order below
    running.push(result);
  };
  try {
    while (running.length < PARALLEL && next < batches.length) start();
    while (running.length > 0) {
      const pages = await (running.shift() as Promise<Raster[]>);
      start();
      yield* pages;
    }
  } finally {
    for (const stop of kill) stop();
    // Each batch removes its folder once its programs have gone: wait for that, so nothing is left behind.
    await Promise.allSettled(running);
  }
}
