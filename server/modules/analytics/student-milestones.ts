import { sql } from 'drizzle-orm';
import type { StudentProgress } from '#contract/analytics-people-types';
import { INSIGHT_MESSAGES as M } from '#contract/insight-messages';
import type { Db } from '#server/db/client';
import { dayText, rows } from '#server/lib/sql-helpers';

const PROGRESS_STEPS = [25, 50, 75, 100] as const;
const SESSION_STEPS = [10, 25, 50] as const;
const TOPICS_SHOWN = 5;
const SLIDES_LOOKED_AHEAD = 40;

/** Achievements with the date each was reached: the class's first session, sessions held, share of the deck covered. */
export async function studentAchievements(
  db: Db,
  schoolId: string,
  classLevel: string,
  totalSlides: number,
): Promise<StudentProgress['achievements']> {
  const thresholds = PROGRESS_STEPS.map((p) => Math.max(1, Math.ceil((totalSlides * p) / 100)));
  const [row] = await rows<Record<string, string | null>>(
    db,
    sql`
    with ordered as (
      select cs.session_date, cs.ending_slide, row_number() over (order by cs.session_date, cs.id) as n
      from class_sessions cs where cs.school_id = ${schoolId} and cs.class_level = ${classLevel} and cs.status = 'ended'
    )
    select ${dayText(sql`min(session_date)`)} as first,
      ${sql.join(
        SESSION_STEPS.map(
          (n) => sql`${dayText(sql`min(session_date) filter (where n = ${n})`)} as ${sql.identifier(`s${n}`)}`,
        ),
        sql`, `,
      )},
      ${sql.join(
        PROGRESS_STEPS.map(
          (p, i) =>
            sql`${dayText(sql`min(session_date) filter (where ending_slide >= ${thresholds[i]})`)} as ${sql.identifier(`p${p}`)}`,
        ),
        sql`, `,
      )}
    from ordered`,
  );
  if (!row?.first) return [];
  const list: StudentProgress['achievements'] = [
    {
      id: 'first-session',
      title: M.firstClass,
      description: M.courseStarted,
      icon: 'flag',
      date: row.first,
    },
  ];
  for (const n of SESSION_STEPS) {
    const date = row[`s${n}`];
    if (date)
      list.push({
        id: `sessions-${n}`,
        title: M[`classes${n}`],
        description: M.classesHeld(String(n)),
        icon: 'calendar',
        date,
      });
  }
  for (const p of PROGRESS_STEPS) {
    const date = totalSlides > 0 ? row[`p${p}`] : null;
    if (!date) continue;
    const title = p === 100 ? M.courseComplete : M[`course${p}`];
    list.push({
      id: `progress-${p}`,
      title,
      description: M.slidesCovered(String(p), String(totalSlides)),
      icon: p === 100 ? 'trophy' : 'star',
      date,
    });
  }
  return list.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/** The deck's next topics from the slide the class resumes at: consecutive slides with one title form a topic. */
export async function upcomingTopics(
  db: Db,
  grade: number | null,
  next: number | null,
  totalSlides: number,
): Promise<StudentProgress['upcoming_topics']> {
  if (grade === null || next === null) return [];
  const slides = await rows<{ number: number; title: string }>(
    db,
    sql`
    select sl.number, sl.title from course_materials cm
    join slides sl on sl.material_id = cm.id and sl.version = cm.version
    where cm.class_number = ${grade} and sl.number >= ${next} and sl.number <= ${totalSlides}
    order by sl.number limit ${SLIDES_LOOKED_AHEAD}`,
  );
  const topics: { title: string; from: number; to: number }[] = [];
  for (const slide of slides) {
    const title = slide.title.trim() || M.slide(String(slide.number));
    const last = topics.at(-1);
    if (last && last.title === title && last.to === slide.number - 1) last.to = slide.number;
    else topics.push({ title, from: slide.number, to: slide.number });
  }
  return topics.slice(0, TOPICS_SHOWN).map((t, i) => ({
    id: `slide-${t.from}`,
    title: t.title,
    slideRange: t.from === t.to ? M.slide(String(t.from)) : M.slides(String(t.from), String(t.to)),
    status: i === 0 ? 'next' : 'upcoming',
  }));
}
