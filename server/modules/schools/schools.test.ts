import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachingAssignments } from '#server/db/schema/people';
import { classSessions } from '#server/db/schema/teaching';
import { activityLog } from '#server/db/schema/system';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import {
  type DemoRole,
  demoIds,
  institutionBody,
  schoolBody,
  tokens,
  uniqueEmail,
} from '#server/testing/people-fixtures';

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

describe('GET /api/schools', () => {
  it('lists schools with institution, manager, classes, counts and board', async () => {
    const res = await t.get('/api/schools', tok.admin);
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ total: 4, page: 1, limit: 10 });
    const mohali = res.body.data.find((s: { _id: string }) => s._id === ids.mohali);
    expect(mohali).toMatchObject({
      name: 'Sunrise Public School, Mohali',
      institution_id: { _id: ids.sunrise, name: 'Sunrise Education Trust' },
      manager_id: { name: 'Meena Iyer', email: 'school.manager@demo.test' },
      created_by: { name: 'Asha Verma' },
      classes_offered: ['6A', '6B', '6C', '7A', '7B', '8A', '8B'],
      fee_per_student: 2400,
      metadata: { board: 'CBSE', city: 'Mohali', state: 'Punjab' },
      statistics: { teachers: 3, students: 98, classes: 7 },
    });
    expect(mohali.total_slides_per_class).toMatchObject({ '1': 30, '12': 85 });
  });

  it('filters by institution and search; scopes to the caller', async () => {
    const bharat = await t.get(`/api/schools?institution_id=${ids.bharat}`, tok.admin);
    expect(bharat.body.data.map((s: { _id: string }) => s._id).sort()).toEqual([ids.noida, ids.gurgaon].sort());
    const search = await t.get('/api/schools?search=ludhiana', tok.admin);
    expect(search.body.data.map((s: { _id: string }) => s._id)).toEqual([ids.ludhiana]);
    const im = await t.get('/api/schools?limit=100', tok.institution_manager);
    expect(im.body.data.map((s: { _id: string }) => s._id).sort()).toEqual([ids.mohali, ids.ludhiana].sort());
    const teacher = await t.get('/api/schools', tok.teacher);
    expect(teacher.body.pagination.total).toBe(2);
    const outside = await t.get(`/api/schools?institution_id=${ids.bharat}`, tok.institution_manager);
    expect(outside.status).toBe(404);
    expect((await t.get('/api/schools?institution_id=zzz', tok.admin)).status).toBe(400);
  });

  it('pages: defaults, beyond the end, the cap', async () => {
    const page2 = await t.get('/api/schools?limit=3&page=2', tok.admin);
    expect(page2.body.data).toHaveLength(1);
    expect(page2.body.pagination).toMatchObject({ total: 4, totalPages: 2 });
    expect((await t.get('/api/schools?page=9', tok.admin)).body.data).toEqual([]);
    expect((await t.get('/api/schools?limit=1001', tok.admin)).body.pagination.limit).toBe(1000);
  });
});

describe('GET /api/schools/{id}', () => {
  it('shows a student their own school', async () => {
    const res = await t.get(`/api/schools/${ids.mohali}`, tok.student);
    expect(res.status).toBe(200);
    expect(res.body.school._id).toBe(ids.mohali);
    expect((await t.get(`/api/schools/${ids.ludhiana}`, tok.student)).status).toBe(404);
  });
});

describe('POST, PUT and DELETE /api/schools', () => {
  it('creates a school with default slides filled in and logs it', async () => {
    const res = await t.post(
      '/api/schools',
      { ...schoolBody(ids.bharat, 'Kochi Model School'), classes_offered: ['8a', '7B', '7A', '7a'] },
      tok.admin,
    );
    expect(res.status).toBe(201);
    expect(res.body.school).toMatchObject({
      name: 'Kochi Model School',
      institution_id: { _id: ids.bharat },
      manager_id: null,
      classes_offered: ['7A', '7B', '8A'],
      fee_per_student: 1500,
      statistics: { teachers: 0, students: 0, classes: 3 },
    });
    expect(res.body.school.total_slides_per_class).toMatchObject({ '1': 30, '6': 55, '7': 40, '12': 85 });
    expect(await lastActivity()).toMatchObject({
      action: 'school_created',
      description: 'Created school Kochi Model School',
    });
  });

  it('checks institution and manager references', async () => {
    const noInst = await t.post('/api/schools', schoolBody('00000000-0000-4000-8000-000000000000'), tok.admin);
    expect(noInst.body.details).toEqual([{ field: 'institution_id', msg: 'Institution not found' }]);
    const wrongManager = await t.post(
      '/api/schools',
      { ...schoolBody(ids.bharat), manager_id: await ids.userId('teacher@demo.test') },
      tok.admin,
    );
    expect(wrongManager.body.details).toEqual([{ field: 'manager_id', msg: 'Manager must be a school manager' }]);
  });

  it('edits: sets the manager, prunes dropped classes from assignments, refuses dropping a class with students', async () => {
    const created = await t.post('/api/schools', schoolBody(ids.bharat, 'Edit School'), tok.admin);
    const id = created.body.school._id;
    const sm = await t.post(
      '/api/users',
      {
        name: 'Edit SM',
        email: uniqueEmail('sm'),
        password: 'secret12',
        role: 'school_manager',
        manages_schools: [ids.noida],
      },
      tok.admin,
    );
    const teacher = await t.post(
      '/api/users',
      {
        name: 'Edit Teacher',
        email: uniqueEmail('t'),
        password: 'secret12',
        role: 'teacher',
        teaching_assignments: [{ school_id: id, classes: ['7A', '8A'] }],
      },
      tok.admin,
    );
    await t.post(
      '/api/users',
      {
        name: 'Edit Student',
        email: uniqueEmail('s'),
        password: 'secret12',
        role: 'student',
        studies_at_school: id,
        student_details: { student_id: 'E1', class_level: '7B' },
      },
      tok.admin,
    );

    const res = await t.put(
      `/api/schools/${id}`,
      {
        ...schoolBody(ids.bharat, 'Edit School Two'),
        classes_offered: ['7A', '7B'],
        manager_id: sm.body.user._id,
        fee_per_student: 0,
      },
      tok.admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.school).toMatchObject({
      name: 'Edit School Two',
      classes_offered: ['7A', '7B'],
      manager_id: { _id: sm.body.user._id },
      fee_per_student: 0,
    });
    const [assignment] = await t.db
      .select()
      .from(teachingAssignments)
      .where(eq(teachingAssignments.teacherId, teacher.body.user._id));
    expect(assignment?.classes).toEqual(['7A']);

    const blocked = await t.put(
      `/api/schools/${id}`,
      { ...schoolBody(ids.bharat, 'Edit School Two'), classes_offered: ['7A'] },
      tok.admin,
    );
    expect(blocked.status).toBe(409);
    expect(blocked.body.error).toBe('Class 7B still has students. Move them before removing the class.');
    expect(await lastActivity()).toMatchObject({ description: 'Updated school Edit School Two' });
  });

  it('moving a school to another institution moves its sessions too', async () => {
    const target = await t.post('/api/institutions', institutionBody('New Home'), tok.admin);
    const current = (await t.get(`/api/schools/${ids.gurgaon}`, tok.admin)).body.school;
    const body = {
      name: current.name,
      institution_id: target.body.institution._id,
      manager_id: current.manager_id?._id,
      classes_offered: current.classes_offered,
      total_slides_per_class: current.total_slides_per_class,
      fee_per_student: current.fee_per_student,
      metadata: current.metadata,
    };
    const res = await t.put(`/api/schools/${ids.gurgaon}`, body, tok.admin);
    expect(res.status).toBe(200);
    const sessions = await t.db
      .selectDistinct({ inst: classSessions.institutionId })
      .from(classSessions)
      .where(eq(classSessions.schoolId, ids.gurgaon));
    expect(sessions).toEqual([{ inst: target.body.institution._id }]);
  });

  it('deletes an empty school; one with students, teachers or sessions answers 409', async () => {
    const created = await t.post('/api/schools', schoolBody(ids.bharat, 'Temporary School'), tok.admin);
    const res = await t.del(`/api/schools/${created.body.school._id}`, tok.admin);
    expect(res.status).toBe(200);
    expect(await lastActivity()).toMatchObject({
      action: 'school_deleted',
      description: 'Deleted school Temporary School',
    });
    expect((await t.get(`/api/schools/${created.body.school._id}`, tok.admin)).status).toBe(404);
    const blocked = await t.del(`/api/schools/${ids.ludhiana}`, tok.admin);
    expect(blocked.status).toBe(409);
    expect(blocked.body.error).toMatch(
      /^Cannot delete Sunrise Convent School, Ludhiana: it still has 70 students, 2 teachers and \d+ class sessions.*\. Move or remove them first\.$/,
    );
  });
});

type Case = [string, Record<string, unknown>, { field: string; msg: string }[]];
const valid = () => schoolBody(ids.bharat);
const cases = (): Case[] => [
  [
    'everything missing',
    {},
    [
      { field: 'name', msg: 'School name is required' },
      { field: 'institution_id', msg: 'Institution is required' },
      { field: 'classes_offered', msg: 'At least one class must be offered' },
      { field: 'metadata.state', msg: 'State is required' },
      { field: 'metadata.city', msg: 'City is required' },
      { field: 'metadata.address', msg: 'Address is required' },
      { field: 'metadata.contact_email', msg: 'Contact email is required' },
      { field: 'metadata.contact_phone', msg: 'Phone number is required' },
      { field: 'metadata.board', msg: 'Educational board is required' },
    ],
  ],
  [
    'invalid email',
    { ...valid(), metadata: { ...valid().metadata, contact_email: 'x@y' } },
    [{ field: 'metadata.contact_email', msg: 'Email is invalid' }],
  ],
  [
    'phone with letters',
    { ...valid(), metadata: { ...valid().metadata, contact_phone: 'call the office' } },
    [{ field: 'metadata.contact_phone', msg: 'Phone number may have digits, spaces, +, - and brackets only' }],
  ],
  [
    'negative fee',
    { ...valid(), fee_per_student: -1 },
    [{ field: 'fee_per_student', msg: 'Fee must be a non-negative number' }],
  ],
  [
    'non-numeric fee',
    { ...valid(), fee_per_student: 'ten' },
    [{ field: 'fee_per_student', msg: 'Fee must be a non-negative number' }],
  ],
  [
    'slides below 1',
    { ...valid(), total_slides_per_class: { '5': 0 } },
    [{ field: 'total_slides_per_class.5', msg: 'Slides per class must be at least 1' }],
  ],
  [
    'unknown board',
    { ...valid(), metadata: { ...valid().metadata, board: 'IB' } },
    [{ field: 'metadata.board', msg: 'Board must be CBSE, ICSE, State Board or Other' }],
  ],
  [
    'bad class label',
    { ...valid(), classes_offered: ['13A'] },
    [{ field: 'classes_offered.0', msg: 'Classes must be a grade from 1 to 12 and a section from A to Z' }],
  ],
];

describe('school validation (spec 02 §5)', () => {
  it('create: every message', async () => {
    for (const [name, body, details] of cases()) {
      const res = await t.post('/api/schools', body, tok.admin);
      expect([name, res.status, res.body.details]).toEqual([name, 400, details]);
    }
  });
  it('edit: the same rules, with "Phone Number is required"', async () => {
    const res = await t.put(
      `/api/schools/${ids.noida}`,
      { ...valid(), metadata: { ...valid().metadata, contact_phone: '' } },
      tok.admin,
    );
    expect(res.body.details).toEqual([{ field: 'metadata.contact_phone', msg: 'Phone Number is required' }]);
    for (const [name, body, details] of cases().slice(1)) {
      const edit = await t.put(`/api/schools/${ids.noida}`, body, tok.admin);
      expect([name, edit.status, edit.body.details]).toEqual([name, 400, details]);
    }
  });
});
