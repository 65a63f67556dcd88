import { and, eq, ne, sql } from 'drizzle-orm';
import { COURSE_MATERIAL_MESSAGES as M } from '../../../contract/course-materials';
import type { Db } from '../../db/client';
import { courseMaterials, slides } from '../../db/schema/teaching';
import { logActivity } from '../../lib/activity';
import { JobError, type JobContext, registerJobHandler } from '../../lib/jobs';
import { ConversionInterrupted, type ConvertedSlide, convertPdfToSlides } from '../../lib/pdf/convert';
import { PdfReadError } from '../../lib/pdf/pdf-worker';
import { blobStore } from '../../lib/storage';
import { deckFolders } from './course-materials.service';
import { CONVERT_JOB, type ConvertPayload } from './course-materials.view';

/**
 * PDF → slide deck. Pages are rendered into a folder of this job's own; only when every page is stored does
 * one transaction make them the grade's deck (a new version). The old deck serves until then, and its images
 * are removed after the swap. A failure removes everything this job wrote, including the uploaded PDF.
 */
export async function convertCourseMaterial({ db, env, job, signal, progress }: JobContext) {
  const payload = job.payload as ConvertPayload;
  const store = blobStore(env);
  const data = await store.read(payload.pdfKey);
  if (!data) throw new JobError('The uploaded PDF is no longer available. Please upload it again.');

  let converted: ConvertedSlide[];
  try {
    converted = await convertPdfToSlides({
      data,
      store,
      prefix: `decks/${payload.classNumber}/${job.id}/`,
      signal,
      onOpen: (pages) => progress(0, pages),
      onPage: (done, total) => progress(done, total),
    });
  } catch (error) {
    if (error instanceof ConversionInterrupted) throw error; // re-queued: keep the PDF
    await store.delete(payload.pdfKey);
    if (error instanceof PdfReadError) throw new JobError(error.code === 'password' ? M.passwordProtected : M.damaged);
    throw error;
  }

  let swapped: Awaited<ReturnType<typeof swapDeck>>;
  try {
    swapped = await swapDeck(db, payload, converted);
  } catch (error) {
    await store.deletePrefix(`decks/${payload.classNumber}/${job.id}/`);
    await store.delete(payload.pdfKey);
    throw error;
  }
  for (const folder of deckFolders(swapped.oldKeys)) await store.deletePrefix(folder);
  await store.delete(payload.pdfKey);
  await logActivity(db, {
    actorId: payload.uploadedBy,
    action: 'course_material_uploaded',
    entityType: 'course_material',
    entityId: swapped.id,
    description: `Uploaded course material for Class ${payload.classNumber}`,
    meta: { version: swapped.version, totalSlides: converted.length, pdfFileName: payload.pdfFileName },
  });
  return { materialId: swapped.id, version: swapped.version, classNumber: payload.classNumber };
}

/** Makes the converted slides the grade's deck in one transaction; returns the old slides' image keys. */
async function swapDeck(db: Db, payload: ConvertPayload, converted: ConvertedSlide[]) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const values = {
      classNumber: payload.classNumber,
      totalSlides: converted.length,
      version: sql`nextval('course_material_version_seq')`,
      pdfFileName: payload.pdfFileName,
      pdfFileSize: payload.pdfFileSize,
      uploadedBy: payload.uploadedBy,
      uploadDate: now,
      updatedAt: now,
    };
    const [material] = await tx
      .insert(courseMaterials)
      .values(values)
      .onConflictDoUpdate({ target: courseMaterials.classNumber, set: values })
      .returning({ id: courseMaterials.id, version: courseMaterials.version });
    if (!material) throw new Error('swapDeck: no material row');
    const old = await tx
      .delete(slides)
      .where(and(eq(slides.materialId, material.id), ne(slides.version, material.version)))
      .returning({ imageKey: slides.imageKey });
    for (let i = 0; i < converted.length; i += 200) {
      await tx.insert(slides).values(
        converted.slice(i, i + 200).map((s) => ({
          materialId: material.id,
          version: material.version,
          number: s.number,
          title: s.title,
          body: s.body,
          imageKey: s.imageKey,
          thumbKey: s.thumbKey,
          imageBytes: s.imageBytes,
          thumbBytes: s.thumbBytes,
        })),
      );
    }
    return { id: material.id, version: material.version, oldKeys: old.map((o) => o.imageKey) };
  });
}

registerJobHandler(CONVERT_JOB, convertCourseMaterial);
