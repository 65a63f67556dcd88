import { type AnyColumn, and, eq, inArray, max, or, type SQL, sql } from 'drizzle-orm';
import type { ProgressResult } from '#contract/sessions-types';
import { classTotalSlides } from '#contract/constants';
import { gradeOf } from '#contract/class-level';
import type { Db } from '#server/db/client';
import { schools } from '#server/db/schema/people';
import { classSessions, courseMaterials, sessionProgress } from '#server/db/schema/teaching';
import { isUuid } from '#contract/list-query';

export type ClassKey = { schoolId: string; classLevel: string };

/** A position a device sent: the slide, its (plausible) time, and the device's stamp when it sent one. */
export type Position = { slide: number; at: Date; deviceId?: string | undefined; seq?: number | undefined };

/**
 * Whether `p` is newer than the position stored in `cols`: by the device's counter when both come from the same
 * device (its clock may jump), else by time (changes of two devices, or a caller that sends no stamp).
 */
export function newerPosition(cols: { at: AnyColumn; device: AnyColumn; seq: AnyColumn }, p: Position): SQL {
  const v = positionValues(p);
  const byTime = sql`(${cols.at} is null or ${cols.at} < ${v.at})`;
  if (!p.deviceId || !p.seq) return byTime;
  return sql`(case when ${cols.device} = ${v.device} and ${cols.seq} is not null
    then ${cols.seq} < ${v.seq} else ${byTime} end)`;
}

/** The position's values as typed SQL parameters (both drivers, and inside CASE where no type is inferred). */
export function positionValues(p: Position) {
  return {
    slide: sql`${p.slide}::int`,
    at: sql`${p.at.toISOString()}::timestamptz`,
    device: sql`${p.deviceId ?? null}::text`,
    seq: sql`${p.seq ?? null}::bigint`,
  };
}

/**
 * Records that a class was on `p.slide` (and reached `furthest`): the last visited slide follows the newest
 * position (newerPosition), whatever order the updates arrive in; the furthest slide is the maximum ever reached.
 * One statement, so concurrent updates cannot lose each other.
 */
export async function recordPosition(db: Db, key: ClassKey, p: Position, furthest = p.slide): Promise<void> {
  const t = sessionProgress;
  const newer = newerPosition({ at: t.lastVisitedAt, device: t.positionDevice, seq: t.positionSeq }, p);
  const v = positionValues(p);
  const pick = (column: AnyColumn, value: SQL) => sql`case when ${newer} then ${value} else ${column} end`;
  await db
    .insert(t)
    .values({
      ...key,
      lastSlideVisited: p.slide,
      lastVisitedAt: p.at,
      furthestSlide: Math.max(furthest, p.slide),
      positionDevice: p.deviceId ?? null,
      positionSeq: p.seq ?? null,
      updatedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: [t.schoolId, t.classLevel],
      set: {
        lastSlideVisited: pick(t.lastSlideVisited, v.slide),
        lastVisitedAt: pick(t.lastVisitedAt, v.at),
        positionDevice: pick(t.positionDevice, v.device),
        positionSeq: pick(t.positionSeq, v.seq),
        furthestSlide: sql`greatest(${t.furthestSlide}, ${Math.max(furthest, p.slide)})`,
        updatedAt: new Date(),
      },
    });
}

/**
 * A class's progress worked out again from its sessions, after one was cancelled or deleted (it counts nowhere):
 * furthest is the highest slide any remaining session reached, last visited the position of the session moved
 * last. Locks the progress row first, so a position recorded meanwhile is merged after this, not lost.
 */
export async function recomputeProgress(tx: Db, key: ClassKey): Promise<void> {
  const t = sessionProgress;
  const s = classSessions;
  const here = and(eq(t.schoolId, key.schoolId), eq(t.classLevel, key.classLevel));
  const [locked] = await tx.select({ at: t.lastVisitedAt }).from(t).where(here).for('update');
  if (!locked) return;
  const inClass = and(eq(s.schoolId, key.schoolId), eq(s.classLevel, key.classLevel));
  const [furthest] = await tx
    .select({ n: max(s.endingSlide) })
    .from(s)
    .where(inClass);
  // The latest session of each device by its counter (its clock may have jumped), then the latest device by time.
  const perDevice = await tx
    .selectDistinctOn([s.positionDevice], {
      slide: s.currentSlide,
      at: sql<Date>`coalesce(${s.positionAt}, ${s.sessionDate})`.mapWith(s.sessionDate),
      device: s.positionDevice,
      seq: s.positionSeq,
    })
    .from(s)
    .where(inClass)
    .orderBy(
      s.positionDevice,
      sql`${s.positionSeq} desc nulls last`,
      sql`coalesce(${s.positionAt}, ${s.sessionDate}) desc`,
    );
  const latest = perDevice.sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  await tx
    .update(t)
    .set({
      lastSlideVisited: latest?.slide ?? 1,
      lastVisitedAt: latest?.at ?? null,
      positionDevice: latest?.device ?? null,
      positionSeq: latest?.seq ?? null,
      furthestSlide: furthest?.n ?? 0,
      updatedAt: new Date(),
    })
    .where(here);
}

/** Progress and slide totals for many classes in three queries, in the order asked. */
export async function progressFor(db: Db, keys: ClassKey[]): Promise<ProgressResult[]> {
  const wanted = keys
    .filter((k) => isUuid(k.schoolId))
    .map((k) => ({ ...k, classLevel: k.classLevel.trim().toUpperCase() }));
  if (wanted.length === 0) return [];
  const schoolIds = [...new Set(wanted.map((k) => k.schoolId))];
  const grades = [...new Set(wanted.map((k) => gradeOf(k.classLevel)).filter((g): g is number => g !== null))];
  const [rows, materials, schoolRows] = await Promise.all([
    db
      .select()
      .from(sessionProgress)
      .where(
        or(
          ...wanted.map((k) =>
            and(eq(sessionProgress.schoolId, k.schoolId), eq(sessionProgress.classLevel, k.classLevel)),
          ),
        ),
      ),
    grades.length
      ? db
          .select({
            grade: courseMaterials.classNumber,
            totalSlides: courseMaterials.totalSlides,
            version: courseMaterials.version,
          })
          .from(courseMaterials)
          .where(inArray(courseMaterials.classNumber, grades))
      : Promise.resolve([]),
    db
      .select({ id: schools.id, slides: schools.totalSlidesPerClass })
      .from(schools)
      .where(inArray(schools.id, schoolIds)),
  ]);
  const existing = new Set(schoolRows.map((s) => s.id));
  return wanted
    .filter((k) => existing.has(k.schoolId))
    .map((k) => {
      const row = rows.find((r) => r.schoolId === k.schoolId && r.classLevel === k.classLevel);
      const grade = gradeOf(k.classLevel);
      const material = materials.find((m) => m.grade === grade);
      const configured = grade ? schoolRows.find((s) => s.id === k.schoolId)?.slides[String(grade)] : undefined;
      return {
        schoolId: k.schoolId,
        classLevel: k.classLevel,
        progress: {
          lastSlideVisited: row?.lastSlideVisited ?? 1,
          furthestSlide: row?.furthestSlide ?? 0,
          lastVisitedAt: row?.lastVisitedAt?.toISOString() ?? null,
        },
        courseMaterial: {
          totalSlides: classTotalSlides(material?.totalSlides, configured),
          deckSlides: material?.totalSlides ?? null,
          plannedSlides: configured ?? null,
          version: material?.version ?? null,
        },
      };
    });
}

/** Every class of a school that is offered or has progress, sorted by label. */
export async function schoolClasses(db: Db, schoolId: string): Promise<string[] | undefined> {
  const [school] = await db
    .select({ classes: schools.classesOffered })
    .from(schools)
    .where(eq(schools.id, schoolId))
    .limit(1);
  if (!school) return undefined;
  const rows = await db
    .select({ classLevel: sessionProgress.classLevel })
    .from(sessionProgress)
    .where(eq(sessionProgress.schoolId, schoolId));
  const labels = new Set([...school.classes.map((c) => c.toUpperCase()), ...rows.map((r) => r.classLevel)]);
  return [...labels].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}
