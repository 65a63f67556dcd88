import { TOP_LIST_SIZE, attendanceRate } from '#contract/analytics';
import type { TopInstitution, TopTeacher } from '#contract/analytics-types';
import type { DayRow, SchoolRow, TallyRow } from './comprehensive.queries';

/** Sums behind the general view. */

export type Tally = { sessions: number; attended: number; total: number };
const tally = (): Tally => ({ sessions: 0, attended: 0, total: 0 });
const add = (into: Tally, row: Tally) => {
  into.sessions += row.sessions;
  into.attended += row.attended;
  into.total += row.total;
};

export function sumDays(days: DayRow[]) {
  const t = { sessions: 0, delivered: 0, missed: 0, in_progress: 0, attended: 0, total: 0 };
  for (const d of days) for (const k of Object.keys(t) as (keyof typeof t)[]) t[k] += d[k];
  return t;
}

/** Reads the tallies into per-school maps, the top teachers, the students per grade and the active students. */
export function readTallies(tallies: TallyRow[]) {
  const bySchool = new Map<string, Tally>();
  const topTeachers: TopTeacher[] = [];
  const studentsBySchool = new Map<string, number>();
  const studentsByGrade: { grade: number; count: number }[] = [];
  let activeStudents = 0;
  for (const r of tallies) {
    if (r.kind === 'sessions') bySchool.set(r.id, { sessions: r.sessions, attended: r.attended, total: r.total });
    else if (r.kind === 'teacher') {
      const average_attendance = attendanceRate(r.attended, r.total);
      topTeachers.push({ _id: r.id, name: r.name ?? '', sessions: r.sessions, classes: r.classes, average_attendance });
    } else if (r.kind === 'students') {
      studentsBySchool.set(r.id, r.students);
      activeStudents += r.active;
    } else studentsByGrade.push({ grade: Number(r.id), count: r.students });
  }
  return {
    bySchool,
    topTeachers: topTeachers.sort((a, b) => b.sessions - a.sessions || a.name.localeCompare(b.name)),
    studentsBySchool,
    studentsByGrade: studentsByGrade.sort((a, b) => a.grade - b.grade),
    activeStudents,
  };
}

export function topInstitutions(
  schools: SchoolRow[],
  bySchool: Map<string, Tally>,
  studentsBySchool: Map<string, number>,
): TopInstitution[] {
  const byInstitution = new Map<string, { _id: string; name: string; schools: number; students: number } & Tally>();
  for (const s of schools) {
    const entry = byInstitution.get(s.institution_id) ?? {
      _id: s.institution_id,
      name: s.institution_name,
      schools: 0,
      students: 0,
      ...tally(),
    };
    entry.schools += 1;
    entry.students += studentsBySchool.get(s.id) ?? 0;
    add(entry, bySchool.get(s.id) ?? tally());
    byInstitution.set(s.institution_id, entry);
  }
  return [...byInstitution.values()]
    .filter((i) => i.sessions > 0)
    .sort((a, b) => b.sessions - a.sessions || a.name.localeCompare(b.name))
    .slice(0, TOP_LIST_SIZE)
    .map(({ attended, total, ...i }) => ({ ...i, average_attendance: attendanceRate(attended, total) }));
}

export function group<T, K>(items: T[], key: (t: T) => K, value: (t: T) => number): Map<K, number> {
  const map = new Map<K, number>();
  for (const item of items) map.set(key(item), (map.get(key(item)) ?? 0) + value(item));
  return map;
}
