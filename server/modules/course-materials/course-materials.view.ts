import { eq, sql } from 'drizzle-orm';
import type { ConversionJob, CourseMaterialSummary, CourseMaterialView } from '#contract/course-materials';
import { slideImagePath } from '#contract/course-materials-endpoints';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema/people';
import { courseMaterials, slides } from '#server/db/schema/teaching';
import type { Job } from '#server/lib/jobs';

export const CONVERT_JOB = 'course-material.convert';

/** What an upload hands to the conversion job. */
export type ConvertPayload = {
  classNumber: number;
  pdfKey: string;
  pdfFileName: string;
  pdfFileSize: number;
  uploadedBy: string | null;
  /** A repair: the deck version whose files were lost, made again from its own PDF (deck-repair.ts). */
  repairOf?: number;
};

/** Each deck's folder keeps the PDF it was converted from, under this name. */
export const SOURCE_PDF = 'source.pdf';

/** Summaries with the uploader's name and the deck's byte size, in one query. */
export function summaryQuery(db: Db) {
  return db
    .select({
      material: courseMaterials,
      uploaderName: users.name,
      totalBytes: sql<number>`coalesce((select sum(${slides.imageBytes} + ${slides.thumbBytes}) from ${slides}
        where ${slides.materialId} = ${courseMaterials.id} and ${slides.version} = ${courseMaterials.version}), 0)::int`,
    })
    .from(courseMaterials)
    .leftJoin(users, eq(users.id, courseMaterials.uploadedBy));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

export function toSummary(row: SummaryRow): CourseMaterialSummary {
  const m = row.material;
  return {
    _id: m.id,
    class: m.classNumber,
    totalSlides: m.totalSlides,
    version: m.version,
    pdfFileName: m.pdfFileName,
    pdfFileSize: m.pdfFileSize,
    uploadDate: m.uploadDate.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
    uploadedBy: m.uploadedBy && row.uploaderName ? { _id: m.uploadedBy, name: row.uploaderName } : null,
    totalBytes: Number(row.totalBytes),
  };
}

export function toSlideViews(classNumber: number, rows: (typeof slides.$inferSelect)[]) {
  return rows.map((s) => ({
    number: s.number,
    title: s.title,
    imageUrl: slideImagePath(classNumber, s.version, s.number),
    thumbnailUrl: slideImagePath(classNumber, s.version, s.number, true),
    imageBytes: s.imageBytes,
    thumbBytes: s.thumbBytes,
  }));
}

export async function withSlides(db: Db, summary: CourseMaterialSummary): Promise<CourseMaterialView> {
  const rows = await db
    .select()
    .from(slides)
    .where(sql`${slides.materialId} = ${summary._id} and ${slides.version} = ${summary.version}`)
    .orderBy(slides.number);
  return { ...summary, slides: toSlideViews(summary.class, rows) };
}

export function toJobView(job: Job): ConversionJob {
  const payload = job.payload as Partial<ConvertPayload>;
  const version = job.result?.version;
  return {
    _id: job.id,
    class: Number(payload.classNumber),
    pdfFileName: String(payload.pdfFileName ?? ''),
    status: job.status,
    progress: job.progress,
    total: job.total,
    error: job.error,
    version: typeof version === 'number' ? version : null,
    ...(payload.repairOf === undefined ? {} : { repair: true }),
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}
