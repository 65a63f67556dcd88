import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { demoIds, uniqueEmail } from '#server/testing/people-fixtures';

let t: TestApp;
let admin: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
let studentId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  ids = await demoIds(t);
  studentId = await ids.userId('student@demo.test');
});
afterAll(() => t.close());

const base = () => ({ name: 'Valid Name', email: uniqueEmail('v'), password: 'secret12', role: 'admin' });
const student = () => ({
  ...base(),
  role: 'student',
  studies_at_school: ids.mohali,
  student_details: { student_id: 'V-1', class_level: '6A', parent_contact: '+919800000000' },
});

type Case = [string, () => Record<string, unknown>, { field: string; msg: string }[]];

/** Each message of spec 02 §5, exactly, under its field. */
const createCases: Case[] = [
  ['name required', () => ({ ...base(), name: '  ' }), [{ field: 'name', msg: 'Name is required' }]],
  ['email required', () => ({ ...base(), email: '' }), [{ field: 'email', msg: 'Email is required' }]],
  ['email invalid', () => ({ ...base(), email: 'not-an-email' }), [{ field: 'email', msg: 'Email is invalid' }]],
  [
    'password required',
    () => ({ ...base(), password: undefined }),
    [{ field: 'password', msg: 'Password is required' }],
  ],
  [
    'password short',
    () => ({ ...base(), password: '12345' }),
    [{ field: 'password', msg: 'Password must be at least 6 characters' }],
  ],
  ['role required', () => ({ ...base(), role: '' }), [{ field: 'role', msg: 'Role is required' }]],
  [
    'institutions',
    () => ({ ...base(), role: 'institution_manager', manages_institutions: [] }),
    [{ field: 'manages_institutions', msg: 'At least one institution is required' }],
  ],
  [
    'schools',
    () => ({ ...base(), role: 'school_manager', manages_schools: null }),
    [{ field: 'manages_schools', msg: 'At least one school is required' }],
  ],
  [
    'assignments',
    () => ({ ...base(), role: 'teacher' }),
    [{ field: 'teaching_assignments', msg: 'At least one teaching assignment is required' }],
  ],
  [
    'assignment school',
    () => ({ ...base(), role: 'teacher', teaching_assignments: [{ school_id: '', classes: [] }] }),
    [{ field: 'teaching_assignments.0.school_id', msg: 'Please select a school first to see available classes' }],
  ],
  [
    'student school',
    () => ({ ...student(), studies_at_school: '' }),
    [{ field: 'studies_at_school', msg: 'School is required for students' }],
  ],
  [
    'student id',
    () => ({ ...student(), student_details: { student_id: '', class_level: '6A' } }),
    [{ field: 'student_details.student_id', msg: 'Student ID is required' }],
  ],
  [
    'class level',
    () => ({ ...student(), student_details: { student_id: 'V-2', class_level: '' } }),
    [{ field: 'student_details.class_level', msg: 'Class level is required' }],
  ],
  [
    'class level format',
    () => ({ ...student(), student_details: { student_id: 'V-2', class_level: '13A' } }),
    [
      {
        field: 'student_details.class_level',
        msg: 'Class level must be a grade from 1 to 12 and a section from A to Z',
      },
    ],
  ],
  [
    'phone digits',
    () => ({ ...base(), phone: '+91 98-76' }),
    [{ field: 'phone', msg: 'Phone number must contain digits only' }],
  ],
  [
    'all student fields at once',
    () => ({ ...base(), role: 'student', student_details: null }),
    [
      { field: 'studies_at_school', msg: 'School is required for students' },
      { field: 'student_details.student_id', msg: 'Student ID is required' },
      { field: 'student_details.class_level', msg: 'Class level is required' },
    ],
  ],
];

describe('POST /api/users validation', () => {
  it.each(createCases)('%s', async (_name, body, details) => {
    const res = await t.post('/api/users', body(), admin);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(details);
    expect(res.body.error).toBe(details.map((d) => d.msg).join(', '));
  });

  it('does not require a parent contact on create', async () => {
    const res = await t.post(
      '/api/users',
      { ...student(), student_details: { student_id: 'V-3', class_level: '6a' } },
      admin,
    );
    expect(res.status).toBe(201);
  });
});

const editBase = () => ({ ...student(), password: undefined, status: 'active' });
const editCases: Case[] = [
  ['status required', () => ({ ...editBase(), status: '' }), [{ field: 'status', msg: 'Status is required' }]],
  [
    'parent contact required',
    () => ({ ...editBase(), student_details: { student_id: 'MOH1001', class_level: '6A', parent_contact: ' ' } }),
    [{ field: 'student_details.parent_contact', msg: 'Parent contact is required' }],
  ],
  [
    'student fields under each field',
    () => ({ ...editBase(), studies_at_school: null, student_details: {} }),
    [
      { field: 'studies_at_school', msg: 'School is required for students' },
      { field: 'student_details.student_id', msg: 'Student ID is required' },
      { field: 'student_details.class_level', msg: 'Class level is required' },
      { field: 'student_details.parent_contact', msg: 'Parent contact is required' },
    ],
  ],
  [
    'name and email',
    () => ({ ...editBase(), name: '', email: 'x@' }),
    [
      { field: 'name', msg: 'Name is required' },
      { field: 'email', msg: 'Email is invalid' },
    ],
  ],
];

describe('PUT /api/users/{id} validation', () => {
  it.each(editCases)('%s', async (_name, body, details) => {
    const res = await t.put(`/api/users/${studentId}`, body(), admin);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(details);
  });

  it('needs no password on edit', async () => {
    const res = await t.put(
      `/api/users/${studentId}`,
      {
        ...editBase(),
        name: 'Aarav Gupta',
        email: 'student@demo.test',
        student_details: { student_id: 'MOH1001', class_level: '6A', parent_contact: '+919620000000' },
      },
      admin,
    );
    expect(res.status).toBe(200);
  });
});
