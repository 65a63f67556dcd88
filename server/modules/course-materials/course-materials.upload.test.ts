import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PDF_BYTES } from '#contract/course-materials';
import { courseMaterials, jobs } from '#server/db/schema/teaching';
import { generateDeckPdf } from '#server/lib/pdf/generate-deck';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deckPages, pdfForm } from '#server/testing/test-decks';
import { withAnswersLostAfter } from '#server/testing/lost-answers';
import { freeClaimsOfDeadProcess } from '#server/lib/idempotency';

/** A one-page PDF encrypted with a user password (RC4, standard security handler). */
function passwordProtectedPdf(): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${'11'.repeat(16)}> <${'11'.repeat(16)}>] >>\n`;
  return `${out}startxref\n${xref}\n%%EOF\n`;
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

const upload = (form: FormData) => t.request('POST', '/api/course-materials/upload', { token: admin, raw: form });

/** Nothing of a refused upload may remain: no job, no deck, no file. */
async function expectNothingStored() {
  expect((await t.db.select({ n: count() }).from(jobs))[0]?.n).toBe(0);
  expect((await t.db.select({ n: count() }).from(courseMaterials))[0]?.n).toBe(0);
  const uploads = `${t.env.blobDir}/uploads`;
  expect(existsSync(uploads) ? await readdir(uploads) : []).toEqual([]);
}

describe('POST /api/course-materials/upload refuses bad input and stores nothing', () => {
  it('refuses a text file named .pdf: the content decides, not the name', async () => {
    const res = await upload(pdfForm('Just some notes, not a PDF at all.', 5, 'notes.pdf'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Please select a PDF file',
      details: [{ field: 'pdf', msg: 'Please select a PDF file' }],
    });
    await expectNothingStored();
  });

  it('needs both a class and a file, and a class from 1 to 12', async () => {
    const pdf = await generateDeckPdf(deckPages(1));
    const noClass = await upload(pdfForm(pdf, undefined));
    expect(noClass.status).toBe(400);
    expect(noClass.body.error).toBe('Please select a class and PDF file');
    const form = new FormData();
    form.set('classNumber', '5');
    expect((await upload(form)).body.error).toBe('Please select a class and PDF file');
    const json = await t.post('/api/course-materials/upload', { classNumber: 5 }, admin);
    expect(json.body.error).toBe('Please select a class and PDF file');
    expect((await upload(pdfForm(pdf, 13))).body.error).toBe('Please select a class from 1 to 12');
    await expectNothingStored();
  });

  it('refuses a damaged PDF with a clear message', async () => {
    const pdf = await generateDeckPdf(deckPages(3));
    for (const broken of [
      pdf.subarray(0, Math.floor(pdf.byteLength / 3)),
      new TextEncoder().encode(`%PDF-1.7\n${'x'.repeat(4000)}`),
    ]) {
      const res = await upload(pdfForm(broken, 5));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(
        'This PDF could not be read. It may be damaged; please export it again and upload the new file.',
      );
    }
    await expectNothingStored();
  });

  it('refuses a password-protected PDF', async () => {
    const res = await upload(pdfForm(passwordProtectedPdf(), 5));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This PDF is password-protected. Please remove the password and upload it again.');
    await expectNothingStored();
  });

  it('answers 413 with a clear message above 50 MB', async () => {
    const big = new Uint8Array(MAX_PDF_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const res = await upload(pdfForm(big, 5));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'The PDF is larger than 50 MB. Please upload a smaller file.' });
    await expectNothingStored();
  });

  it('accepts a PDF whatever its name, once per Idempotency-Key', async () => {
    // A retry resends the same bytes (same multipart boundary).
    const encoded = new Request('http://local/', {
      method: 'POST',
      body: pdfForm(await generateDeckPdf(deckPages(2)), 5, 'slides.bin'),
    });
    const headers = { 'content-type': encoded.headers.get('content-type') ?? '', 'idempotency-key': 'up-1' };
    const raw = await encoded.arrayBuffer();
    const send = () => t.request('POST', '/api/course-materials/upload', { token: admin, raw, headers });
    const res = await send();
    expect(res.status).toBe(202);
    expect(res.body.material).toMatchObject({ class: 5, totalSlides: 2, pdfFileName: 'slides.bin' });
    const repeat = await send();
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(repeat.body.job._id).toBe(res.body.job._id);
    expect((await t.db.select({ n: count() }).from(jobs))[0]?.n).toBe(1);
  });

  it('queues one conversion when a crash lost the answer: the repeat gets the first answer', async () => {
    const encoded = new Request('http://local/', {
      method: 'POST',
      body: pdfForm(await generateDeckPdf(deckPages(2)), 6),
    });
    const headers = { 'content-type': encoded.headers.get('content-type') ?? '', 'idempotency-key': 'up-lost-1' };
    const raw = await encoded.arrayBuffer();
    const send = () => t.request('POST', '/api/course-materials/upload', { token: admin, raw, headers });
    const jobsNow = async () => (await t.db.select({ n: count() }).from(jobs))[0]?.n ?? 0;
    const before = await jobsNow();
    // The job is queued; the answer the middleware writes afterwards is lost, and the caller gets an error.
    expect((await withAnswersLostAfter(t.db, 'jobs', send)).status).toBe(500);
    expect(await jobsNow()).toBe(before + 1);
    // The process dies and starts again (its claims in flight freed): the repeat is answered, nothing queued again.
    await freeClaimsOfDeadProcess(t.db);
    const again = await send();
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.material).toMatchObject({ class: 6, totalSlides: 2 });
    expect(await jobsNow()).toBe(before + 1);
  });
});
