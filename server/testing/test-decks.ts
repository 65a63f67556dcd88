import type { Db } from '#server/db/client';
import type { Env } from '#server/env';
import { runQueuedJobs } from '#server/lib/jobs';
import { type DeckPage, generateDeckPdf } from '#server/lib/pdf/generate-deck';
import '../modules/course-materials/course-materials.job';

/** Test helpers: generated decks, uploaded through the real API and converted by the real job. */
export function deckPages(count: number, label = 'Lesson'): DeckPage[] {
  return Array.from({ length: count }, (_, i) => ({
    title: `${label} ${i + 1}: Topic ${String.fromCharCode(65 + (i % 26))}`,
    lines: ['What a computer can learn', 'An example from daily life'],
  }));
}

export function pdfForm(
  bytes: Uint8Array | string,
  classNumber: string | number | undefined,
  name = 'deck.pdf',
): FormData {
  const form = new FormData();
  if (classNumber !== undefined) form.set('classNumber', String(classNumber));
  form.set(
    'pdf',
    new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type: 'application/pdf' }),
  );
  return form;
}

type Requester = {
  db: Db;
  env: Env;
  request: (
    method: string,
    url: string,
    options: { token?: string; raw?: BodyInit },
  ) => Promise<{ status: number; body: any }>;
};

/** Uploads a generated deck for a grade as the given admin and runs the conversion to the end. */
export async function uploadDeck(t: Requester, adminToken: string, grade: number, pages: DeckPage[]) {
  const pdf = await generateDeckPdf(pages);
  const res = await t.request('POST', '/api/course-materials/upload', { token: adminToken, raw: pdfForm(pdf, grade) });
  if (res.status !== 202) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  await runQueuedJobs(t.db, t.env);
  return res.body;
}
