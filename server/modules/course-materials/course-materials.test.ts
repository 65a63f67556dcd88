import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityLog } from '#server/db/schema/system';
import { runQueuedJobs } from '#server/lib/jobs';
import { generateDeckPdf } from '#server/lib/pdf/generate-deck';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deckPages, pdfForm } from '#server/testing/test-decks';

/** Width of a WebP image from its first chunk (VP8X, VP8 or VP8L). */
function webpWidth(bytes: Buffer): number {
  const chunk = bytes.subarray(12, 16).toString();
  if (chunk === 'VP8X') return bytes.readUIntLE(24, 3) + 1;
  if (chunk === 'VP8L') return (bytes.readUInt16LE(21) & 0x3fff) + 1;
  return bytes.readUInt16LE(26) & 0x3fff;
}

let t: TestApp;
let admin: string;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  teacher = await t.login('teacher@demo.test'); // teaches grades 5, 6 and 7
});
afterAll(() => t.close());

describe('PDF upload → slide deck', () => {
  let job: any;
  it('accepts a PDF at once and converts it in a job with page-by-page progress', async () => {
    const pdf = await generateDeckPdf(deckPages(6, 'Robots'));
    const res = await t.request('POST', '/api/course-materials/upload', {
      token: admin,
      raw: pdfForm(pdf, 6, 'robots.pdf'),
    });
    expect(res.status).toBe(202);
    expect(res.body.material).toMatchObject({
      class: 6,
      totalSlides: 6,
      pdfFileName: 'robots.pdf',
      pdfFileSize: pdf.byteLength,
    });
    job = res.body.job;
    expect(job).toMatchObject({ status: 'queued', progress: 0, total: 6, class: 6 });

    // Not a deck yet: the class has no material until the conversion completes.
    expect((await t.get('/api/course-materials/class/6', admin)).status).toBe(404);
    expect(await runQueuedJobs(t.db, t.env)).toBe(1);
    const done = await t.get(`/api/course-materials/jobs/${job._id}`, admin);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ _id: job._id, status: 'completed', progress: 6, total: 6, error: null });
    expect(done.body.version).toBeGreaterThan(0);
  });

  it('makes one slide per page, titled from the page text, with images under the deck version', async () => {
    const res = await t.get('/api/course-materials/class/6', admin);
    expect(res.status).toBe(200);
    const m = res.body.material;
    expect(m).toMatchObject({
      class: 6,
      totalSlides: 6,
      pdfFileName: 'robots.pdf',
      uploadedBy: { name: 'Asha Verma' },
    });
    expect(m.slides.map((s: any) => s.title)).toEqual(deckPages(6, 'Robots').map((p) => p.title));
    expect(m.slides[2]).toMatchObject({
      number: 3,
      imageUrl: `/course-materials/class/6/v/${m.version}/slide/3`,
      thumbnailUrl: `/course-materials/class/6/v/${m.version}/slide/3/thumb`,
    });
    expect(m.totalBytes).toBe(m.slides.reduce((sum: number, s: any) => sum + s.imageBytes + s.thumbBytes, 0));
  });

  it('serves slide images as WebP to signed-in readers only, cached privately by version', async () => {
    const { material } = (await t.get('/api/course-materials/class/6', admin)).body;
    const full = await t.app.request(`/api${material.slides[0].imageUrl}`, {
      headers: { authorization: `Bearer ${teacher}` },
    });
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/webp');
    expect(full.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const bytes = Buffer.from(await full.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    expect(bytes.byteLength).toBe(material.slides[0].imageBytes);
    expect(webpWidth(bytes)).toBe(1600);

    const thumb = await t.app.request(`/api${material.slides[0].thumbnailUrl}`, {
      headers: { authorization: `Bearer ${teacher}` },
    });
    expect(thumb.status).toBe(200);
    const thumbBytes = Buffer.from(await thumb.arrayBuffer());
    expect(thumbBytes.byteLength).toBe(material.slides[0].thumbBytes);
    expect(webpWidth(thumbBytes)).toBe(320);

    expect((await t.app.request(`/api${material.slides[0].imageUrl}`)).status).toBe(401);
    expect((await t.get(`/api/course-materials/class/6/v/${material.version + 1}/slide/1`, admin)).status).toBe(404);
    expect((await t.get(`/api/course-materials/class/6/v/${material.version}/slide/99`, admin)).status).toBe(404);
  });

  it('lets teachers read the decks of the grades they teach, 404 for others, and no other role', async () => {
    expect((await t.get('/api/course-materials/class/6', teacher)).status).toBe(200);
    const other = await t.login('anjali.kapoor@demo.test'); // grade 8 only
    expect((await t.get('/api/course-materials/class/6', other)).status).toBe(404);
    expect((await t.get('/api/course-materials/class/6/v/1/slide/1', other)).status).toBe(404);
    expect((await t.get('/api/course-materials', other)).body).toEqual({ materials: [], conversions: [] });
    const student = await t.login('student@demo.test');
    expect((await t.get('/api/course-materials/class/6', student)).status).toBe(403);
    expect((await t.get('/api/course-materials', student)).status).toBe(403);
    expect(
      (await t.request('POST', '/api/course-materials/upload', { token: teacher, raw: pdfForm('%PDF-', 6) })).status,
    ).toBe(403);
  });

  it('lists materials for the admin and the teacher, and logs the upload', async () => {
    const list = await t.get('/api/course-materials', admin);
    expect(list.status).toBe(200);
    expect(list.body.materials).toEqual([
      expect.objectContaining({
        class: 6,
        totalSlides: 6,
        pdfFileName: 'robots.pdf',
        uploadedBy: expect.objectContaining({ name: 'Asha Verma' }),
      }),
    ]);
    expect((await t.get('/api/course-materials', teacher)).body.materials).toHaveLength(1);
    const logged = await t.db.select().from(activityLog).where(eq(activityLog.action, 'course_material_uploaded'));
    expect(logged.map((l) => l.description)).toEqual(['Uploaded course material for Class 6']);
  });

  it('renames a slide and keeps the images', async () => {
    const res = await t.put('/api/course-materials/class/6/slide/2', { title: '  Sensors  ' }, admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slide: { number: 2, title: 'Sensors' },
      message: 'Slide title updated successfully',
    });
    expect((await t.put('/api/course-materials/class/6/slide/2', { title: ' ' }, admin)).body.error).toBe(
      'Please enter a slide title',
    );
    expect((await t.put('/api/course-materials/class/6/slide/40', { title: 'X' }, admin)).status).toBe(404);
    expect((await t.put('/api/course-materials/class/6/slide/2', { title: 'X' }, teacher)).status).toBe(403);
    const { material } = (await t.get('/api/course-materials/class/6', admin)).body;
    expect(material.slides[1].title).toBe('Sensors');
  });

  it('deletes a deck with its images', async () => {
    expect((await t.del('/api/course-materials/class/6', teacher)).status).toBe(403);
    const res = await t.del('/api/course-materials/class/6', admin);
    expect(res.status).toBe(200);
    expect((await t.get('/api/course-materials/class/6', admin)).status).toBe(404);
    expect(await readdir(`${t.env.blobDir}/decks/6`)).toEqual([]);
    expect(await readdir(`${t.env.blobDir}/uploads`)).toEqual([]);
    expect((await t.del('/api/course-materials/class/6', admin)).status).toBe(404);
  });
});
