import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_EXPORT_HEADER } from '#contract/sessions-export';
import { schools, users } from '#server/db/schema/people';
import { classSessions } from '#server/db/schema/teaching';
import { createTestApp, type TestApp } from '#server/testing/test-app';

// The session history as CSV (issue 17's exports): UTF-8 with a BOM, cells that could run as formulas neutralised,
// ISO dates, the list's filters and the caller's scope.
let t: TestApp;
let admin: string;
let teacher: string;
let mohali: string;
let noida: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  teacher = await t.login('teacher@demo.test');
  const rows = await t.db.select({ id: schools.id, name: schools.name, inst: schools.institutionId }).from(schools);
  const school = rows.find((s) => s.name.includes('Mohali'));
  mohali = school?.id as string;
  noida = rows.find((s) => s.name.includes('Noida'))?.id as string;
  const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'teacher@demo.test'));
  const common = {
    teacherId: me?.id as string,
    schoolId: mohali,
    institutionId: school?.inst as string,
    classLevel: '8C',
    grade: 8,
    status: 'ended' as const,
    startingSlide: 1,
    currentSlide: 4,
    endingSlide: 4,
  };
  await t.db.insert(classSessions).values([
    {
      ...common,
      sessionDate: new Date('2026-02-02T09:30:00Z'),
      studentsAttended: 27,
      totalStudents: 30,
      notes: '=HYPERLINK("http://x")',
    },
    {
      ...common,
      sessionDate: new Date('2026-02-03T09:30:00Z'),
      studentsAttended: 29,
      totalStudents: 30,
      notes: 'Fractions, "halves" and\nquarters',
    },
    {
      ...common,
      sessionDate: new Date('2026-02-04T09:30:00Z'),
      studentsAttended: null,
      totalStudents: null,
      notes: '-2+3',
    },
  ]);
});
afterAll(() => t.close());

async function csvOf(query: string, token = admin) {
  const res = await t.app.request(`/api/class-sessions/export?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

describe('GET /api/class-sessions/export', () => {
  it('is UTF-8 with a BOM, a header, ISO dates, and the filter newest first', async () => {
    const { res, bytes, text } = await csvOf(`school_id=${mohali}&class_level=8C`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="sessions-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(SESSION_EXPORT_HEADER.join(','));
    const place = '"Sunrise Public School, Mohali",Priya Sharma,8C,ended,1,4';
    expect(lines.slice(1)).toEqual([
      `2026-02-04T09:30:00.000Z,${place},,,,'-2+3`,
      `2026-02-03T09:30:00.000Z,${place},29,30,96.7,"Fractions, ""halves"" and\nquarters"`,
      `2026-02-02T09:30:00.000Z,${place},27,30,90,"'=HYPERLINK(""http://x"")"`,
      '',
    ]);
  });

  it('takes the list’s filters: dates, and nothing for an id that is no id', async () => {
    const one = await csvOf(`school_id=${mohali}&class_level=8C&start_date=2026-02-03&end_date=2026-02-03`);
    expect(one.text.split('\r\n').filter(Boolean)).toHaveLength(2);
    const none = await csvOf('school_id=not-a-uuid');
    expect(none.text.slice(1)).toBe(`${SESSION_EXPORT_HEADER.join(',')}\r\n`);
    const bad = await t.get('/api/class-sessions/export?start_date=2026-02-05&end_date=2026-02-01', admin);
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('start_date');
    const invalid = await t.get('/api/class-sessions/export?start_date=31-02-2026', admin);
    expect(invalid.status).toBe(400);
  });

  it('keeps to the caller’s scope: a teacher never gets another school’s sessions; a student gets none', async () => {
    const theirs = await csvOf(`school_id=${noida}`, teacher);
    const all = await csvOf(`school_id=${noida}`, admin);
    expect(all.text.split('\r\n').filter(Boolean).length).toBeGreaterThan(1);
    expect(theirs.text.split('\r\n').filter(Boolean)).toHaveLength(1); // the header only
    const student = await t.login('student@demo.test');
    expect((await t.get('/api/class-sessions/export', student)).status).toBe(403);
    expect((await t.get('/api/class-sessions/export')).status).toBe(401);
  });
});
