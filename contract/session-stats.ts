import { meanOf } from './percent';
import type { SessionListStats } from './sessions-types';

/** What one session adds to the figures of /sessions. */
export type SessionFigureParts = {
  starting_slide: number;
  ending_slide: number;
  students_attended: number | null;
  total_students: number | null;
};

/**
 * The four figures of /sessions (spec 03 §9's cards) over some sessions: the server's SQL over the whole filter
 * (session-history.ts) and the screen over the sessions it shows (offline) follow this one rule. Average
 * attendance: the mean of each session's unrounded percentage, of the sessions with attendance, rounded once to a
 * whole percent (contract/percent.ts).
 */
export function sessionStatsOf(rows: readonly SessionFigureParts[]): SessionListStats {
  const percents = rows
    .filter((r) => r.students_attended !== null && r.total_students)
    .map((r) => ((r.students_attended ?? 0) * 100) / (r.total_students ?? 1));
  return {
    sessions: rows.length,
    students: rows.reduce((sum, r) => sum + (r.students_attended ?? 0), 0),
    average_attendance: meanOf(percents, 0),
    slides: rows.reduce((sum, r) => sum + Math.max(0, r.ending_slide - r.starting_slide + 1), 0),
  };
}
