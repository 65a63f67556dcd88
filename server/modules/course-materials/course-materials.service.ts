import { and, desc, eq, gt, inArray, or } from 'drizzle-orm';
import { gradeOf } from '#contract/class-level';
import {
  COURSE_MATERIAL_MESSAGES as M,
  type CourseMaterialListResponse,
  type CourseMaterialSummary,
  type CourseMaterialView,
  type PlanMismatch,
} from '#contract/course-materials';
import type { Db } from '#server/db/client';
import { schools } from '#server/db/schema/people';
import { courseMaterials, jobs, slides } from '#server/db/schema/teaching';
import type { Env } from '#server/env';
import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { logActivity } from '#server/lib/activity';
import type { Actor } from '#server/lib/actor';
import { forbidden, notFound } from '#server/lib/errors';
import { blobStore } from '#server/lib/storage';
import { isWhole, lostSlide } from './deck-repair';
import { CONVERT_JOB, summaryQuery, toJobView, toSummary, withSlides } from './course-materials.view';

/**
 * Who reads decks (docs/decisions/006-course-material-access-and-session-rules.md): admins every grade, teachers the grades of
 * their teaching assignments (others answer 404), every other role 403.
 */
export async function readableGrades(actor: Actor): Promise<'all' | Set<number>> {
  const { role } = actor.user;
  if (role === 'admin') return 'all';
  if (role !== 'teacher') throw forbidden('Only administrators and teachers can view course materials');
  const scope = await actor.scope();
  const grades = new Set<number>();
  if (!scope.all) {
    for (const classes of scope.classesBySchool?.values() ?? []) {
      for (const label of classes) {
        const grade = gradeOf(label);
        if (grade) grades.add(grade);
      }
    }
  }
  return grades;
}

export async function assertGradeReadable(actor: Actor, grade: number): Promise<void> {
  const grades = await readableGrades(actor);
  if (grades !== 'all' && !grades.has(grade)) throw notFound(M.notFound);
}

export async function listMaterials(actor: Actor): Promise<CourseMaterialListResponse> {
  const grades = await readableGrades(actor);
  const db = actor.db;
  if (grades !== 'all' && grades.size === 0) return { materials: [], conversions: [] };
  const query = summaryQuery(db);
  const rows = await (grades === 'all'
    ? query
    : query.where(inArray(courseMaterials.classNumber, [...grades]))
  ).orderBy(courseMaterials.classNumber);
  const materials = rows.map(toSummary);
  if (grades !== 'all') return { materials, conversions: [] };
  // Conversions still running, and recent failures, so the admin sees them after a reload.
  const recent = new Date(Date.now() - 24 * 3_600_000);
  const active = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, CONVERT_JOB),
        or(inArray(jobs.status, ['queued', 'running']), and(eq(jobs.status, 'failed'), gt(jobs.updatedAt, recent))),
      ),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(20);
  return { materials, conversions: active.map(toJobView), planMismatches: await planMismatches(db) };
}

/**
 * Per grade with a deck, the active schools that offer the grade (a section such as '10A' in classes_offered) and whose
 * configured count for it differs from the deck's length. A plan kept for a grade the school does not offer (every
 * school gets a count for 1..12) names no school; with none left the grade has no entry and the card says nothing.
 */
async function planMismatches(db: Db): Promise<PlanMismatch[]> {
  const [decks, plans] = await Promise.all([
    db
      .select({ grade: courseMaterials.classNumber, slides: courseMaterials.totalSlides })
      .from(courseMaterials)
      .orderBy(courseMaterials.classNumber),
    db
      .select({ classes: schools.classesOffered, planned: schools.totalSlidesPerClass })
      .from(schools)
      .where(eq(schools.status, 'active')),
  ]);
  return decks.flatMap(({ grade, slides: deckSlides }) => {
    const differing = plans
      .filter((school) => school.classes.some((label) => gradeOf(label) === grade))
      .map((school) => Number(school.planned[String(grade)]))
      .filter((count) => Number.isInteger(count) && count !== deckSlides);
    if (differing.length === 0) return [];
    return [{ grade, schools: differing.length, counts: [...new Set(differing)].sort((a, b) => a - b) }];
  });
}

export async function materialSummary(db: Db, grade: number): Promise<CourseMaterialSummary | undefined> {
  const [row] = await summaryQuery(db).where(eq(courseMaterials.classNumber, grade)).limit(1);
  return row ? toSummary(row) : undefined;
}

/** The current deck of a grade with its slides, or undefined. */
export async function materialForGrade(db: Db, grade: number): Promise<CourseMaterialView | undefined> {
  const summary = await materialSummary(db, grade);
  return summary ? withSlides(db, summary) : undefined;
}

export async function getMaterial(actor: Actor, grade: number): Promise<CourseMaterialView> {
  await assertGradeReadable(actor, grade);
  const material = await materialForGrade(actor.db, grade);
  if (!material) throw notFound(M.notFound);
  return material;
}

/** Folders of these blob keys ('decks/7/<job>/'), for removing a whole deck at once. */
export function deckFolders(keys: string[]): string[] {
  return [...new Set(keys.map((key) => key.slice(0, key.lastIndexOf('/') + 1)).filter(Boolean))];
}

export async function deleteMaterial(
  db: Db,
  env: Env,
  actor: { id: string; name: string },
  grade: number,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [material] = await tx
      .select({ id: courseMaterials.id })
      .from(courseMaterials)
      .where(eq(courseMaterials.classNumber, grade))
      .for('update');
    if (!material) return undefined;
    const keys = await tx.delete(slides).where(eq(slides.materialId, material.id)).returning({ key: slides.imageKey });
    await tx.delete(courseMaterials).where(eq(courseMaterials.id, material.id));
    return { id: material.id, keys: keys.map((k) => k.key) };
  });
  if (!removed) throw notFound(M.notFound);
  // Only this deck's folders: a conversion running for the grade writes to a folder of its own.
  const store = blobStore(env);
  for (const folder of deckFolders(removed.keys)) await store.deletePrefix(folder);
  await logActivity(db, {
    actorId: actor.id,
    action: 'course_material_deleted',
    entityType: 'course_material',
    entityId: removed.id,
    description: ACTIVITY_MESSAGES.deletedCourseMaterial(String(grade)),
  });
}

export async function renameSlide(db: Db, actorId: string, grade: number, number: number, title: string) {
  const [material] = await db
    .select({ id: courseMaterials.id, version: courseMaterials.version })
    .from(courseMaterials)
    .where(eq(courseMaterials.classNumber, grade))
    .limit(1);
  if (!material) throw notFound(M.notFound);
  const [slide] = await db
    .update(slides)
    .set({ title })
    .where(and(eq(slides.materialId, material.id), eq(slides.version, material.version), eq(slides.number, number)))
    .returning();
  if (!slide) throw notFound(M.slideNotFound);
  await db.update(courseMaterials).set({ updatedAt: new Date() }).where(eq(courseMaterials.id, material.id));
  await logActivity(db, {
    actorId,
    action: 'slide_renamed',
    entityType: 'course_material',
    entityId: material.id,
    description: ACTIVITY_MESSAGES.renamedSlide(String(number), String(grade), `'${title}'`),
  });
  return { number: slide.number, title: slide.title };
}

/**
 * The image (or thumbnail) of one slide of one deck version, as a stream; undefined when there is none. A file the
 * row names but that is missing or not the size recorded throws an honest error (503 while the deck is made again,
 * 410 when it cannot be), never a 200 with no bytes.
 */
export async function openSlideImage(db: Db, env: Env, grade: number, version: number, number: number, thumb: boolean) {
  const [slide] = await db
    .select({
      imageKey: slides.imageKey,
      thumbKey: slides.thumbKey,
      imageBytes: slides.imageBytes,
      thumbBytes: slides.thumbBytes,
    })
    .from(slides)
    .innerJoin(courseMaterials, eq(courseMaterials.id, slides.materialId))
    .where(and(eq(courseMaterials.classNumber, grade), eq(slides.version, version), eq(slides.number, number)))
    .limit(1);
  if (!slide) return undefined;
  const key = thumb ? slide.thumbKey : slide.imageKey;
  const blob = await blobStore(env).open(key);
  if (blob && isWhole(blob.size, thumb ? slide.thumbBytes : slide.imageBytes)) return blob;
  blob?.stream.destroy();
  throw await lostSlide(db, env, grade, version, key);
}
