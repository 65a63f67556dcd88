import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentDetails } from '#server/db/schema/people';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { type DemoRole, demoIds, tokens, uniqueEmail } from '#server/testing/people-fixtures';

let t: TestApp;
let tok: Record<DemoRole, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  t = await createTestApp();
  tok = await tokens(t);
  ids = await demoIds(t);
});
afterAll(() => t.close());

type Person = {
  _id: string;
  name: string;
  email: string;
  student_details: { class_level: string; student_id: string } | null;
  studies_at_school: string | null;
};
const names = (body: { data: Person[] }) => body.data.map((p) => p.name);

describe('GET /api/students', () => {
  it('admin: every student, paged, each with school and institution', async () => {
    const res = await t.get('/api/students?limit=200', tok.admin);
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ total: 308, limit: 200, totalPages: 2 });
    const aarav = res.body.data.find((p: Person) => p.email === 'student@demo.test');
    expect(aarav).toMatchObject({
      student_details: { student_id: 'MOH1001', class_level: '6A' },
      school: {
        _id: ids.mohali,
        name: 'Sunrise Public School, Mohali',
        institution_id: { _id: ids.sunrise, name: 'Sunrise Education Trust' },
      },
      created_by: { name: 'Asha Verma' },
    });
  });

  it('a teacher sees only the students of the classes they teach (the teacher-specific call)', async () => {
    const res = await t.get('/api/students?limit=1000', tok.teacher);
    expect(res.status).toBe(200);
    // Priya teaches Mohali 6A, 6B, 7A and Ludhiana 6A, 5A: five classes of 14.
    expect(res.body.pagination.total).toBe(70);
    const classes = new Set(
      res.body.data.map(
        (p: Person & { school: { name: string } }) =>
          `${p.school.name.split(',')[1]?.trim()}:${p.student_details?.class_level}`,
      ),
    );
    expect([...classes].sort()).toEqual(['Ludhiana:5A', 'Ludhiana:6A', 'Mohali:6A', 'Mohali:6B', 'Mohali:7A']);
    const sixA = await t.get(`/api/students?class_level=6A&school_id=${ids.mohali}`, tok.teacher);
    expect(sixA.body.pagination.total).toBe(14);
    const notTaught = await t.get(`/api/students?class_level=8A&school_id=${ids.mohali}`, tok.teacher);
    expect(notTaught.body.pagination.total).toBe(0);
    expect((await t.get(`/api/students?school_id=${ids.noida}`, tok.teacher)).status).toBe(404);
  });

  it("managers see their schools' students; a school filter outside scope is 404", async () => {
    const sm = await t.get('/api/students?limit=1', tok.school_manager);
    expect(sm.body.pagination.total).toBe(168);
    const im = await t.get(`/api/students?limit=1&school_id=${ids.ludhiana}`, tok.institution_manager);
    expect(im.body.pagination.total).toBe(70);
    expect((await t.get(`/api/students?school_id=${ids.gurgaon}`, tok.school_manager)).status).toBe(404);
  });

  it('searches name, email, student ID and parent contact; filters class, grade and status', async () => {
    const [row] = await t.db.select().from(studentDetails).where(eq(studentDetails.studentId, 'GUR1289'));
    const byParent = await t.get(`/api/students?search=${encodeURIComponent(row?.parentContact ?? '')}`, tok.admin);
    expect(byParent.body.data.map((p: Person) => p.student_details?.student_id)).toEqual(['GUR1289']);
    const byId = await t.get('/api/students?search=gur1289', tok.admin);
    expect(byId.body.pagination.total).toBe(1);
    const byEmail = await t.get('/api/students?search=student@demo', tok.admin);
    expect(names(byEmail.body)).toEqual(['Aarav Gupta']);
    const grade = await t.get('/api/students?class_level=9&limit=1000', tok.admin);
    expect(grade.body.data.every((p: Person) => p.student_details?.class_level.startsWith('9'))).toBe(true);
    expect(grade.body.pagination.total).toBe(42);
    const klass = await t.get(`/api/students?class_level=8c&school_id=${ids.gurgaon}`, tok.admin);
    expect(klass.body.pagination.total).toBe(14);

    const created = await t.post(
      '/api/users',
      {
        name: 'Zed Pending',
        email: uniqueEmail('zp'),
        password: 'secret12',
        role: 'student',
        status: 'pending',
        studies_at_school: ids.noida,
        student_details: { student_id: 'ZP1', class_level: '6A' },
      },
      tok.admin,
    );
    expect(created.status).toBe(201);
    const pending = await t.get('/api/students?status=pending', tok.admin);
    expect(names(pending.body)).toEqual(['Zed Pending']);
    expect((await t.get('/api/students?status=all', tok.admin)).body.pagination.total).toBe(309);
    expect((await t.get('/api/students?class_level=13Z', tok.admin)).status).toBe(400);
  });

  it('pages: page beyond the end, limit cap, defaults', async () => {
    const def = await t.get('/api/students', tok.admin);
    expect(def.body.data).toHaveLength(10);
    expect(def.body.pagination).toMatchObject({ page: 1, limit: 10 });
    const capped = await t.get('/api/students?limit=99999', tok.admin);
    expect(capped.body.pagination.limit).toBe(1000);
    const beyond = await t.get('/api/students?page=1000&limit=200', tok.admin);
    expect(beyond.body).toMatchObject({ data: [], pagination: { page: 1000, totalPages: 2 } });
    const p1 = await t.get('/api/students?limit=5&page=1', tok.admin);
    const p2 = await t.get('/api/students?limit=5&page=2', tok.admin);
    const both = [...p1.body.data, ...p2.body.data].map((p: Person) => p._id);
    expect(new Set(both).size).toBe(10);
    expect((await t.get('/api/students?limit=10', tok.admin)).body.data.map((p: Person) => p._id)).toEqual(both);
  });
});

describe('GET /api/teachers and GET /api/schools/managers/teachers', () => {
  it('admin sees every teacher with schools and institution', async () => {
    const res = await t.get('/api/teachers', tok.admin);
    expect(res.body.pagination.total).toBe(8);
    const priya = res.body.data.find((p: Person) => p.email === 'teacher@demo.test');
    expect(priya.schools.map((s: { name: string }) => s.name).sort()).toEqual([
      'Sunrise Convent School, Ludhiana',
      'Sunrise Public School, Mohali',
    ]);
    expect(priya.schools[0].institution_id.name).toBe('Sunrise Education Trust');
  });

  it('a school manager gets their teachers from the managers call: {teachers, total}', async () => {
    const res = await t.get('/api/schools/managers/teachers', tok.school_manager);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.teachers.map((p: Person) => p.name)).toEqual([
      'Anjali Kapoor',
      'Harpreet Kaur',
      'Priya Sharma',
      'Rohan Mehta',
    ]);
    expect(res.body.pagination.total).toBe(4);
    const paged = await t.get('/api/schools/managers/teachers?limit=2&page=2', tok.school_manager);
    expect(paged.body.teachers.map((p: Person) => p.name)).toEqual(['Priya Sharma', 'Rohan Mehta']);
  });

  it("filters by school and search; hides assignments outside the caller's scope", async () => {
    const ludhiana = await t.get(`/api/teachers?school_id=${ids.ludhiana}`, tok.institution_manager);
    expect(names(ludhiana.body)).toEqual(['Harpreet Kaur', 'Priya Sharma']);
    const search = await t.get('/api/teachers?search=KHAN', tok.admin);
    expect(names(search.body)).toEqual(['Farah Khan']);
    const both = await t.post(
      '/api/users',
      {
        name: 'Across Trusts',
        email: uniqueEmail('x'),
        password: 'secret12',
        role: 'teacher',
        teaching_assignments: [
          { school_id: ids.mohali, classes: ['8A'] },
          { school_id: ids.gurgaon, classes: ['9B'] },
        ],
      },
      tok.admin,
    );
    const im = await t.get('/api/teachers?search=across', tok.institution_manager);
    expect(im.body.data[0]._id).toBe(both.body.user._id);
    expect(im.body.data[0].teaching_assignments).toEqual([{ school_id: ids.mohali, classes: ['8A'] }]);
    expect(im.body.data[0].schools.map((s: { _id: string }) => s._id)).toEqual([ids.mohali]);
  });
});

describe('GET /api/school-managers', () => {
  it('admin sees every school manager with managed schools and institutions', async () => {
    const res = await t.get('/api/school-managers', tok.admin);
    expect(names(res.body)).toEqual(['Kavita Nair', 'Meena Iyer', 'Vikram Singh']);
    const meena = res.body.data.find((p: Person) => p.name === 'Meena Iyer');
    expect(meena.schools.map((s: { _id: string }) => s._id).sort()).toEqual([ids.mohali, ids.ludhiana].sort());
    expect(meena.institutions).toEqual([{ _id: ids.sunrise, name: 'Sunrise Education Trust' }]);
  });

  it('institution and school managers see the managers of their institution; search covers school names', async () => {
    expect(names((await t.get('/api/school-managers', tok.institution_manager)).body)).toEqual(['Meena Iyer']);
    expect(names((await t.get('/api/school-managers', tok.school_manager)).body)).toEqual(['Meena Iyer']);
    expect(names((await t.get('/api/school-managers?search=gurgaon', tok.admin)).body)).toEqual(['Kavita Nair']);
    expect(names((await t.get('/api/school-managers?search=iyer', tok.admin)).body)).toEqual(['Meena Iyer']);
  });
});
