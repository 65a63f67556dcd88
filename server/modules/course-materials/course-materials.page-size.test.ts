import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { PDFDocument, rgb } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runQueuedJobs } from '#server/lib/jobs';
import { logger } from '#server/lib/logger';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { pdfForm } from '#server/testing/test-decks';
import { CONVERT_JOB } from './course-materials.view';

/**
 * Issue 38: a 1 KB PDF of two pages of 20 × 14,400 pt (pdf-lib's addPage([20, 14400])) took the server from 559 to
 * 2,670 MB, stalled /api/health 2-3 s, and its job failed as 'could not be read' with nothing logged. Uploaded as an
 * admin would, converted by the real job, with the server's (this process's) memory sampled throughout.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** The most this process's resident memory may grow while a job converts a small PDF (it grew by 1.2-2.1 GB). */
const RSS_GROWTH_BOUND_MB = 200;

async function pdfOf(sizes: [number, number][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const [width, height] of sizes) {
    const page = doc.addPage([width, height]);
    page.drawRectangle({ x: 0, y: 0, width: width / 2, height: height / 2, color: rgb(0.2, 0.4, 0.8) });
  }
  return doc.save();
}

/**
 * Uploads the PDF for grade 9 and runs its conversion, sampling this process's RSS every 10 ms and timing
 * /api/health every 50 ms meanwhile. Returns the job as the admin sees it, the RSS growth and the slowest health.
 */
async function convert(pdf: Uint8Array) {
  const res = await t.request('POST', '/api/course-materials/upload', { token: admin, raw: pdfForm(pdf, 9) });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  let slowestHealth = 0;
  let running = true;
  const health = (async () => {
    while (running) {
      const started = performance.now();
      expect((await t.get('/api/health')).status).toBe(200);
      slowestHealth = Math.max(slowestHealth, performance.now() - started);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  try {
    expect(await runQueuedJobs(t.db, t.env)).toBe(1);
  } finally {
    running = false;
    clearInterval(sampler);
    await health;
  }
  const job = (await t.get(`/api/course-materials/jobs/${res.body.job._id}`, admin)).body;
  return { job, growthMb: (peak - before) / 2 ** 20, slowestHealth };
}

/** Width and height of a WebP image (lossy, lossless or extended). */
function webpSize(bytes: Buffer): [number, number] {
  const chunk = bytes.subarray(12, 16).toString();
  if (chunk === 'VP8X') return [bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1];
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  return [bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff];
}

const imageSize = async (url: string) =>
  webpSize(
    Buffer.from(
      await (await t.app.request(`/api${url}`, { headers: { authorization: `Bearer ${admin}` } })).arrayBuffer(),
    ),
  );

describe('a PDF whose pages are far from a slide’s shape', () => {
  it('two pages of 20 × 14,400 pt: the job fails naming the page and its size, in bounded memory, logged at error', async () => {
    const errors = vi.spyOn(logger, 'error');
    const { job, growthMb, slowestHealth } = await convert(
      await pdfOf([
        [20, 14400],
        [20, 14400],
      ]),
    );
    console.log(`tall PDF: RSS grew ${growthMb.toFixed(0)} MB, slowest /api/health ${slowestHealth.toFixed(0)} ms`);
    expect(job).toMatchObject({ status: 'failed' });
    expect(job.error).toBe(
      'Page 1 is 0.7 × 508 cm (20 × 14400 pt), 720 times as tall as it is wide: it cannot be shown as a slide. ' +
        'A page may be at most 10 times as tall as wide; please crop or split it and upload the PDF again.',
    );
    expect(growthMb).toBeLessThan(RSS_GROWTH_BOUND_MB);
    expect(slowestHealth).toBeLessThan(1_000);
    // Logged once, at error, with the reason the admin reads and the error under it.
    const lines = errors.mock.calls.filter(([fields]) => (fields as { jobId?: string }).jobId === job._id);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.[0]).toMatchObject({ kind: CONVERT_JOB, reason: job.error });
    expect(String(lines[0]?.[1])).toContain(job.error);
    // Nothing of it is kept: no deck for the grade, no uploaded file.
    expect((await t.get('/api/course-materials/class/9', admin)).status).toBe(404);
    const uploads = `${t.env.blobDir}/uploads`;
    expect(existsSync(uploads) ? await readdir(uploads) : []).toEqual([]);
  });

  it('tall and wide pages within bounds are scaled to fit a slide, each image within its box', async () => {
    const sizes: [number, number][] = [
      [200, 2000],
      [2000, 200],
      [20, 180],
      [595, 842],
      [960, 540],
    ];
    const { job, growthMb } = await convert(await pdfOf(sizes));
    expect(job, JSON.stringify(job)).toMatchObject({ status: 'completed', error: null });
    expect(growthMb).toBeLessThan(RSS_GROWTH_BOUND_MB);
    const { material } = (await t.get('/api/course-materials/class/9', admin)).body;
    const got = [];
    for (const slide of material.slides)
      got.push([await imageSize(slide.imageUrl), await imageSize(slide.thumbnailUrl)]);
    expect(got).toEqual([
      [
        [160, 1600],
        [48, 480],
      ],
      [
        [1600, 160],
        [320, 32],
      ],
      [
        [178, 1600],
        [53, 480],
      ],
      [
        [1131, 1600],
        [320, 453],
      ], // A4 portrait: as before
      [
        [1600, 900],
        [320, 180],
      ], // a 16:9 slide: as before
    ]);
  });

  it('a page wider than 10 to 1 is refused the same way, naming its number', async () => {
    const { job } = await convert(
      await pdfOf([
        [960, 540],
        [14400, 20],
      ]),
    );
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/^Page 2 is 508 × 0\.7 cm \(14400 × 20 pt\), 720 times as wide as it is tall: /);
  });
});
