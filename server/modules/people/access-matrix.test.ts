import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentDetails } from '#server/db/schema/people';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import {
  type DemoRole,
  demoIds,
  institutionBody,
  schoolBody,
  tokens,
  uniqueEmail,
} from '#server/testing/people-fixtures';

/**
 * Role × route × scope: every route of users, institutions, schools and the people lists, called by an
 * anonymous caller and each of the five demo roles, on a record inside the caller's scope and one outside
 * (the Bharat institution and its schools, which no demo non-admin account belongs to).
 */
type Caller = 'anon' | DemoRole;
type Where = 'in' | 'out';
type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (where: Where, caller: Caller) => string;
  body?: (where: Where, caller: Caller) => unknown;
  /** [inside, outside] per caller. */
  expect: Record<Caller, [number, number]>;
};

let t: TestApp;
let tok: Record<DemoRole, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
const fx: Record<string, string> = {};
const bodies: Record<string, unknown> = {};

beforeAll(async () => {
  t = await createTestApp();
  tok = await tokens(t);
  ids = await demoIds(t);
  fx.rohan = await ids.userId('rohan.mehta@demo.test');
  fx.amit = await ids.userId('amit.joshi@demo.test');
  fx.aarav = await ids.userId('student@demo.test');
  const [untaught] = await t.db
    .select({ id: studentDetails.userId })
    .from(studentDetails)
    .where(and(eq(studentDetails.schoolId, ids.mohali), eq(studentDetails.classLevel, '8A')))
    .limit(1);
  fx.untaught = untaught?.id as string;
  for (const where of ['in', 'out'] as const) {
    const school = where === 'in' ? ids.mohali : ids.noida;
    for (const use of ['edit', 'del']) {
      const res = await t.post('/api/users', studentFor(school, `${use}-${where}`), tok.admin);
      fx[`${use}User-${where}`] = res.body.user._id;
      bodies[`${use}User-${where}`] = {
        ...studentFor(school, `${use}-${where}`),
        email: res.body.user.email,
        password: undefined,
        status: 'active',
      };
    }
    const pending = await t.post(
      '/api/users',
      { ...studentFor(school, `pending-${where}`), status: 'pending' },
      tok.admin,
    );
    fx[`pendingUser-${where}`] = pending.body.user._id;
    const inst = await t.post('/api/institutions', institutionBody(`Doomed ${where}`), tok.admin);
    fx[`delInst-${where}`] = inst.body.institution._id;
    const sch = await t.post('/api/schools', schoolBody(ids.bharat, `Doomed school ${where}`), tok.admin);
    fx[`delSchool-${where}`] = sch.body.school._id;
  }
  for (const [key, id] of [
    ['sunrise', ids.sunrise],
    ['bharat', ids.bharat],
  ] as const) {
    const i = (await t.get(`/api/institutions/${id}`, tok.admin)).body.institution;
    bodies[key] = { name: i.name, manager_id: i.manager_id?._id ?? '', metadata: i.metadata };
  }
  for (const [key, id] of [
    ['mohali', ids.mohali],
    ['noida', ids.noida],
  ] as const) {
    const s = (await t.get(`/api/schools/${id}`, tok.admin)).body.school;
    bodies[key] = {
      name: s.name,
      institution_id: s.institution_id._id,
      manager_id: s.manager_id?._id ?? '',
      classes_offered: s.classes_offered,
      total_slides_per_class: s.total_slides_per_class,
      fee_per_student: s.fee_per_student,
      metadata: s.metadata,
    };
  }
});
afterAll(() => t.close());

function studentFor(school: string, tag: string) {
  return {
    name: `Matrix ${tag}`,
    email: uniqueEmail(tag),
    password: 'secret12',
    role: 'student',
    studies_at_school: school,
    student_details: { student_id: `MX-${tag}`, class_level: '7B', parent_contact: '+919800000009' },
  };
}

const ALL = (s: number): Record<Caller, [number, number]> => ({
  anon: [401, 401],
  admin: [s, s],
  institution_manager: [403, 403],
  school_manager: [403, 403],
  teacher: [403, 403],
  student: [403, 403],
});
const inst = (w: Where) => (w === 'in' ? ids.sunrise : ids.bharat);
const school = (w: Where) => (w === 'in' ? ids.mohali : ids.noida);
/** Admin writes go to throwaway rows; everyone else is refused before the row matters. */
const adminOr = (c: Caller, adminPath: string, otherPath: string) => (c === 'admin' ? adminPath : otherPath);

const routes: Record<string, Route> = {
  'GET /users': { method: 'GET', path: () => '/api/users', expect: ALL(200) },
  'GET /users/institution/{id}': {
    method: 'GET',
    path: (w) => `/api/users/institution/${inst(w)}`,
    expect: { ...ALL(200), institution_manager: [200, 404] },
  },
  'GET /users/{id}': {
    method: 'GET',
    path: (w, c) => {
      if (w === 'out') return `/api/users/${c === 'teacher' ? fx.untaught : fx.amit}`;
      return `/api/users/${c === 'teacher' || c === 'student' ? fx.aarav : fx.rohan}`;
    },
    expect: {
      anon: [401, 401],
      admin: [200, 200],
      institution_manager: [200, 404],
      school_manager: [200, 404],
      teacher: [200, 404],
      student: [200, 404],
    },
  },
  'POST /users': {
    method: 'POST',
    path: () => '/api/users',
    body: (w) => studentFor(school(w), `new-${Math.random()}`),
    // A school manager adds students (and teachers) to their own schools only (issue 16).
    expect: { ...ALL(201), school_manager: [201, 404] },
  },
  'PUT /users/{id}': {
    method: 'PUT',
    path: (w) => `/api/users/${fx[`editUser-${w}`]}`,
    body: (w) => bodies[`editUser-${w}`],
    expect: ALL(200),
  },
  'PATCH /users/{id}/status': {
    method: 'PATCH',
    path: (w) => `/api/users/${fx[`editUser-${w}`]}/status`,
    body: () => ({ status: 'active' }),
    expect: ALL(200),
  },
  'POST /users/{id}/reject': {
    method: 'POST',
    path: (w) => `/api/users/${fx[`pendingUser-${w}`]}/reject`,
    body: () => ({ reason: 'Not this term' }),
    expect: ALL(200),
  },
  'DELETE /users/{id}': { method: 'DELETE', path: (w) => `/api/users/${fx[`delUser-${w}`]}`, expect: ALL(200) },
  'GET /institutions': {
    method: 'GET',
    path: () => '/api/institutions',
    expect: { ...ALL(200), institution_manager: [200, 200] },
  },
  'GET /institutions/{id}': {
    method: 'GET',
    path: (w) => `/api/institutions/${inst(w)}`,
    expect: { ...ALL(200), institution_manager: [200, 404] },
  },
  'POST /institutions': {
    method: 'POST',
    path: () => '/api/institutions',
    body: (w) => institutionBody(`Matrix ${w}`),
    expect: ALL(201),
  },
  'PUT /institutions/{id}': {
    method: 'PUT',
    path: (w) => `/api/institutions/${inst(w)}`,
    body: (w) => bodies[w === 'in' ? 'sunrise' : 'bharat'],
    expect: ALL(200),
  },
  'DELETE /institutions/{id}': {
    method: 'DELETE',
    path: (w, c) => `/api/institutions/${adminOr(c, fx[`delInst-${w}`] as string, inst(w))}`,
    expect: ALL(200),
  },
  'GET /schools': {
    method: 'GET',
    path: (w) => (w === 'in' ? '/api/schools' : `/api/schools?institution_id=${ids.bharat}`),
    expect: {
      anon: [401, 401],
      admin: [200, 200],
      institution_manager: [200, 404],
      school_manager: [200, 404],
      teacher: [200, 404],
      student: [403, 403],
    },
  },
  'GET /schools/{id}': {
    method: 'GET',
    path: (w) => `/api/schools/${school(w)}`,
    expect: {
      anon: [401, 401],
      admin: [200, 200],
      institution_manager: [200, 404],
      school_manager: [200, 404],
      teacher: [200, 404],
      student: [200, 404],
    },
  },
  'POST /schools': {
    method: 'POST',
    path: () => '/api/schools',
    body: (w) => schoolBody(inst(w), `Matrix school ${w}`),
    expect: ALL(201),
  },
  'PUT /schools/{id}': {
    method: 'PUT',
    path: (w) => `/api/schools/${school(w)}`,
    body: (w) => bodies[w === 'in' ? 'mohali' : 'noida'],
    expect: ALL(200),
  },
  'DELETE /schools/{id}': {
    method: 'DELETE',
    path: (w, c) => `/api/schools/${adminOr(c, fx[`delSchool-${w}`] as string, school(w))}`,
    expect: ALL(200),
  },
  'GET /schools/managers/teachers': {
    method: 'GET',
    path: (w) => `/api/schools/managers/teachers?school_id=${school(w)}`,
    expect: { ...ALL(200), institution_manager: [200, 404], school_manager: [200, 404] },
  },
  'GET /teachers': {
    method: 'GET',
    path: (w) => `/api/teachers?school_id=${school(w)}`,
    expect: { ...ALL(200), institution_manager: [200, 404], school_manager: [200, 404] },
  },
  'GET /students': {
    method: 'GET',
    path: (w) => `/api/students?school_id=${school(w)}`,
    expect: { ...ALL(200), institution_manager: [200, 404], school_manager: [200, 404], teacher: [200, 404] },
  },
  'GET /school-managers': {
    method: 'GET',
    path: () => '/api/school-managers',
    expect: { ...ALL(200), institution_manager: [200, 200], school_manager: [200, 200] },
  },
};

const CALLERS: Caller[] = ['anon', 'student', 'teacher', 'school_manager', 'institution_manager', 'admin'];

describe.each(Object.entries(routes))('%s', (_name, route) => {
  it.each(CALLERS)('as %s: [inside, outside] status', async (caller) => {
    const statuses: number[] = [];
    const messages: string[] = [];
    for (const where of ['in', 'out'] as const) {
      const res = await t.request(route.method, route.path(where, caller), {
        token: caller === 'anon' ? undefined : tok[caller],
        body: route.body?.(where, caller),
      });
      statuses.push(res.status);
      messages.push(typeof res.body === 'object' ? res.body.error : '');
    }
    expect(statuses, messages.join(' | ')).toEqual(route.expect[caller]);
  });
});
