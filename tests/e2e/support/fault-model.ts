/**
 * The random fault suite's model of the device: what the teacher did, class by class, which the server must end
 * up with exactly (ARCHITECTURE.md §5). Pure, so it is the same in the fixed-seed slice and in the soak.
 */
export type TaughtSession = {
  id: string;
  sequence: number;
  classLevel: string;
  start: number;
  furthest: number;
  last: number;
  attended: number | null;
  total: number | null;
  /** The roll call's absent students (sorted ids); null when the numbers were typed (issue 17). */
  absent?: string[] | null;
  notes: string;
  outcome: 'teaching' | 'ended' | 'cancelled';
};
export type ServerSession = {
  _id: string;
  class_level: string;
  status: string;
  starting_slide: number;
  ending_slide: number;
  current_slide: number;
  students_attended: number | null;
  total_students: number | null;
  notes: string;
  roll_call?: boolean;
  session_date?: string;
  /** From the session read on its own, for a session with a roll call. */
  absent_student_ids?: string[];
  mark_issues?: { student_id: string; reason: string }[];
};
export type ServerProgress = { lastSlideVisited: number; furthestSlide: number };
export type Finding = { kind: 'lost' | 'duplicated' | 'wrong' | 'stuck'; sequence: number | null; detail: string };

/** A deterministic generator (mulberry32): the same seed gives the same run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    weighted: <T extends string>(weights: Record<T, number>): T => {
      const entries = Object.entries(weights) as [T, number][];
      let r = next() * entries.reduce((sum, [, w]) => sum + w, 0);
      for (const [key, w] of entries) {
        r -= w;
        if (r < 0) return key;
      }
      return (entries.at(-1) as [T, number])[0];
    },
  };
}

export type SlideKey = 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End';
/** The slide a key leads to in the viewer (spec 03 §9). */
export function afterKey(key: SlideKey, current: number, total: number): number {
  if (key === 'ArrowRight') return Math.min(total, current + 1);
  if (key === 'ArrowLeft') return Math.max(1, current - 1);
  return key === 'Home' ? 1 : total;
}

/** Where a class resumes on this device: the last slide of its latest session that was not cancelled. */
export function expectedResume(sessions: TaughtSession[], classLevel: string): number {
  const kept = sessions.filter((s) => s.classLevel === classLevel && s.outcome !== 'cancelled');
  return kept.at(-1)?.last ?? 1;
}

/** The class progress the server must show: last position of the latest kept session, furthest as a maximum. */
export function expectedProgress(sessions: TaughtSession[], classLevel: string): ServerProgress {
  const kept = sessions.filter((s) => s.classLevel === classLevel && s.outcome !== 'cancelled');
  return {
    lastSlideVisited: kept.at(-1)?.last ?? 1,
    furthestSlide: kept.reduce((max, s) => Math.max(max, s.furthest), 0),
  };
}

/**
 * The absent students the server kept. A mark it did not take counts only when the rule allows it: the session is
 * dated (by the device's clock, corrected by its skew when it sent) before the day the pupils joined the class, which
 * a clock changed between teaching and sending can do (docs/decisions/020); the mark then waits, with its reason,
 * in 'Needs attention'.
 */
function absentKept(found: ServerSession, pupilsJoinedDay: string | undefined): string[] | null {
  if (!found.roll_call) return null;
  const day = found.session_date?.slice(0, 10) ?? '';
  const excused =
    pupilsJoinedDay && day < pupilsJoinedDay
      ? (found.mark_issues ?? []).filter((i) => i.reason.endsWith(` on ${day}`)).map((i) => i.student_id)
      : [];
  return [...(found.absent_student_ids ?? []), ...excused].sort();
}

/** Compares what the device recorded with what the server has: every finding is a broken promise. */
export function compare(
  taught: TaughtSession[],
  server: ServerSession[],
  progress: Map<string, ServerProgress>,
  /** The UTC day the roster's pupils joined their classes (the suite adds them as it sets up). */
  pupilsJoinedDay?: string,
): Finding[] {
  const findings: Finding[] = [];
  const byId = new Map(server.map((s) => [s._id, s]));
  const known = new Set(taught.map((s) => s.id));
  for (const s of taught) {
    const found = byId.get(s.id);
    if (s.outcome === 'cancelled') {
      if (found) findings.push({ kind: 'wrong', sequence: s.sequence, detail: `cancelled session ${s.id} counts` });
      continue;
    }
    if (!found) {
      findings.push({ kind: 'lost', sequence: s.sequence, detail: `session ${s.id} of ${s.classLevel} is missing` });
      continue;
    }
    const expected = {
      status: s.outcome === 'ended' ? 'ended' : 'in_progress',
      starting_slide: s.start,
      ending_slide: s.furthest,
      current_slide: s.last,
      students_attended: s.attended,
      total_students: s.total,
      notes: s.notes,
      absent: s.absent ?? null,
    };
    const actual = {
      status: found.status,
      starting_slide: found.starting_slide,
      ending_slide: found.ending_slide,
      current_slide: found.current_slide,
      students_attended: found.students_attended,
      total_students: found.total_students,
      notes: found.notes,
      absent: absentKept(found, pupilsJoinedDay),
    };
    if (JSON.stringify(expected) !== JSON.stringify(actual)) {
      findings.push({
        kind: 'wrong',
        sequence: s.sequence,
        detail: `session ${s.id}: device ${JSON.stringify(expected)} server ${JSON.stringify(actual)}`,
      });
    }
  }
  for (const s of server) {
    if (!known.has(s._id)) {
      findings.push({
        kind: 'duplicated',
        sequence: null,
        detail: `server session ${s._id} of ${s.class_level} was never taught`,
      });
    }
  }
  for (const [classLevel, actual] of progress) {
    const expected = expectedProgress(taught, classLevel);
    if (expected.lastSlideVisited !== actual.lastSlideVisited || expected.furthestSlide !== actual.furthestSlide) {
      findings.push({
        kind: 'wrong',
        sequence: null,
        detail: `progress of ${classLevel}: device ${JSON.stringify(expected)} server ${JSON.stringify(actual)}`,
      });
    }
  }
  return findings;
}
