import { and, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { gradeOf } from '#contract/constants';
import type { Db } from '#server/db/client';
import { courseMaterials, slides } from '#server/db/schema/teaching';
import type { AppContext } from '#server/lib/context';
import { scopeOf } from '#server/lib/scope';

/** A slide found for a prompt, with its text. */
export type FoundSlide = {
  classNumber: number;
  slideNumber: number;
  title: string;
  body: string;
  imageKey: string;
  rank: number;
};

/**
 * The grades whose decks a user's videos may use: an admin every grade, a teacher the grades they teach, a
 * student their own grade (issue 18). Nobody else makes videos.
 */
export async function videoGrades(c: AppContext): Promise<'all' | number[]> {
  const scope = await scopeOf(c);
  if (scope.all) return 'all';
  const grades = new Set<number>();
  for (const labels of scope.classesBySchool?.values() ?? []) {
    for (const label of labels) {
      const grade = gradeOf(label);
      if (grade) grades.add(grade);
    }
  }
  return [...grades].sort((a, b) => a - b);
}

/** Words of a request that say nothing about its subject. PostgreSQL's own stop words are dropped as well. */
const GENERIC = new Set(
  (
    'explain explained explaining explainer explainers video videos class classes grade grades student students ' +
    'pupil pupils kid kids child children work works working worked step steps simple simply help learn learning ' +
    'make makes create generate produce show teach teaching describe example examples everyday please short ' +
    'easy way ways tell understand idea ideas topic lesson ' +
    // prepositions PostgreSQL's English stop words lack: 'sensors around us' is about sensors
    'around across along among behind beside beyond inside near toward towards upon within without'
  ).split(' '),
);

/** The words a prompt is searched by: letters and digits only, generic words and 'class 6' left out. */
export function searchWords(prompt: string): string[] {
  const words = prompt
    .toLowerCase()
    .replace(/\b(class|grade)\s+\d{1,2}\b/g, ' ')
    .match(/[\p{L}\p{N}]+/gu);
  return [...new Set(words ?? [])].filter((w) => !GENERIC.has(w) && w.length <= 40).slice(0, 24);
}

/** 'for class 6' in a prompt names the grade it wants, when the user may read it. */
export function namedGrade(prompt: string): number | undefined {
  const grade = Number(/\b(?:class|grade)\s+(\d{1,2})\b/i.exec(prompt)?.[1]);
  return grade >= 1 && grade <= 12 ? grade : undefined;
}

/**
 * The slides of the current decks in `grades` that mention any of the prompt's words, best first (PostgreSQL
 * full-text search over the title and text, ranked by ts_rank). At most `limit`.
 */
export async function searchSlides(db: Db, prompt: string, grades: 'all' | number[], limit = 40) {
  const words = searchWords(prompt);
  if (words.length === 0 || (grades !== 'all' && grades.length === 0)) return [];
  // Any of the words (OR): each is stemmed and stop words dropped by the 'english' configuration.
  const query = sql`to_tsquery('english', ${words.join(' | ')})`;
  const rank = sql<number>`ts_rank(${slides.search}, ${query})`;
  const rows = await currentSlides(db, rank)
    .where(
      and(
        sql`${slides.search} @@ ${query}`,
        grades === 'all' ? undefined : inArray(courseMaterials.classNumber, grades),
      ),
    )
    .orderBy(sql`${rank} desc`, courseMaterials.classNumber, slides.number)
    .limit(limit);
  return rows.map((r) => ({ ...r, rank: Number(r.rank) })) as FoundSlide[];
}

/** The slides of one deck numbered `from`..`to`, in order (to continue a lesson when few slides match). */
export async function deckSlides(db: Db, classNumber: number, from: number, to: number) {
  return currentSlides(db, sql<number>`0`)
    .where(and(eq(courseMaterials.classNumber, classNumber), between(slides.number, from, to)))
    .orderBy(slides.number) as Promise<FoundSlide[]>;
}

/** The slides of every grade's current deck, as FoundSlide columns with the given rank. */
function currentSlides(db: Db, rank: SQL<number>) {
  return db
    .select({
      classNumber: courseMaterials.classNumber,
      slideNumber: slides.number,
      title: slides.title,
      body: sql<string>`coalesce(${slides.body}, '')`,
      imageKey: slides.imageKey,
      rank,
    })
    .from(slides)
    .innerJoin(
      courseMaterials,
      and(eq(courseMaterials.id, slides.materialId), eq(courseMaterials.version, slides.version)),
    );
}
