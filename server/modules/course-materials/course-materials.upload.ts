import { byCount } from '#contract/plural';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { isGrade } from '#contract/class-level';
import {
  COURSE_MATERIAL_MESSAGES as M,
  MAX_PDF_BYTES,
  MAX_PDF_PAGES,
  type UploadResponse,
} from '#contract/course-materials';
import type { Db } from '#server/db/client';
import type { Env } from '#server/env';
import { fieldError, HttpError } from '#server/lib/errors';
import { insertJob, wakeJobRunner } from '#server/lib/jobs';
import { inspectPdf, PdfReadError } from '#server/lib/pdf/pdf-worker';
import { blobStore } from '#server/lib/storage';
import { CONVERT_JOB, type ConvertPayload, toJobView } from './course-materials.view';

const PDF_MAGIC = Buffer.from('%PDF-');

/** PDF readers accept the header anywhere in the first 1024 bytes; so do we. The name does not matter. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).includes(PDF_MAGIC);
}

function fileName(name: string): string {
  const base = path.basename(name.replaceAll('\\', '/')).trim();
  return (base || 'slides.pdf').slice(0, 255);
}

/**
 * Checks an upload (class, size, PDF content, readable and not password-protected) before anything is
 * stored, then stores the PDF and queues its conversion. The deck appears when the job completes. `keep` runs in
 * the job's transaction with the answer (idempotency.ts keepAnswerIn): a repeat of an upload whose answer a crash
 * lost gets that answer instead of queueing a second conversion.
 */
export async function acceptUpload(
  db: Db,
  env: Env,
  uploaderId: string,
  form: { classNumber?: unknown; pdf?: unknown },
  keep?: (tx: Db, answer: UploadResponse) => Promise<void>,
): Promise<UploadResponse> {
  const file = form.pdf instanceof File ? form.pdf : undefined;
  if (file && file.size > MAX_PDF_BYTES) throw new HttpError(413, M.tooLarge);
  const classText = typeof form.classNumber === 'string' ? form.classNumber.trim() : '';
  if (!file || file.size === 0 || !classText) {
    throw new HttpError(400, M.missing, [{ field: file && file.size > 0 ? 'classNumber' : 'pdf', msg: M.missing }]);
  }
  if (!isGrade(classText)) throw fieldError('classNumber', M.invalidClass);
  const classNumber = Number(classText);

  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!looksLikePdf(bytes)) throw fieldError('pdf', M.notPdf);
  let pages: number;
  try {
    ({ pages } = await inspectPdf(bytes));
  } catch (error) {
    if (error instanceof PdfReadError)
      throw fieldError('pdf', error.code === 'password' ? M.passwordProtected : M.damaged);
    throw error;
  }
  if (pages > MAX_PDF_PAGES) throw fieldError('pdf', M.tooManyPages);

  const jobId = randomUUID();
  const payload: ConvertPayload = {
    classNumber,
    pdfKey: `uploads/${jobId}.pdf`,
    pdfFileName: fileName(file.name),
    pdfFileSize: file.size,
    uploadedBy: uploaderId,
  };
  const store = blobStore(env);
  await store.put(payload.pdfKey, bytes);
  try {
    const answer = await db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const job = await insertJob(tx, { id: jobId, kind: CONVERT_JOB, payload, total: pages, createdBy: uploaderId });
      const answer: UploadResponse = {
        message: byCount(
          pages,
          M.convertingOne(`${pages}`, `${classNumber}`),
          M.convertingMany(`${pages}`, `${classNumber}`),
        ),
        job: toJobView(job),
        material: { class: classNumber, totalSlides: pages, pdfFileName: payload.pdfFileName, pdfFileSize: file.size },
      };
      await keep?.(tx, answer);
      return answer;
    });
    wakeJobRunner();
    return answer;
  } catch (error) {
    await store.delete(payload.pdfKey);
    throw error;
  }
}
