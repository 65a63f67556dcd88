import type { ClassSessionView } from './sessions-types';
import { CSV_BOM, csvLines } from './csv';
import { percentOf } from './percent';
import { valued } from './valued';

/** GET /api/class-sessions/export: at most this many sessions in one file; a larger filter is refused. */
export const SESSION_EXPORT_MAX = 50_000;
export const SESSION_EXPORT_MESSAGES = {
  tooMany: valued<[number, number]>('{count} sessions match: narrow the filters to at most {max} to export them'),
  offline: valued<[string]>(
    'Offline export: only the sessions this device holds (as of {at}); the server may have more',
  ),
} as const;

export const SESSION_EXPORT_HEADER = [
  'date',
  'school',
  'teacher',
  'class',
  'status',
  'starting_slide',
  'ending_slide',
  'students_attended',
  'total_students',
  'attendance_percent',
  'notes',
];

/** A session's row: dates in ISO 8601 (UTC), numbers as numbers, attendance as a percent to one decimal, as on screen. */
export function sessionCsvRow(s: ClassSessionView): (string | number | null)[] {
  const percent =
    s.students_attended !== null && s.total_students ? percentOf(s.students_attended, s.total_students) : null;
  return [
    new Date(s.session_date).toISOString(),
    s.school_id.name,
    s.teacher_id.name,
    s.class_level,
    s.status,
    s.starting_slide,
    s.ending_slide,
    s.students_attended,
    s.total_students,
    percent,
    s.notes,
  ];
}

/** The whole file: BOM, an optional first line of its own (the offline note), the header and the sessions. */
export const sessionsCsv = (sessions: ClassSessionView[], note?: string) =>
  CSV_BOM + csvLines([...(note ? [[note]] : []), SESSION_EXPORT_HEADER, ...sessions.map(sessionCsvRow)]);
