import { describe, expect, it } from 'vitest';
import { sessionStatsOf } from '#contract/session-stats';
import type { ClassSessionView } from '#contract/sessions-types';
import type { DeviceSession } from '#src/offline/worker/device-sessions';
import { shownSessions, unsent } from './shown-sessions';

const teacher = { _id: 't1', name: 'Priya Sharma' };
const ctx = { filters: {}, firstPage: true, teacher, schoolName: () => 'Mohali Public School' };

function server(id: string, date: string, extra: Partial<ClassSessionView> = {}): ClassSessionView {
  return {
    _id: id,
    teacher_id: teacher,
    school_id: { _id: 's1', name: 'Mohali Public School' },
    institution_id: 'i1',
    class_level: '6A',
    session_date: date,
    status: 'ended',
    starting_slide: 1,
    ending_slide: 10,
    current_slide: 10,
    students_attended: 20,
    total_students: 25,
    notes: '',
    roll_call: false,
    ended_at: date,
    createdAt: date,
    updatedAt: date,
    ...extra,
  };
}

function device(
  id: string,
  date: string,
  mark: DeviceSession['mark'],
  extra: Partial<DeviceSession> = {},
): DeviceSession {
  return {
    id,
    schoolId: 's1',
    classLevel: '6A',
    startedAt: date,
    startingSlide: 12,
    endingSlide: 15,
    currentSlide: 15,
    ended: true,
    endedAt: date,
    attended: 27,
    total: 30,
    notes: '',
    rollCall: true,
    mark,
    ...extra,
  };
}

const ids = (rows: { _id: string }[]) => rows.map((r) => r._id);

describe('My Sessions: the server’s page and the device’s sessions, each once', () => {
  it('a class ended offline comes first, marked, with its own figures', () => {
    const rows = shownSessions(
      [server('s-old', '2026-11-20T08:00:00.000Z')],
      [device('d-new', '2026-11-27T08:00:00.000Z', { state: 'waiting' })],
      ctx,
    );
    expect(ids(rows)).toEqual(['d-new', 's-old']);
    expect(rows[0]).toMatchObject({ starting_slide: 12, ending_slide: 15, students_attended: 27, status: 'ended' });
    expect(rows.filter(unsent)).toHaveLength(1);
    expect(sessionStatsOf(rows)).toEqual({ sessions: 2, students: 47, average_attendance: 85, slides: 14 });
  });

  it('when the server’s copy arrives, one row: the server’s once sent (marked Sent), the device’s while it waits', () => {
    const sent = shownSessions(
      [server('x', '2026-11-27T08:00:00.000Z')],
      [device('x', '2026-11-27T08:00:00.000Z', { state: 'sent', at: '2026-11-27T10:42:00.000Z' })],
      ctx,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ ending_slide: 10, mark: { state: 'sent' } });
    // Started online, ended offline: the server still has it in progress, the device has the end.
    const waiting = shownSessions(
      [server('x', '2026-11-27T08:00:00.000Z', { status: 'in_progress', students_attended: null })],
      [device('x', '2026-11-27T08:00:00.000Z', { state: 'waiting' })],
      ctx,
    );
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ status: 'ended', students_attended: 27, mark: { state: 'waiting' } });
  });

  it('follows the filters and the first page; the class just ended is the first row', () => {
    const d = [
      device('a', '2026-11-27T08:00:00.000Z', { state: 'waiting' }),
      device('b', '2026-11-27T09:00:00.000Z', { state: 'waiting' }, { classLevel: '7B' }),
    ];
    expect(ids(shownSessions([], d, { ...ctx, filters: { class_level: '7b' } }))).toEqual(['b']);
    expect(ids(shownSessions([], d, { ...ctx, filters: { start_date: '2026-11-27T08:30:00.000Z' } }))).toEqual(['b']);
    expect(ids(shownSessions([], d, { ...ctx, firstPage: false }))).toEqual([]);
    expect(ids(shownSessions([], d, { ...ctx, ended: 'a' }))).toEqual(['a', 'b']);
  });
});
