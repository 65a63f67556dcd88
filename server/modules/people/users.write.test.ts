import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions, schools, teachingAssignments, users } from '#server/db/schema/people';
import { activityLog } from '#server/db/schema/system';
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

const lastActivity = async () =>
  (await t.db.select().from(activityLog).orderBy(desc(activityLog.createdAt)).limit(1))[0];

const studentBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kiran Rao',
  email: uniqueEmail('kiran'),
  password: 'secret12',
  role: 'student',
  phone: '+919812345678',
  studies_at_school: ids.mohali,
  student_details: {
    student_id: `T-${Math.random().toString(36).slice(2, 8)}`,
    class_level: '7b',
    parent_contact: '+919800000001',
  },
  ...overrides,
});

describe('POST /api/users', () => {
  it('creates a student with hashed password, details and an activity entry', async () => {
    const body = studentBody();
    const res = await t.post('/api/users', body, tok.admin);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      name: 'Kiran Rao',
      email: body.email,
      role: 'student',
      status: 'active',
      studies_at_school: ids.mohali,
      student_details: { ...body.student_details, class_level: '7B' },
      created_by: { name: 'Asha Verma' },
    });
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, res.body.user._id));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
    await expect(t.login(body.email, 'secret12')).resolves.toBeTruthy();
    expect(await lastActivity()).toMatchObject({
      action: 'user_created',
      description: 'Created user Kiran Rao (Student)',
    });
  });

  it('links managers through manager_id and teachers through assignments', async () => {
    const im = await t.post(
      '/api/users',
      {
        name: 'New IM',
        email: uniqueEmail('im'),
        password: 'secret12',
        role: 'institution_manager',
        manages_institutions: [ids.bharat],
      },
      tok.admin,
    );
    expect(im.status).toBe(201);
    expect(im.body.user.manages_institutions).toEqual([ids.bharat]);
    const [inst] = await t.db
      .select({ m: institutions.managerId })
      .from(institutions)
      .where(eq(institutions.id, ids.bharat));
    expect(inst?.m).toBe(im.body.user._id);

    const teacher = await t.post(
      '/api/users',
      {
        name: 'New Teacher',
        email: uniqueEmail('teach'),
        password: 'secret12',
        role: 'teacher',
        teaching_assignments: [
          { school_id: ids.noida, classes: ['6a', '7B'] },
          { school_id: ids.gurgaon, classes: [] },
        ],
        manages_institutions: [ids.bharat], // a form filter for teachers: ignored
      },
      tok.admin,
    );
    expect(teacher.status, JSON.stringify(teacher.body)).toBe(201);
    expect(teacher.body.user.teaching_assignments).toEqual(
      expect.arrayContaining([
        { school_id: ids.noida, classes: ['6A', '7B'] },
        { school_id: ids.gurgaon, classes: [] },
      ]),
    );
    expect(teacher.body.user.manages_institutions).toEqual([]);
  });

  it('answers 409 for a taken e-mail (any case) and a student ID taken in the same school', async () => {
    const dupEmail = await t.post('/api/users', studentBody({ email: 'TEACHER@demo.test' }), tok.admin);
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body).toEqual({ error: 'Email already exists' });

    const first = studentBody();
    expect((await t.post('/api/users', first, tok.admin)).status).toBe(201);
    const again = await t.post('/api/users', studentBody({ student_details: first.student_details }), tok.admin);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Student ID already exists in this school' });

    const elsewhere = await t.post(
      '/api/users',
      studentBody({
        studies_at_school: ids.ludhiana,
        student_details: { ...first.student_details, class_level: '5A' },
      }),
      tok.admin,
    );
    expect(elsewhere.status).toBe(201);
  });

  it('rejects unknown schools and classes the school does not offer, under the field', async () => {
    const klass = await t.post(
      '/api/users',
      studentBody({ student_details: { student_id: 'X1', class_level: '12Z' } }),
      tok.admin,
    );
    expect(klass.status).toBe(400);
    expect(klass.body.details).toEqual([
      { field: 'student_details.class_level', msg: 'Class 12Z is not offered at Sunrise Public School, Mohali' },
    ]);
    const inst = await t.post(
      '/api/users',
      {
        name: 'x',
        email: uniqueEmail(),
        password: 'secret12',
        role: 'institution_manager',
        manages_institutions: ['00000000-0000-4000-8000-000000000000'],
      },
      tok.admin,
    );
    expect(inst.status).toBe(400);
    expect(inst.body.details).toEqual([{ field: 'manages_institutions', msg: 'Institution not found' }]);
    const assign = await t.post(
      '/api/users',
      {
        name: 'x',
        email: uniqueEmail(),
        password: 'secret12',
        role: 'teacher',
        teaching_assignments: [{ school_id: ids.mohali, classes: ['9A'] }],
      },
      tok.admin,
    );
    expect(assign.body.details).toEqual([
      { field: 'teaching_assignments', msg: 'Class 9A is not offered at Sunrise Public School, Mohali' },
    ]);
  });
});

describe('PUT /api/users/{id}', () => {
  it('replaces the user; a role change clears every role-specific link', async () => {
    const created = await t.post(
      '/api/users',
      {
        name: 'Switcher',
        email: uniqueEmail('sw'),
        password: 'secret12',
        role: 'teacher',
        teaching_assignments: [{ school_id: ids.mohali, classes: ['8A'] }],
      },
      tok.admin,
    );
    const id = created.body.user._id;
    const res = await t.put(
      `/api/users/${id}`,
      {
        name: 'Switcher Two',
        email: created.body.user.email,
        role: 'school_manager',
        status: 'active',
        phone: '',
        manages_institutions: null,
        manages_schools: [ids.gurgaon],
        teaching_assignments: null,
      },
      tok.admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      name: 'Switcher Two',
      role: 'school_manager',
      manages_schools: [ids.gurgaon],
      teaching_assignments: [],
      phone: null,
    });
    expect(await t.db.$count(teachingAssignments, eq(teachingAssignments.teacherId, id))).toBe(0);
    expect(await lastActivity()).toMatchObject({
      description: 'Updated user Switcher Two (role Teacher → School Manager)',
    });

    const again = await t.put(
      `/api/users/${id}`,
      {
        name: 'Switcher Two',
        email: created.body.user.email,
        role: 'student',
        status: 'active',
        studies_at_school: ids.gurgaon,
        student_details: { student_id: 'SW-1', class_level: '8C', parent_contact: '+9190000' },
      },
      tok.admin,
    );
    expect(again.status).toBe(200);
    expect(again.body.user).toMatchObject({ manages_schools: [], studies_at_school: ids.gurgaon });
    const [school] = await t.db.select({ m: schools.managerId }).from(schools).where(eq(schools.id, ids.gurgaon));
    expect(school?.m).toBeNull();
  });

  it('moves managed rows: schools no longer listed lose this manager', async () => {
    const sm = await t.post(
      '/api/users',
      {
        name: 'Two Schools',
        email: uniqueEmail('sm'),
        password: 'secret12',
        role: 'school_manager',
        manages_schools: [ids.noida, ids.gurgaon],
      },
      tok.admin,
    );
    const id = sm.body.user._id;
    const res = await t.put(
      `/api/users/${id}`,
      {
        name: 'Two Schools',
        email: sm.body.user.email,
        role: 'school_manager',
        status: 'active',
        manages_schools: [ids.noida],
      },
      tok.admin,
    );
    expect(res.body.user.manages_schools).toEqual([ids.noida]);
    const rows = await t.db.select({ id: schools.id }).from(schools).where(eq(schools.managerId, id));
    expect(rows.map((r) => r.id)).toEqual([ids.noida]);
  });

  it("answers 409 for another user's e-mail, 404 for unknown ids, and guards the admin's own role", async () => {
    const created = await t.post('/api/users', studentBody(), tok.admin);
    const body = { ...studentBody(), email: 'rohan.mehta@demo.test', status: 'active' };
    const taken = await t.put(`/api/users/${created.body.user._id}`, body, tok.admin);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('Email already exists');
    expect(
      (await t.put('/api/users/00000000-0000-4000-8000-000000000000', { ...body, email: uniqueEmail() }, tok.admin))
        .status,
    ).toBe(404);
    expect((await t.put('/api/users/not-an-id', { ...body, email: uniqueEmail() }, tok.admin)).status).toBe(404);
    const adminId = await ids.userId('admin@demo.test');
    const self = await t.put(
      `/api/users/${adminId}`,
      {
        name: 'Asha Verma',
        email: 'admin@demo.test',
        role: 'teacher',
        status: 'active',
        teaching_assignments: [{ school_id: ids.mohali, classes: [] }],
      },
      tok.admin,
    );
    expect(self.status).toBe(400);
    expect(self.body.error).toBe('You cannot change your own role');
  });
});

describe('POST /api/users by a school manager (issue 16)', () => {
  const teacherBody = (school: string) => ({
    name: 'Nisha Rao',
    email: uniqueEmail('nisha'),
    password: 'secret12',
    role: 'teacher',
    teaching_assignments: [{ school_id: school, classes: ['6A', '7B'] }],
  });

  it('adds a teacher and a student to their own schools; the teacher can sign in', async () => {
    const teacher = await t.post('/api/users', teacherBody(ids.mohali), tok.school_manager);
    expect(teacher.status, JSON.stringify(teacher.body)).toBe(201);
    expect(teacher.body.user).toMatchObject({ role: 'teacher', status: 'active', created_by: { name: 'Meena Iyer' } });
    await expect(t.login(teacher.body.user.email, 'secret12')).resolves.toBeTruthy();
    const student = await t.post('/api/users', studentBody(), tok.school_manager);
    expect(student.status).toBe(201);
    expect(student.body.user).toMatchObject({ role: 'student', studies_at_school: ids.mohali });
  });

  it('cannot add anyone to another school, nor other roles, nor a pending account; nothing is stored', async () => {
    const outside = teacherBody(ids.noida);
    expect((await t.post('/api/users', outside, tok.school_manager)).status).toBe(404);
    const mixed = {
      ...teacherBody(ids.mohali),
      teaching_assignments: [
        { school_id: ids.mohali, classes: ['6A'] },
        { school_id: ids.gurgaon, classes: ['8A'] },
      ],
    };
    expect((await t.post('/api/users', mixed, tok.school_manager)).status).toBe(404);
    const student = studentBody({ studies_at_school: ids.noida });
    expect((await t.post('/api/users', student, tok.school_manager)).status).toBe(404);
    const manager = { ...teacherBody(ids.mohali), role: 'school_manager', manages_schools: [ids.mohali] };
    const refused = await t.post('/api/users', manager, tok.school_manager);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('School managers can add teachers and students only');
    const pending = await t.post('/api/users', { ...teacherBody(ids.mohali), status: 'pending' }, tok.school_manager);
    expect(pending.status).toBe(400);
    for (const body of [outside, mixed, student, manager]) {
      expect(await t.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    }
    // Institution managers and teachers still cannot add people.
    expect((await t.post('/api/users', teacherBody(ids.mohali), tok.institution_manager)).status).toBe(403);
    expect((await t.post('/api/users', teacherBody(ids.mohali), tok.teacher)).status).toBe(403);
  });
});
