import type { ClassSessionView } from '#contract/sessions-types';
import type { DeviceSession, DeviceSessionMark } from '#src/offline/worker/device-sessions';

/** A row of My Sessions: the server's copy or the device's, with where the device stands on it. */
export type ShownSession = ClassSessionView & { mark?: DeviceSessionMark };

type ShownFilters = { school_id?: string; class_level?: string; start_date?: string };

type Context = {
  filters: ShownFilters;
  /** Device sessions the server has not listed go on the first page only. */
  firstPage: boolean;
  teacher: { _id: string; name: string };
  schoolName: (id: string) => string;
  /** The class just ended (`/sessions?ended=`): shown first. */
  ended?: string;
};

/** A device session in the history's shape. */
function deviceRow(d: DeviceSession, { teacher, schoolName }: Pick<Context, 'teacher' | 'schoolName'>) {
  const row: ShownSession = {
    _id: d.id,
    teacher_id: teacher,
    school_id: { _id: d.schoolId, name: schoolName(d.schoolId) },
    institution_id: '',
    class_level: d.classLevel,
    session_date: d.startedAt,
    status: d.ended ? 'ended' : 'in_progress',
    starting_slide: d.startingSlide,
    ending_slide: d.endingSlide,
    current_slide: d.currentSlide,
    students_attended: d.attended,
    total_students: d.total,
    notes: d.notes,
    roll_call: d.rollCall,
    ended_at: d.endedAt,
    createdAt: d.startedAt,
    updatedAt: d.endedAt ?? d.startedAt,
    mark: d.mark,
  };
  return row;
}

const matches = (d: DeviceSession, f: ShownFilters) =>
  (!f.school_id || d.schoolId === f.school_id) &&
  (!f.class_level || d.classLevel.toUpperCase() === f.class_level.toUpperCase()) &&
  (!f.start_date || d.startedAt >= f.start_date);

const newestFirst = (a: ClassSessionView, b: ClassSessionView) =>
  Date.parse(b.session_date) - Date.parse(a.session_date) || (a._id < b._id ? 1 : -1);

/**
 * My Sessions from the server's page and what this device knows (issue 39): each session once. While the device
 * has changes of a session the server has not confirmed (waiting, or refused), the device's copy is the newer one;
 * once confirmed, the server's copy is shown, marked 'Sent …' for a week. Device sessions the server's page does not
 * list (not sent yet, or sent after the page was fetched) come first on the first page; the class just ended is
 * the first row.
 */
export function shownSessions(server: ClassSessionView[], device: DeviceSession[], ctx: Context): ShownSession[] {
  const byId = new Map(device.filter((d) => matches(d, ctx.filters)).map((d) => [d.id, d]));
  const rows: ShownSession[] = server.map((s) => {
    const d = byId.get(s._id);
    byId.delete(s._id);
    if (!d) return s;
    return d.mark.state === 'sent' ? { ...s, mark: d.mark } : { ...deviceRow(d, ctx), school_id: s.school_id };
  });
  const extra = ctx.firstPage ? [...byId.values()].map((d) => deviceRow(d, ctx)) : [];
  const all = extra.length ? [...extra, ...rows].sort(newestFirst) : rows;
  const ended = ctx.ended ? all.findIndex((r) => r._id === ctx.ended) : -1;
  if (ended > 0) all.unshift(...all.splice(ended, 1));
  return all;
}

/** Whether a row is on this device only for now: its changes wait to be sent, or were refused. */
export const unsent = (row: ShownSession) => row.mark !== undefined && row.mark.state !== 'sent';
