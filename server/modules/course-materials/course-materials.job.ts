import { and, eq, ne, sql } from 'drizzle-orm';
import { COURSE_MATERIAL_MESSAGES as M } from '#contract/course-materials';
import type { Db } from '#server/db/client';
import { courseMaterials, slides } from '#server/db/schema/teaching';
import { logActivity } from '#server/lib/activity';
import { JobError, type JobContext, LeaseLost, registerJobHandler } from '#server/lib/jobs';
import { ConversionInterrupted, type ConvertedSlide, convertPdfToSlides } from '#server/lib/pdf/convert';
import { PdfReadError } from '#server/lib/pdf/pdf-worker';
import { blobStore } from '#server/lib/storage';
import { deckFolders } from './course-materials.service';
import { CONVERT_JOB, type ConvertPayload } from './course-materials.view';

/**
 * PDF → slide deck. Pages are rendered into a folder of this run's own (job id and lease); only when every page
 * is stored does one transaction make them the grade's deck (a new version), fenced by the job's lease. The old
 * deck serves until then, and its images are removed after the swap. A failure removes everything this run
 * wrote, including the uploaded PDF; a run whose job was taken over removes only its own folder.
 */
export async function convertCourseMaterial({ env, job, signal, progress, commit }: JobContext) {
  const payload = job.payload as ConvertPayload;
  const store = blobStore(env);
  const data = await store.read(payload.pdfKey);
  if (!data) throw new JobError('The uploaded PDF is no longer available. Please upload it again.');

  const folder = `decks/${payload.classNumber}/${job.id}-${job.lease}/`;
  let converted: ConvertedSlide[];
  try {
    converted = await convertPdfToSlides({
      data,
      store,
      prefix: folder,
      signal,
      onOpen: (pages) => progress(0, pages),
      onPage: (done, total) => progress(done, total),
    });
  } catch (error) {
    if (error instanceof ConversionInterrupted || error instanceof LeaseLost) {
      await store.deletePrefix(folder); // re-queued or taken over: keep the PDF for the next run
      throw error;
    }
    await store.delete(payload.pdfKey);
    if (error instanceof PdfReadError) throw new JobError(error.code === 'password' ? M.passwordProtected : M.damaged);
    throw error;
  }

  let swapped: Awaited<ReturnType<typeof swapDeck>> | undefined;
  try {
    await commit(async (tx) => {
      swapped = await swapDeck(tx, payload, converted);
      await logActivity(tx, {
        actorId: payload.uploadedBy,
        action: 'course_material_uploaded',
        entityType: 'course_material',
        entityId: swapped.id,
        description: `Uploaded course material for Class ${payload.classNumber}`,
        meta: { version: swapped.version, totalSlides: converted.length, pdfFileName: payload.pdfFileName },
      });
      return { materialId: swapped.id, version: swapped.version, classNumber: payload.classNumber };
    });
  } catch (error) {
    await store.deletePrefix(folder);
    if (!(error instanceof LeaseLost)) await store.delete(payload.pdfKey);
    throw error;
  }
  if (!swapped) throw new Error('convertCourseMaterial: the swap returned nothing');
  for (const old of deckFolders(swapped.oldKeys)) await store.deletePrefix(old);
  // Runs of this job that died part-way (a process killed before its lease ran out) left their pages behind.
  for (let lease = 1; lease < job.lease; lease++) {
    await store.deletePrefix(`decks/${payload.classNumber}/${job.id}-${lease}/`);
  }
  await store.delete(payload.pdfKey);
  return { materialId: swapped.id, version: swapped.version, classNumber: payload.classNumber };
}

/** Makes the converted slides the grade's deck (inside the job's commit); returns the old slides' image keys. */
async function swapDeck(tx: Db, payload: ConvertPayload, converted: ConvertedSlide[]) {
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
}

registerJobHandler(CONVERT_JOB, convertCourseMaterial);
