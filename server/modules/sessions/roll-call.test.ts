import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassRosterResponse } from '#contract/classes';
import { SESSION_MESSAGES } from '#contract/sessions';
import { schools } from '#server/db/schema/people';
import { classSessions, sessionAbsences, sessionMarkIssues } from '#server/db/schema/teaching';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deckPages, uploadDeck } from '#server/testing/test-decks';

// A roll call at the end of a class (issue 17): the absent students come with the end and are applied with it, once;
// a mark for a student who was not in the class that day is listed with its reason, not taken.
let t: TestApp;
let priya: string;
let mohali: string;
let roster: ClassRosterResponse['students'];
let stranger: string; // a student of another class

beforeAll(async () => {
  t = await createTestApp();
  priya = await t.login('teacher@demo.test');
  const admin = await t.login('admin@demo.test');
  await uploadDeck(t, admin, 6, deckPages(4));
  const rows = await t.db.select({ id: schools.id, name: schools.name }).from(schools);
  mohali = rows.find((s) => s.name.includes('Mohali'))?.id as string;
  roster = (await t.get(`/api/classes/${mohali}/6A/roster`, priya)).body.students;
  const other = (await t.get(`/api/classes/${mohali}/8B/roster`, admin)).body.students as typeof roster;
  stranger = other[0]?._id as string;
});
afterAll(() => t.close());

async function taught() {
  const id = randomUUID();
  const res = await t.post(
    '/api/class-sessions/start-slide-session',
    { school_id: mohali, class_level: '6A', session_id: id },
    priya,
  );
  expect(res.status).toBe(200);
  return id;
}
/** Ends with a class of 5: present = 5 − absent unless the body says otherwise. */
const end = (id: string, body: { absent_student_ids?: (string | undefined)[] } & Record<string, unknown>) =>
  t.post(
    `/api/class-sessions/${id}/end-session`,
    { students_attended: 5 - new Set(body.absent_student_ids ?? []).size, total_students: 5, notes: '', ...body },
    priya,
  );
const absences = async (id: string) =>
  (await t.db.select().from(sessionAbsences).where(eq(sessionAbsences.sessionId, id))).map((r) => r.studentId).sort();

describe('POST /api/class-sessions/{id}/end-session with a roll call', () => {
  it('keeps the absent students of the class, lists a stranger’s mark with its reason, and applies it once', async () => {
    expect(roster.length).toBeGreaterThanOrEqual(3);
    expect(stranger).toBeTruthy();
    const id = await taught();
    const absent = [roster[0]?._id, roster[1]?._id, stranger] as string[];
    const first = await end(id, { absent_student_ids: absent });
    expect(first.status).toBe(200);
    expect(first.body.applied).toBe(true);
    // The answer tells the device which marks were not taken, by name, and why.
    const day0 = new Date().toISOString().slice(0, 10);
    expect(first.body.mark_issues).toEqual([
      { student_id: stranger, name: expect.any(String), reason: `Not in Class 6A on ${day0}` },
    ]);
    expect(await absences(id)).toEqual(absent.slice(0, 2).sort());
    const issues = await t.db.select().from(sessionMarkIssues).where(eq(sessionMarkIssues.sessionId, id));
    const day = new Date().toISOString().slice(0, 10);
    expect(issues.map((i) => [i.studentId, i.reason])).toEqual([[stranger, `Not in Class 6A on ${day}`]]);
    const [row] = await t.db
      .select({ rollCall: classSessions.rollCall })
      .from(classSessions)
      .where(eq(classSessions.id, id));
    expect(row?.rollCall).toBe(true);
    // The session read on its own shows its marks, and the mark not taken with its reason.
    const detail = (await t.get(`/api/class-sessions/${id}`, priya)).body.session;
    expect(detail.roll_call).toBe(true);
    expect(detail.absent_student_ids).toEqual(absent.slice(0, 2).sort());
    expect(detail.mark_issues).toEqual([first.body.mark_issues[0]]);

    // The outbox sends it again (a retry), with another roll call: nothing changes.
    const again = await end(id, { absent_student_ids: [roster[2]?._id] });
    expect(again.body.applied).toBe(false);
    expect(again.body.mark_issues).toEqual(first.body.mark_issues);
    expect(await absences(id)).toEqual(absent.slice(0, 2).sort());
  });

  it('takes an empty roll call (everyone present) and an end without one (the numbers only)', async () => {
    const everyone = await taught();
    expect((await end(everyone, { absent_student_ids: [] })).status).toBe(200);
    const numbers = await taught();
    expect((await end(numbers, {})).status).toBe(200);
    const flags = await t.db
      .select({ id: classSessions.id, rollCall: classSessions.rollCall })
      .from(classSessions)
      .where(eq(classSessions.schoolId, mohali));
    expect(flags.find((f) => f.id === everyone)?.rollCall).toBe(true);
    expect(flags.find((f) => f.id === numbers)?.rollCall).toBe(false);
    expect(await absences(everyone)).toEqual([]);
  });

  it('refuses marks that are no student ids or more than the class, with a field message, and stores nothing', async () => {
    const id = await taught();
    const bad = await end(id, { absent_student_ids: ['x'] });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ field: 'absent_student_ids', msg: SESSION_MESSAGES.rollCallIds }]);
    const counts = await end(id, { absent_student_ids: [roster[0]?._id], students_attended: 2 });
    expect(counts.status).toBe(400);
    expect(counts.body.details).toEqual([{ field: 'students_attended', msg: SESSION_MESSAGES.rollCallCounts }]);
    const many = await end(id, {
      absent_student_ids: Array.from({ length: 6 }, () => randomUUID()),
      students_attended: 0,
      total_students: 5,
    });
    expect(many.status).toBe(400);
    expect(many.body.details).toEqual([{ field: 'absent_student_ids', msg: SESSION_MESSAGES.absentExceedTotal }]);
    const [row] = await t.db
      .select({ status: classSessions.status })
      .from(classSessions)
      .where(eq(classSessions.id, id));
    expect(row?.status).toBe('in_progress');
  });
});

describe('PUT /api/class-sessions/{id} with a roll call (Edit Session)', () => {
  const edit = (id: string, body: Record<string, unknown>) => t.put(`/api/class-sessions/${id}`, body, priya);
  const detail = async (id: string) => (await t.get(`/api/class-sessions/${id}`, priya)).body.session;

  it('replaces the marks, keeps them when only the notes change, and removes them for numbers alone', async () => {
    const id = await taught();
    await end(id, { absent_student_ids: [roster[0]?._id] });
    const replaced = await edit(id, { absent_student_ids: [roster[1]?._id, roster[2]?._id], students_attended: 3 });
    expect(replaced.status).toBe(200);
    expect((await detail(id)).absent_student_ids).toEqual([roster[1]?._id, roster[2]?._id].sort());

    expect((await edit(id, { notes: 'Fair day' })).status).toBe(200);
    expect((await detail(id)).absent_student_ids).toHaveLength(2);

    // Numbers that no longer add up with the roll call kept: refused, nothing changed.
    const bad = await edit(id, { students_attended: 4 });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ field: 'students_attended', msg: SESSION_MESSAGES.rollCallCounts }]);
    expect((await detail(id)).students_attended).toBe(3);

    const numbers = await edit(id, { absent_student_ids: null, students_attended: 4 });
    expect(numbers.status).toBe(200);
    expect(await detail(id)).toMatchObject({ roll_call: false, absent_student_ids: [], students_attended: 4 });
  });

  it('refuses bad marks with a field message and changes nothing', async () => {
    const id = await taught();
    await end(id, { absent_student_ids: [] });
    const bad = await edit(id, { absent_student_ids: ['nope'], notes: 'changed' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ field: 'absent_student_ids', msg: SESSION_MESSAGES.rollCallIds }]);
    const many = await edit(id, { absent_student_ids: Array.from({ length: 6 }, () => randomUUID()) });
    expect(many.status).toBe(400);
    expect(await detail(id)).toMatchObject({ notes: '', roll_call: true, absent_student_ids: [] });
  });
});

describe('a device whose clock is off (X-Device-Time)', () => {
  // 30 hours behind: the device's own date is always an earlier day than the server's.
  const SKEW = -30 * 3_600_000;
  const deviceNow = () => new Date(Date.now() + SKEW).toISOString();

  it('dates the class by the server’s clock, so the marks of a pupil who joined today are taken', async () => {
    const admin = await t.login('admin@demo.test');
    const joined = await t.post(
      '/api/users',
      {
        name: 'Nisha Joined Today',
        email: `nisha.${randomUUID().slice(0, 8)}@demo.test`,
        password: 'secret12',
        role: 'student',
        studies_at_school: mohali,
        student_details: { student_id: `J-${randomUUID().slice(0, 6)}`, class_level: '6A', parent_contact: '' },
      },
      admin,
    );
    expect(joined.status).toBe(201);
    const pupil = joined.body.user._id as string;
    const id = randomUUID();
    const clock = () => ({ 'X-Device-Time': deviceNow() });
    const start = await t.post(
      '/api/class-sessions/start-slide-session',
      { school_id: mohali, class_level: '6A', session_id: id, started_at: deviceNow() },
      priya,
      clock(),
    );
    expect(start.status).toBe(200);
    const ended = await t.post(
      `/api/class-sessions/${id}/end-session`,
      { students_attended: 4, total_students: 5, notes: '', absent_student_ids: [pupil], clientTimestamp: deviceNow() },
      priya,
      clock(),
    );
    expect(ended.status).toBe(200);
    expect(ended.body.mark_issues).toEqual([]);
    expect(await absences(id)).toEqual([pupil]);
    const session = (await t.get(`/api/class-sessions/${id}`, priya)).body.session;
    expect(Math.abs(Date.parse(session.session_date) - Date.now())).toBeLessThan(60_000);
    expect(Math.abs(Date.parse(session.ended_at) - Date.now())).toBeLessThan(60_000);

    // Without the header the device's time is believed as it is (a year back at most): the same class, a day
    // earlier, when the pupil had not joined; the mark waits in 'Needs attention' with its reason.
    const early = randomUUID();
    await t.post(
      '/api/class-sessions/start-slide-session',
      { school_id: mohali, class_level: '6A', session_id: early, started_at: deviceNow() },
      priya,
    );
    const unskewed = await end(early, { absent_student_ids: [pupil], clientTimestamp: deviceNow() });
    expect(unskewed.body.mark_issues).toEqual([
      { student_id: pupil, name: 'Nisha Joined Today', reason: expect.stringMatching(/^Not in Class 6A on /) },
    ]);
  });
});
