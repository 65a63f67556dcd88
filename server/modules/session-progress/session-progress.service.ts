import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { ProgressResult } from '../../../contract/class-sessions';
import { DEFAULT_SLIDES_PER_CLASS, gradeOf } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { schools } from '../../db/schema/people';
import { courseMaterials, sessionProgress } from '../../db/schema/teaching';

export type ClassKey = { schoolId: string; classLevel: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** A client clock reading (ISO 8601), now when absent; one more than a minute ahead counts as now + 1 minute. */
export function clientTime(value: string | undefined): Date {
  const now = Date.now();
  if (!value) return new Date(now);
  return new Date(Math.min(Date.parse(value), now + 60_000));
}

/**
 * Records that a class was on `slide` at client time `at`: the last visited slide follows the latest time,
 * whatever order the updates arrive in; the furthest slide is the maximum ever reached. One statement, so
 * concurrent updates cannot lose each other.
 */
export async function recordPosition(db: Db, key: ClassKey, slide: number, at: Date): Promise<void> {
  const p = sessionProgress;
  await db
    .insert(p)
    .values({ ...key, lastSlideVisited: slide, lastVisitedAt: at, furthestSlide: slide, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [p.schoolId, p.classLevel],
      set: {
        lastSlideVisited: sql`case when ${p.lastVisitedAt} is null or ${p.lastVisitedAt} < excluded.last_visited_at
          then excluded.last_slide_visited else ${p.lastSlideVisited} end`,
        lastVisitedAt: sql`greatest(${p.lastVisitedAt}, excluded.last_visited_at)`,
        furthestSlide: sql`greatest(${p.furthestSlide}, excluded.furthest_slide)`,
        updatedAt: new Date(),
      },
    });
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
          totalSlides: configured ?? material?.totalSlides ?? DEFAULT_SLIDES_PER_CLASS,
          deckSlides: material?.totalSlides ?? null,
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
