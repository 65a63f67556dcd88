import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABSENCE_STREAK, type AbsenceAlertsResponse } from '#contract/absence-alerts';
import type { ClassRosterResponse } from '#contract/classes';
import { schools } from '#server/db/schema/people';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deckPages, uploadDeck } from '#server/testing/test-decks';

// Absence alerts (issue 17): a student absent from the last three roll calls of their class is flagged for those
// who teach or run the class, and for no one else.
let t: TestApp;
let priya: string;
let admin: string;
let mohali: string;
let roster: ClassRosterResponse['students'];

beforeAll(async () => {
  t = await createTestApp();
  priya = await t.login('teacher@demo.test');
  admin = await t.login('admin@demo.test');
  await uploadDeck(t, admin, 6, deckPages(4));
  const rows = await t.db.select({ id: schools.id, name: schools.name }).from(schools);
  mohali = rows.find((s) => s.name.includes('Mohali'))?.id as string;
  roster = (await t.get(`/api/classes/${mohali}/6A/roster`, priya)).body.students;
});
afterAll(() => t.close());

/** A class of 6A ended with these students absent (undefined: the numbers only). */
async function classWith(absent?: string[]) {
  const id = randomUUID();
  await t.post(
    '/api/class-sessions/start-slide-session',
    { school_id: mohali, class_level: '6A', session_id: id },
    priya,
  );
  const total = roster.length;
  const res = await t.post(
    `/api/class-sessions/${id}/end-session`,
    {
      students_attended: total - (absent?.length ?? 0),
      total_students: total,
      notes: '',
      ...(absent ? { absent_student_ids: absent } : {}),
    },
    priya,
  );
  expect(res.status).toBe(200);
}
const alertsOf = async (token: string, query = '') =>
  (await t.get(`/api/classes/absence-alerts${query}`, token)).body as AbsenceAlertsResponse;
const flagged = async (token: string, query = '') => (await alertsOf(token, query)).alerts.map((a) => a.student_id);

describe('GET /api/classes/absence-alerts', () => {
  it('flags a student absent from the last three roll calls; a counts-only class does not break the run', async () => {
    const [often, twice] = [roster[0]?._id as string, roster[1]?._id as string];
    await classWith([often]);
    await classWith([often, twice]);
    await classWith();
    expect(await flagged(priya)).toEqual([]);
    await classWith([often, twice]);
    expect(await flagged(priya)).toEqual([often]);
    const [alert] = (await alertsOf(priya)).alerts;
    expect(alert).toMatchObject({
      school_id: mohali,
      school_name: 'Sunrise Public School, Mohali',
      class_level: '6A',
      name: roster[0]?.name,
    });
    expect((await alertsOf(priya)).streak).toBe(ABSENCE_STREAK);
  });

  it('shows it to those who run the school, and to no one else', async () => {
    const manager = await t.login('school.manager@demo.test');
    expect(await flagged(manager)).toEqual([roster[0]?._id]);
    expect(await flagged(admin, `?school_id=${mohali}`)).toEqual([roster[0]?._id]);
    expect(await flagged(admin, `?school_id=${randomUUID()}`)).toEqual([]);
    expect((await t.get('/api/classes/absence-alerts', await t.login('student@demo.test'))).status).toBe(403);
    // A teacher of another class of the same school sees nothing.
    const other = await t.post(
      '/api/users',
      {
        name: 'Other Teacher',
        email: 'other.teacher@alerts.test',
        password: 'demo1234',
        role: 'teacher',
        teaching_assignments: [{ school_id: mohali, classes: ['8B'] }],
      },
      admin,
    );
    expect(other.status).toBe(201);
    expect(await flagged(await t.login('other.teacher@alerts.test'))).toEqual([]);
    expect((await t.get('/api/classes/absence-alerts?school_id=x', admin)).status).toBe(400);
  });

  it('clears once the student is back', async () => {
    await classWith([]);
    expect(await flagged(priya)).toEqual([]);
  });
});
