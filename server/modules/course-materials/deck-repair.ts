import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { courseMaterials, jobs, slides } from '#server/db/schema/teaching';
import type { Env } from '#server/env';
import type { BlobStore } from '#server/lib/blob-store';
import { HttpError } from '#server/lib/errors';
import { wakeJobRunner } from '#server/lib/jobs';
import { logger } from '#server/lib/logger';
import { blobStore } from '#server/lib/storage';
import { CONVERT_JOB, type ConvertPayload, SOURCE_PDF } from './course-materials.view';

/**
 * Decks whose files did not survive (a power cut before they reached the disk, a disk replaced without them): the
 * database names slide images that are missing, or not the size recorded when they were written. Such a deck is
 * made again from the PDF kept in its folder (a conversion job the admin sees on Course Materials), or, when that
 * PDF is gone too, reported there as a failed conversion. A slide of it never answers 200 with no bytes.
 */
export const LOST_DECK = {
  repairing:
    "This slide's image was lost on the server and is being made again from the deck's PDF. Please try again in a few minutes.",
  lost: (grade: number) =>
    `The slide images of Class ${grade} were lost on the server, and the PDF they came from too. Please upload the PDF again.`,
} as const;

const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/') + 1);

export type StoredFile = { key: string; bytes: number };

/** Whether a stored file is whole: present, and of the size recorded (any size but 0 for rows without one). */
export const isWhole = (size: number | undefined, recorded: number) =>
  size !== undefined && (recorded > 0 ? size === recorded : size > 0);

export async function fileIsWhole(store: BlobStore, file: StoredFile): Promise<boolean> {
  return isWhole((await store.stat(file.key))?.size, file.bytes);
}

/** One job per lost deck version, whichever process or request finds it first. */
function repairJobId(materialId: string, version: number): string {
  const hex = createHash('sha256').update(`deck-repair:${materialId}:${version}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type LostDeck = typeof courseMaterials.$inferSelect & { folder: string; missing: string[] };

/**
 * Queues the repair of a deck version whose files were found lost, or marks it failed when its PDF is gone too;
 * once per version (a repeat only refreshes a failure so that Course Materials keeps showing it).
 */
export async function reportLostDeck(db: Db, env: Env, deck: LostDeck): Promise<'repairing' | 'failed'> {
  const pdfKey = `${deck.folder}${SOURCE_PDF}`;
  const pdf = await blobStore(env).stat(pdfKey);
  const repairable = (pdf?.size ?? 0) > 0;
  const payload: ConvertPayload = {
    classNumber: deck.classNumber,
    pdfKey,
    pdfFileName: deck.pdfFileName,
    pdfFileSize: deck.pdfFileSize,
    uploadedBy: deck.uploadedBy,
    repairOf: deck.version,
  };
  const [row] = await db
    .insert(jobs)
    .values({
      id: repairJobId(deck.id, deck.version),
      kind: CONVERT_JOB,
      payload,
      total: deck.totalSlides,
      createdBy: deck.uploadedBy,
      ...(repairable ? {} : { status: 'failed' as const, error: LOST_DECK.lost(deck.classNumber) }),
    })
    .onConflictDoUpdate({ target: jobs.id, set: { updatedAt: new Date() }, where: eq(jobs.status, 'failed') })
    .returning({ status: jobs.status, createdAt: jobs.createdAt, updatedAt: jobs.updatedAt });
  // No row: the repair is already queued or running. A first report is logged; repeats are not.
  if (row && row.createdAt.getTime() === row.updatedAt.getTime()) {
    logger.error(
      { grade: deck.classNumber, version: deck.version, missing: deck.missing.slice(0, 10), pdf: repairable },
      repairable
        ? `Class ${deck.classNumber}'s deck (version ${deck.version}) lost ${deck.missing.length} file(s): making it again from its PDF`
        : `Class ${deck.classNumber}'s deck (version ${deck.version}) lost ${deck.missing.length} file(s) and its PDF: marked failed`,
    );
  }
  if (repairable) wakeJobRunner();
  return row?.status === 'failed' ? 'failed' : 'repairing';
}

/** The current deck version of a grade, with its folder, for a report. */
async function currentDeck(db: Db, grade: number, version: number) {
  const [row] = await db
    .select({ material: courseMaterials, imageKey: slides.imageKey })
    .from(courseMaterials)
    .innerJoin(slides, and(eq(slides.materialId, courseMaterials.id), eq(slides.version, courseMaterials.version)))
    .where(and(eq(courseMaterials.classNumber, grade), eq(courseMaterials.version, version)))
    .limit(1);
  return row ? { ...row.material, folder: folderOf(row.imageKey) } : undefined;
}

/** A slide read found its file missing or cut short: report the deck and answer an honest error. */
export async function lostSlide(db: Db, env: Env, grade: number, version: number, key: string): Promise<HttpError> {
  const deck = await currentDeck(db, grade, version);
  const outcome = deck ? await reportLostDeck(db, env, { ...deck, missing: [key] }) : 'failed';
  if (outcome === 'repairing') return new HttpError(503, LOST_DECK.repairing);
  return new HttpError(410, LOST_DECK.lost(grade));
}

/** Every current deck's files checked (at start-up): each deck with a lost one is reported. Returns those decks. */
export async function checkDecks(db: Db, env: Env): Promise<{ grade: number; missing: number }[]> {
  const store = blobStore(env);
  const rows = await db
    .select({ material: courseMaterials, slide: slides })
    .from(courseMaterials)
    .innerJoin(slides, and(eq(slides.materialId, courseMaterials.id), eq(slides.version, courseMaterials.version)));
  const decks = new Map<string, LostDeck>();
  for (const { material, slide } of rows) {
    const deck = decks.get(material.id) ?? { ...material, folder: folderOf(slide.imageKey), missing: [] };
    decks.set(material.id, deck);
    for (const file of [
      { key: slide.imageKey, bytes: slide.imageBytes },
      { key: slide.thumbKey, bytes: slide.thumbBytes },
    ]) {
      if (!(await fileIsWhole(store, file))) deck.missing.push(file.key);
    }
  }
  const lost = [...decks.values()].filter((d) => d.missing.length > 0);
  for (const deck of lost) await reportLostDeck(db, env, deck);
  return lost.map((d) => ({ grade: d.classNumber, missing: d.missing.length }));
}
