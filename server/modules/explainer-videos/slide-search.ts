import { and, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { gradeOf, isGradeNumber } from '#contract/class-level';
import type { Db } from '#server/db/client';
import { courseMaterials, slides } from '#server/db/schema/teaching';
import type { Scope } from '#server/lib/scope';
import { aboveMinimum, contentWords, mainWords, RANK_WEIGHTS, type WordCount } from './topic-words';

/** A slide found for a prompt, with its text. */
export type FoundSlide = {
  classNumber: number;
  slideNumber: number;
  title: string;
  body: string;
  imageKey: string;
  rank: number;
  /** Its lexemes (PostgreSQL 'english'), to tell whether the next slide goes on with its topic. */
  words?: string[];
};

/** The slides a prompt is about, best first, and the lexemes of its main words (topic-words.ts). */
export type TopicSearch = { slides: FoundSlide[]; main: string[] };

/**
 * The grades whose decks a user's videos may use: an admin every grade, a teacher the grades they teach, a
 * student their own grade (issue 18). Nobody else makes videos.
 */
export function videoGrades(scope: Scope): 'all' | number[] {
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
    'easy way ways tell understand idea ideas topic lesson use using ' +
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
  return isGradeNumber(grade) ? grade : undefined;
}

/**
 * The slides of the current decks in `grades` about a prompt, best first, at most `limit` (issue 40): a slide's
 * own title or text must hold one of the prompt's main words; it is ranked by ts_rank over all the prompt's
 * content words, a word in its title (A) above one in its text (B); slides under the minimum rank are dropped.
 */
export async function searchSlides(db: Db, prompt: string, grades: 'all' | number[], limit = 40): Promise<TopicSearch> {
  const words = contentWords(searchWords(prompt));
  if (words.length === 0 || (grades !== 'all' && grades.length === 0)) return { slides: [], main: [] };
  const inGrades = grades === 'all' ? sql`true` : inArray(courseMaterials.classNumber, grades);
  const { counts, total } = await wordCounts(db, words, inGrades);
  const main = mainWords(counts, total);
  if (main.length === 0) return { slides: [], main: [] };
  // Any of the words (OR), each stemmed by the 'english' configuration.
  const anyOf = (list: string[]) => sql`to_tsquery('english', ${list.join(' | ')})`;
  const weighted = sql`setweight(to_tsvector('english', ${slides.title}), 'A')
    || setweight(to_tsvector('english', coalesce(${slides.body}, '')), 'B')`;
  // ts_rank averages over the query's words: times their number, a sum (a word in the title ≈ 0.67).
  const lexemes = new Set(counts.flatMap((c) => c.lexemes)).size;
  const rank = sql<number>`ts_rank(${RANK_WEIGHTS}::float4[], ${weighted}, ${anyOf(words)}) * ${lexemes}`;
  const rows = await currentSlides(db, rank)
    .where(and(sql`${slides.search} @@ ${anyOf(main.map((c) => c.word))}`, inGrades))
    .orderBy(sql`${rank} desc`, courseMaterials.classNumber, slides.number)
    .limit(limit);
  const found = rows.map((r) => ({ ...r, rank: Number(r.rank) })) as FoundSlide[];
  return { slides: aboveMinimum(found, lexemes), main: [...new Set(main.flatMap((c) => c.lexemes))] };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Each content word's lexemes and how many of the searched slides hold it, and how many there are. */
async function wordCounts(db: Db, words: string[], inGrades: SQL) {
  const rows = rowsOf<WordCount & { total: number }>(
    await db.execute(sql`
      with searched as (
        select ${slides.search} as search from ${slides} join ${courseMaterials}
          on ${courseMaterials.id} = ${slides.materialId} and ${courseMaterials.version} = ${slides.version}
        where ${inGrades}
      )
      select w.word, tsvector_to_array(to_tsvector('english', w.word)) as lexemes,
        case when to_tsvector('english', w.word) = ''::tsvector then 0
          else (select count(*) from searched where search @@ to_tsquery('english', w.word))::int end as slides,
        (select count(*) from searched)::int as total
      from unnest(${sql.param(words)}::text[]) as w(word)`),
  );
  const counts = rows.map((r) => ({ word: r.word, lexemes: r.lexemes, slides: Number(r.slides) }));
  return { counts, total: Number(rows[0]?.total ?? 0) };
}

/** The lexemes on half or more of a grade's current deck's slides: its furniture and theme, no slide's topic. */
export async function commonWords(db: Db, classNumber: number): Promise<Set<string>> {
  const rows = rowsOf<{ word: string }>(
    await db.execute(sql`
      with deck as (
        select ${slides.search} as search from ${slides} join ${courseMaterials}
          on ${courseMaterials.id} = ${slides.materialId} and ${courseMaterials.version} = ${slides.version}
        where ${courseMaterials.classNumber} = ${classNumber}
      )
      select w as word from deck, unnest(tsvector_to_array(deck.search)) as w
      group by w having count(*) * 2 >= (select count(*) from deck)`),
  );
  return new Set(rows.map((r) => r.word));
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
      words: sql<string[]>`tsvector_to_array(${slides.search})`,
    })
    .from(slides)
    .innerJoin(
      courseMaterials,
      and(eq(courseMaterials.id, slides.materialId), eq(courseMaterials.version, slides.version)),
    );
}
