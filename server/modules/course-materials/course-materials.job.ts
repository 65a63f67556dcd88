import { and, eq, ne, sql } from 'drizzle-orm';
import { COURSE_MATERIAL_MESSAGES as M } from '#contract/course-materials';
import type { Db } from '#server/db/client';
import { courseMaterials, slides } from '#server/db/schema/teaching';
import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { logActivity } from '#server/lib/activity';
import { isDiskFull } from '#server/lib/disk-full';
import { JobError, type JobContext, LeaseLost, registerJobHandler } from '#server/lib/jobs';
import { ConversionInterrupted, type ConvertedSlide, convertPdfToSlides } from '#server/lib/pdf/convert';
import { PageSizeError } from '#server/lib/pdf/page-plan';
import { PdfReadError } from '#server/lib/pdf/pdf-worker';
import { blobStore } from '#server/lib/storage';
import { deckFolders } from './course-materials.service';
import { CONVERT_JOB, type ConvertPayload, SOURCE_PDF } from './course-materials.view';

/**
 * PDF → slide deck. Pages are rendered into a folder of this run's own (job id and lease), the PDF kept beside them
 * (SOURCE_PDF: a deck whose images a power cut lost is made again from it); only when every file is stored, and
 * flushed, does one transaction make them the grade's deck (a new version), fenced by the job's lease. The old
 * deck serves until then, and its files are removed after the swap. A failure removes everything this run
 * wrote, including the uploaded PDF; a run whose job was taken over, or that found the disk full (it runs again
 * once there is space), removes only its own folder. A repair (`repairOf`) keeps the deck's titles, and does
 * nothing if the deck was replaced meanwhile.
 */
export async function convertCourseMaterial({ env, job, signal, progress, commit }: JobContext) {
  const payload = job.payload as ConvertPayload;
  const store = blobStore(env);
  const data = await store.read(payload.pdfKey);
  if (!data) throw new JobError('The uploaded PDF is no longer available. Please upload it again.');
  // A repair's PDF is the deck's own copy: the swap removes it with the old deck, a failure leaves it.
  const ownPdf = payload.repairOf === undefined;

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
    await store.put(`${folder}${SOURCE_PDF}`, data);
  } catch (error) {
    if (error instanceof ConversionInterrupted || error instanceof LeaseLost || isDiskFull(error)) {
      await store.deletePrefix(folder); // re-queued, taken over or waiting for space: keep the PDF for the next run
      throw error;
    }
    if (ownPdf) await store.delete(payload.pdfKey);
    // The admin reads the job's error; the log keeps what lay under it (jobs.ts).
    if (error instanceof PageSizeError) throw new JobError(error.message, { cause: error });
    if (error instanceof PdfReadError) {
      throw new JobError(error.code === 'password' ? M.passwordProtected : M.damaged, { cause: error });
    }
    throw error;
  }

  let swapped: Awaited<ReturnType<typeof swapDeck>> | undefined;
  try {
    await commit(async (tx) => {
      swapped = await swapDeck(tx, payload, converted);
      if (!swapped) return { skipped: 'The deck was replaced before its repair finished' };
      await logActivity(tx, {
        actorId: payload.uploadedBy,
        action: 'course_material_uploaded',
        entityType: 'course_material',
        entityId: swapped.id,
        description: ACTIVITY_MESSAGES.uploadedCourseMaterial(String(payload.classNumber)),
        meta: { version: swapped.version, totalSlides: converted.length, pdfFileName: payload.pdfFileName },
      });
      return { materialId: swapped.id, version: swapped.version, classNumber: payload.classNumber };
    });
  } catch (error) {
    await store.deletePrefix(folder);
    if (ownPdf && !(error instanceof LeaseLost) && !isDiskFull(error)) await store.delete(payload.pdfKey);
    throw error;
  }
  if (!swapped) {
    await store.deletePrefix(folder);
    return { skipped: 'replaced' };
  }
  for (const old of deckFolders(swapped.oldKeys)) await store.deletePrefix(old);
  // Runs of this job that died part-way (a process killed before its lease ran out) left their pages behind.
  for (let lease = 1; lease < job.lease; lease++) {
    await store.deletePrefix(`decks/${payload.classNumber}/${job.id}-${lease}/`);
  }
  if (ownPdf) await store.delete(payload.pdfKey);
  return { materialId: swapped.id, version: swapped.version, classNumber: payload.classNumber };
}

/**
 * Makes the converted slides the grade's deck (inside the job's commit); returns the old slides' image keys. A repair
 * whose deck is no longer the grade's current one changes nothing (undefined).
 */
async function swapDeck(tx: Db, payload: ConvertPayload, converted: ConvertedSlide[]) {
  const titles = new Map<number, string>();
  if (payload.repairOf !== undefined) {
    const current = await tx
      .select({ number: slides.number, title: slides.title })
      .from(slides)
      .innerJoin(courseMaterials, eq(courseMaterials.id, slides.materialId))
      .where(and(eq(courseMaterials.classNumber, payload.classNumber), eq(slides.version, payload.repairOf)))
      .for('update');
    if (current.length === 0) return undefined;
    for (const slide of current) titles.set(slide.number, slide.title);
  }
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
        title: titles.get(s.number) ?? s.title,
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
