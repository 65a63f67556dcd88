import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentDetails, users } from '#server/db/schema/people';
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

describe('GET /api/users', () => {
  it('pages every user, 10 by default, by name', async () => {
    const res = await t.get('/api/users', tok.admin);
    expect(res.status).toBe(200);
    const total = await t.db.$count(users);
    expect(res.body.pagination).toMatchObject({ total, page: 1, limit: 10, totalPages: Math.ceil(total / 10) });
    expect(res.body.data).toHaveLength(10);
    const names = res.body.data.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(JSON.stringify(res.body)).not.toMatch(/password_?hash|argon2/i);
  });

  it('filters by role, status, search and class level in the database', async () => {
    const teachers = await t.get('/api/users?role=teacher&limit=100', tok.admin);
    expect(teachers.body.pagination.total).toBe(8);
    expect(teachers.body.data.every((u: { role: string }) => u.role === 'teacher')).toBe(true);

    const search = await t.get('/api/users?search=PRIYA', tok.admin);
    expect(search.body.data.map((u: { email: string }) => u.email)).toEqual(['teacher@demo.test']);

    const byStudentId = await t.get('/api/users?search=MOH1001', tok.admin);
    expect(byStudentId.body.data.map((u: { email: string }) => u.email)).toContain('student@demo.test');

    const sixA = await t.get('/api/users?class_level=6a&limit=1000', tok.admin);
    expect(sixA.body.pagination.total).toBe(await t.db.$count(studentDetails, eq(studentDetails.classLevel, '6A')));
    expect(
      sixA.body.data.every((u: { student_details: { class_level: string } }) => u.student_details.class_level === '6A'),
    ).toBe(true);

    const grade = await t.get('/api/users?class_level=9&limit=1000', tok.admin);
    expect(
      grade.body.data.every((u: { student_details: { class_level: string } }) =>
        u.student_details.class_level.startsWith('9'),
      ),
    ).toBe(true);
    expect(grade.body.pagination.total).toBeGreaterThan(0);

    const all = await t.get('/api/users?role=all&status=all', tok.admin);
    expect(all.status).toBe(200);
    const literal = await t.get('/api/users?search=%25', tok.admin);
    expect(literal.body.pagination.total).toBe(0);
  });

  it('handles pagination edges: beyond the end, the 1000 cap, bad values', async () => {
    const beyond = await t.get('/api/users?page=999', tok.admin);
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.pagination.page).toBe(999);

    const capped = await t.get('/api/users?limit=5000', tok.admin);
    expect(capped.body.pagination.limit).toBe(1000);
    expect(capped.body.data.length).toBe(Math.min(1000, capped.body.pagination.total));

    const zero = await t.get('/api/users?limit=0', tok.admin);
    expect(zero.status).toBe(400);
    expect(zero.body.details).toEqual([{ field: 'limit', msg: 'limit must be at least 1' }]);
    expect((await t.get('/api/users?page=abc', tok.admin)).status).toBe(400);
    expect((await t.get('/api/users?role=boss', tok.admin)).status).toBe(400);
  });
});

describe('GET /api/users/institution/{id}', () => {
  it("lists the managers, teachers and students of the institution's schools", async () => {
    const res = await t.get(`/api/users/institution/${ids.sunrise}?limit=1000`, tok.institution_manager);
    expect(res.status).toBe(200);
    const emails = res.body.data.map((u: { email: string }) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'institution.manager@demo.test',
        'school.manager@demo.test',
        'teacher@demo.test',
        'student@demo.test',
      ]),
    );
    expect(emails).not.toContain('noida.manager@demo.test');
    expect(emails).not.toContain('amit.joshi@demo.test');
    const teachers = await t.get(`/api/users/institution/${ids.sunrise}?role=teacher`, tok.admin);
    expect(teachers.body.data.map((u: { name: string }) => u.name)).toEqual([
      'Anjali Kapoor',
      'Harpreet Kaur',
      'Priya Sharma',
      'Rohan Mehta',
    ]);
    const missing = await t.get('/api/users/institution/00000000-0000-4000-8000-000000000000', tok.admin);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Institution not found');
  });
});

describe('GET /api/users/{id}', () => {
  it('shows a student to their teacher, limited to what the teacher may see', async () => {
    const student = await ids.userId('student@demo.test');
    const res = await t.get(`/api/users/${student}`, tok.teacher);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'student@demo.test', student_details: { class_level: '6A' } });
  });

  it("shows an institution manager a teacher's assignments in their institution only", async () => {
    const moved = await t.post(
      '/api/users',
      {
        name: 'Two Institutions',
        email: uniqueEmail('two'),
        password: 'secret12',
        role: 'teacher',
        teaching_assignments: [
          { school_id: ids.mohali, classes: ['8B'] },
          { school_id: ids.noida, classes: ['9A'] },
        ],
      },
      tok.admin,
    );
    const res = await t.get(`/api/users/${moved.body.user._id}`, tok.institution_manager);
    expect(res.status).toBe(200);
    expect(res.body.user.teaching_assignments).toEqual([{ school_id: ids.mohali, classes: ['8B'] }]);
    const admin = await t.get(`/api/users/${moved.body.user._id}`, tok.admin);
    expect(admin.body.user.teaching_assignments).toHaveLength(2);
  });
});
