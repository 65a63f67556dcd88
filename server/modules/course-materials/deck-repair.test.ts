import { readdir, rm, truncate } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '#server/db/schema/teaching';
import { DISK_FULL_JOB_MESSAGE } from '#server/lib/disk-full';
import { runQueuedJobs } from '#server/lib/jobs';
import { generateDeckPdf } from '#server/lib/pdf/generate-deck';
import { LocalBlobStore } from '#server/lib/storage-local';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deckPages, pdfForm, uploadDeck } from '#server/testing/test-decks';
import { checkStoredFiles } from '../health/stored-files';
import { LOST_DECK } from './deck-repair';
import { CONVERT_JOB } from './course-materials.view';

let t: TestApp;
let admin: string;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  teacher = await t.login('teacher@demo.test');
});
afterAll(() => t.close());

const material = async (grade: number) => (await t.get(`/api/course-materials/class/${grade}`, admin)).body.material;
const image = (url: string, token = teacher) =>
  t.app.request(`/api${url}`, { headers: { authorization: `Bearer ${token}` } });

async function deckFolder(grade: number): Promise<string> {
  const [folder] = await readdir(path.join(t.env.blobDir, 'decks', String(grade)));
  return path.join(t.env.blobDir, 'decks', String(grade), folder ?? '');
}

describe('a deck whose files did not survive', () => {
  it('keeps its PDF beside its slides; a slide cut short or gone answers 503, never 200, and is made again', async () => {
    await uploadDeck(t, admin, 7, deckPages(3, 'Lesson'));
    await t.put('/api/course-materials/class/7/slide/2', { title: 'Renamed by the admin' }, admin);
    const lost = await material(7);
    const folder = await deckFolder(7);
    expect((await readdir(folder)).sort()).toEqual(
      ['1-thumb.webp', '1.webp', '2-thumb.webp', '2.webp', '3-thumb.webp', '3.webp', 'source.pdf'].sort(),
    );

    await truncate(path.join(folder, '1.webp'), 0); // what a power cut left: the name, no bytes
    await truncate(path.join(folder, '2.webp'), 10); // or some of them
    await rm(path.join(folder, '3-thumb.webp'));
    for (const url of [lost.slides[0].imageUrl, lost.slides[1].imageUrl, lost.slides[2].thumbnailUrl]) {
      const res = await image(url);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(await res.json()).toEqual({ error: LOST_DECK.repairing });
    }
    expect((await image(lost.slides[2].imageUrl)).status).toBe(200); // a whole file is served as before
    const repairs = await t.db.select().from(jobs).where(eq(jobs.status, 'queued'));
    expect(repairs).toHaveLength(1); // three reads, one repair
    expect(repairs[0]).toMatchObject({ kind: CONVERT_JOB, payload: { classNumber: 7, repairOf: lost.version } });
    const list = (await t.get('/api/course-materials', admin)).body;
    expect(list.conversions[0]).toMatchObject({ class: 7, status: 'queued', repair: true }); // the admin sees it

    expect(await runQueuedJobs(t.db, t.env)).toBe(1);
    const repaired = await material(7);
    expect(repaired.version).toBeGreaterThan(lost.version);
    expect(repaired.slides.map((s: { title: string }) => s.title)[1]).toBe('Renamed by the admin');
    for (const slide of repaired.slides) {
      const res = await image(slide.imageUrl);
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBe(slide.imageBytes);
    }
    expect((await image(lost.slides[0].imageUrl)).status).toBe(404); // the lost version is gone
    expect(await readdir(path.join(t.env.blobDir, 'decks', '7'))).toHaveLength(1);
  }, 120_000);

  it('is marked failed on Course Materials when its PDF is gone too, found at start-up, and answers 410', async () => {
    await uploadDeck(t, admin, 8, deckPages(2, 'Lesson'));
    const deck = await material(8);
    const folder = await deckFolder(8);
    await rm(path.join(folder, 'source.pdf'));
    await rm(path.join(folder, '2.webp'));
    expect(await checkStoredFiles(t.db, t.env)).toEqual({ decks: [8], videos: [] });
    const list = (await t.get('/api/course-materials', admin)).body;
    expect(list.conversions.find((c: { class: number }) => c.class === 8)).toMatchObject({
      status: 'failed',
      error: LOST_DECK.lost(8),
    });
    const res = await image(deck.slides[1].imageUrl, admin); // the demo teacher teaches no class of grade 8
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ error: LOST_DECK.lost(8) });
    expect(await checkStoredFiles(t.db, t.env)).toEqual({ decks: [8], videos: [] }); // still reported, once
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.error, LOST_DECK.lost(8))),
    ).toHaveLength(1);
    await t.del('/api/course-materials/class/8', admin); // the admin's way out: delete, or upload again
    expect(await checkStoredFiles(t.db, t.env)).toEqual({ decks: [], videos: [] });
  }, 120_000);

  it('waits for space when the disk fills during its conversion, keeping the uploaded PDF', async () => {
    const put = LocalBlobStore.prototype.put;
    const spy = vi.spyOn(LocalBlobStore.prototype, 'put').mockImplementation(async function (
      this: LocalBlobStore,
      key,
      data,
    ) {
      if (key.startsWith('decks/9/') && key.endsWith('2.webp')) {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      }
      return put.call(this, key, data);
    });
    try {
      const pdf = await generateDeckPdf(deckPages(3));
      const upload = await t.request('POST', '/api/course-materials/upload', { token: admin, raw: pdfForm(pdf, 9) });
      expect(upload.status).toBe(202);
      await runQueuedJobs(t.db, t.env);
      const [job] = await t.db.select().from(jobs).where(eq(jobs.id, upload.body.job._id));
      expect(job).toMatchObject({ status: 'queued', error: DISK_FULL_JOB_MESSAGE });
      expect(await readdir(path.join(t.env.blobDir, 'uploads'))).toContain(`${job?.id}.pdf`);
      expect(await readdir(path.join(t.env.blobDir, 'decks', '9')).catch(() => [])).toEqual([]);
    } finally {
      spy.mockRestore();
    }
    expect(await runQueuedJobs(t.db, t.env)).toBe(1);
    expect((await material(9)).totalSlides).toBe(3);
  }, 120_000);
});
