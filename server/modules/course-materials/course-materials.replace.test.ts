import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQueuedJobs } from '#server/lib/jobs';
import { generateDeckPdf } from '#server/lib/pdf/generate-deck';
import { blobStore } from '#server/lib/storage';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deckPages, pdfForm, uploadDeck } from '#server/testing/test-decks';

let t: TestApp;
let admin: string;
let teacher: string;
let currentFolder: string; // the blob folder of the deck in use
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  teacher = await t.login('teacher@demo.test');
});
afterAll(() => t.close());

const material = async () => (await t.get('/api/course-materials/class/7', teacher)).body.material;
const image = (url: string) => t.app.request(`/api${url}`, { headers: { authorization: `Bearer ${teacher}` } });

describe('re-uploading a deck', () => {
  it('keeps serving the old deck until the new one is complete, then swaps it in whole', async () => {
    await uploadDeck(t, admin, 7, deckPages(3, 'Old'));
    const old = await material();
    expect(old.totalSlides).toBe(3);

    const pdf = await generateDeckPdf(deckPages(4, 'New'));
    const res = await t.request('POST', '/api/course-materials/upload', {
      token: admin,
      raw: pdfForm(pdf, 7, 'new.pdf'),
    });
    expect(res.status).toBe(202);
    // Queued, not converted: readers still get the old deck and its images.
    expect(await material()).toEqual(old);
    expect((await image(old.slides[2].imageUrl)).status).toBe(200);

    await runQueuedJobs(t.db, t.env);
    const current = await material();
    expect(current.version).toBeGreaterThan(old.version);
    expect(current).toMatchObject({ totalSlides: 4, pdfFileName: 'new.pdf' });
    expect(current.slides.map((s: any) => s.title)).toEqual(deckPages(4, 'New').map((p) => p.title));
    expect((await image(current.slides[3].imageUrl)).status).toBe(200);
    // The old version is gone, images and all.
    expect((await image(old.slides[0].imageUrl)).status).toBe(404);
    // The run's own folder: the job id and its lease (the first claim holds lease 1).
    currentFolder = `${res.body.job._id}-1`;
    expect(await readdir(`${t.env.blobDir}/decks/7`)).toEqual([currentFolder]);
    expect(await readdir(`${t.env.blobDir}/uploads`)).toEqual([]);
  });

  it('leaves the current deck untouched when a conversion fails, and removes what the job wrote', async () => {
    const before = await material();
    const pdf = await generateDeckPdf(deckPages(5, 'Broken'));
    const res = await t.request('POST', '/api/course-materials/upload', { token: admin, raw: pdfForm(pdf, 7) });
    expect(res.status).toBe(202);
    // The stored upload is damaged after it was accepted (a disk fault, say).
    await blobStore(t.env).put(`uploads/${res.body.job._id}.pdf`, new TextEncoder().encode('%PDF-1.7\ngarbage'));
    await runQueuedJobs(t.db, t.env);

    const job = await t.get(`/api/course-materials/jobs/${res.body.job._id}`, admin);
    expect(job.body).toMatchObject({
      status: 'failed',
      error: 'This PDF could not be read. It may be damaged; please export it again and upload the new file.',
    });
    expect(await material()).toEqual(before);
    expect(await readdir(`${t.env.blobDir}/decks/7`)).toEqual([currentFolder]);
    expect(await readdir(`${t.env.blobDir}/uploads`)).toEqual([]);
    // The admin's list shows the failure so it is not missed after a reload.
    const list = await t.get('/api/course-materials', admin);
    expect(list.body.conversions).toEqual([
      expect.objectContaining({ _id: res.body.job._id, status: 'failed', class: 7 }),
    ]);
  });

  it('never reuses a version, even after a delete', async () => {
    const before = await material();
    expect((await t.del('/api/course-materials/class/7', admin)).status).toBe(200);
    await uploadDeck(t, admin, 7, deckPages(2, 'Again'));
    expect((await material()).version).toBeGreaterThan(before.version);
  });
});
