import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions } from '#server/db/schema/people';
import { activityLog } from '#server/db/schema/system';
import { freeClaimsOfDeadProcess } from '#server/lib/idempotency';
import { withAnswersLostAfter } from '#server/testing/lost-answers';
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

describe('GET /api/institutions', () => {
  it('lists institutions with manager, location, contact and statistics', async () => {
    const res = await t.get('/api/institutions', tok.admin);
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ total: 2, page: 1, limit: 10, totalPages: 1 });
    const [bharat, sunrise] = res.body.data;
    expect(bharat.name).toBe('Bharat Vidya Foundation');
    expect(sunrise).toMatchObject({
      _id: ids.sunrise,
      name: 'Sunrise Education Trust',
      status: 'active',
      manager_id: { name: 'Rajiv Malhotra', email: 'institution.manager@demo.test' },
      created_by: { name: 'Asha Verma' },
      metadata: { state: 'Punjab', district: 'SAS Nagar', contact_email: 'office@sunrise-trust.example' },
      statistics: { schools: 2, teachers: 4, students: 168, classes: 12 },
    });
  });

  it('searches name, state and district; pages past the end; caps the limit', async () => {
    const byState = await t.get('/api/institutions?search=uttar', tok.admin);
    expect(byState.body.data.map((i: { name: string }) => i.name)).toEqual(['Bharat Vidya Foundation']);
    const beyond = await t.get('/api/institutions?page=3&limit=1', tok.admin);
    expect(beyond.body).toMatchObject({ data: [], pagination: { total: 2, page: 3, limit: 1, totalPages: 2 } });
    expect((await t.get('/api/institutions?limit=100000', tok.admin)).body.pagination.limit).toBe(1000);
  });

  it('shows an institution manager only their own', async () => {
    const res = await t.get('/api/institutions', tok.institution_manager);
    expect(res.body.data.map((i: { _id: string }) => i._id)).toEqual([ids.sunrise]);
  });
});

describe('GET /api/institutions/{id}', () => {
  it('gives the details dialog everything: schools with class counts, totals and statistics', async () => {
    const res = await t.get(`/api/institutions/${ids.sunrise}`, tok.institution_manager);
    expect(res.status).toBe(200);
    const inst = res.body.institution;
    expect(inst.schools).toEqual([
      expect.objectContaining({
        _id: ids.ludhiana,
        name: 'Sunrise Convent School, Ludhiana',
        classes_offered_count: 5,
      }),
      expect.objectContaining({ _id: ids.mohali, name: 'Sunrise Public School, Mohali', classes_offered_count: 7 }),
    ]);
    expect(inst.total_classes_offered).toBe(12);
    expect(inst.statistics).toEqual({ schools: 2, teachers: 4, students: 168, classes: 12 });
    expect(inst.manager_id).toEqual({
      _id: await ids.userId('institution.manager@demo.test'),
      name: 'Rajiv Malhotra',
      email: 'institution.manager@demo.test',
      phone: expect.any(String),
    });
    expect(typeof inst.createdAt).toBe('string');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const res = await t.get('/api/institutions/00000000-0000-4000-8000-000000000000', tok.admin);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Institution not found' });
    expect((await t.get('/api/institutions/abc', tok.admin)).status).toBe(404);
  });
});

describe('POST, PUT and DELETE /api/institutions', () => {
  it('creates once when the request is repeated after its answer was lost (a crash after the commit)', async () => {
    const body = institutionBody('Power Cut Trust');
    const key = { 'idempotency-key': 'create-institution-lost-answer' };
    const create = () => t.post('/api/institutions', body, tok.admin, key);
    expect((await withAnswersLostAfter(t.db, 'institutions', create)).status).toBe(500);
    await freeClaimsOfDeadProcess(t.db);
    const again = await create();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const made = await t.db.select().from(institutions).where(eq(institutions.name, 'Power Cut Trust'));
    expect(made.map((m) => m.id)).toEqual([again.body.institution._id]);
  });

  it('creates with trimmed values and an optional manager, and logs it', async () => {
    const body = institutionBody('  Coastal Learning Trust  ');
    const res = await t.post('/api/institutions', { ...body, manager_id: '' }, tok.admin);
    expect(res.status).toBe(201);
    expect(res.body.institution).toMatchObject({
      name: 'Coastal Learning Trust',
      manager_id: null,
      metadata: body.metadata,
      schools: [],
      statistics: { schools: 0 },
    });
    expect(await lastActivity()).toMatchObject({
      action: 'institution_created',
      description: 'Created institution Coastal Learning Trust',
      actorId: await ids.userId('admin@demo.test'),
    });
  });

  it('assigns and removes the manager on edit (no manager sent = none)', async () => {
    const manager = await t.post(
      '/api/users',
      {
        name: 'Free Manager',
        email: uniqueEmail('im'),
        password: 'secret12',
        role: 'institution_manager',
        manages_institutions: [ids.bharat],
      },
      tok.admin,
    );
    const created = await t.post('/api/institutions', institutionBody('Edit Me'), tok.admin);
    const id = created.body.institution._id;
    const withManager = await t.put(
      `/api/institutions/${id}`,
      { ...institutionBody('Edited'), manager_id: manager.body.user._id },
      tok.admin,
    );
    expect(withManager.status).toBe(200);
    expect(withManager.body.institution).toMatchObject({
      name: 'Edited',
      manager_id: { _id: manager.body.user._id, name: 'Free Manager' },
    });
    expect(
      (await t.get(`/api/users/${manager.body.user._id}`, tok.admin)).body.user.manages_institutions.sort(),
    ).toEqual([ids.bharat, id].sort());
    const without = await t.put(`/api/institutions/${id}`, institutionBody('Edited'), tok.admin);
    expect(without.body.institution.manager_id).toBeNull();
    expect(await lastActivity()).toMatchObject({ description: 'Updated institution Edited' });
  });

  it('refuses a manager who is not an institution manager', async () => {
    const teacher = await ids.userId('teacher@demo.test');
    const res = await t.post('/api/institutions', { ...institutionBody(), manager_id: teacher }, tok.admin);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'manager_id', msg: 'Manager must be an institution manager' }]);
  });

  it('deletes an empty institution; one with schools answers 409', async () => {
    const created = await t.post('/api/institutions', institutionBody('Short Lived'), tok.admin);
    const id = created.body.institution._id;
    const school = await t.post('/api/schools', schoolBody(id, 'Only School'), tok.admin);
    const blocked = await t.del(`/api/institutions/${id}`, tok.admin);
    expect(blocked.status).toBe(409);
    expect(blocked.body.error).toBe('Cannot delete Short Lived: it still has 1 school. Delete or move them first.');
    expect((await t.del(`/api/schools/${school.body.school._id}`, tok.admin)).status).toBe(200);
    const res = await t.del(`/api/institutions/${id}`, tok.admin);
    expect(res.status).toBe(200);
    expect(await t.db.$count(institutions, eq(institutions.id, id))).toBe(0);
    expect(await lastActivity()).toMatchObject({
      action: 'institution_deleted',
      description: 'Deleted institution Short Lived',
    });
    expect((await t.del(`/api/institutions/${id}`, tok.admin)).status).toBe(404);
    const sunrise = await t.del(`/api/institutions/${ids.sunrise}`, tok.admin);
    expect(sunrise.body.error).toMatch(
      /^Cannot delete Sunrise Education Trust: it still has 2 schools and \d+ class sessions\./,
    );
  });
});

type Case = [string, Record<string, unknown>, { field: string; msg: string }[]];
const meta = institutionBody().metadata;
const createCases: Case[] = [
  [
    'everything missing',
    {},
    [
      { field: 'name', msg: 'Institution name is required' },
      { field: 'metadata.state', msg: 'State is required' },
      { field: 'metadata.district', msg: 'District is required' },
      { field: 'metadata.address', msg: 'Address is required' },
      { field: 'metadata.contact_email', msg: 'Contact email is required' },
      { field: 'metadata.contact_phone', msg: 'Phone Number is required' },
    ],
  ],
  [
    'address too long',
    { name: 'n', metadata: { ...meta, address: 'a'.repeat(201) } },
    [{ field: 'metadata.address', msg: 'Address must be 200 characters or fewer' }],
  ],
  [
    'phone too long',
    { name: 'n', metadata: { ...meta, contact_phone: '1'.repeat(16) } },
    [{ field: 'metadata.contact_phone', msg: 'Phone Number must be 15 characters or fewer' }],
  ],
  [
    'phone with letters',
    { name: 'n', metadata: { ...meta, contact_phone: 'abc' } },
    [{ field: 'metadata.contact_phone', msg: 'Phone Number may have digits, spaces, +, - and brackets only' }],
  ],
  [
    'email without a 2-letter ending',
    { name: 'n', metadata: { ...meta, contact_email: 'a@b.c' } },
    [{ field: 'metadata.contact_email', msg: 'Enter a valid email address' }],
  ],
  [
    'blank after trimming',
    { name: '   ', metadata: { ...meta, state: ' ' } },
    [
      { field: 'name', msg: 'Institution name is required' },
      { field: 'metadata.state', msg: 'State is required' },
    ],
  ],
];
const editCases: Case[] = [
  [
    'edit: invalid email',
    { name: 'n', metadata: { ...meta, contact_email: 'nope' } },
    [{ field: 'metadata.contact_email', msg: 'Email is invalid' }],
  ],
  [
    'edit: required fields',
    { name: '', metadata: { ...meta, district: '' } },
    [
      { field: 'name', msg: 'Institution name is required' },
      { field: 'metadata.district', msg: 'District is required' },
    ],
  ],
];

describe('institution validation (spec 02 §5)', () => {
  it.each(createCases)('create: %s', async (_n, body, details) => {
    const res = await t.post('/api/institutions', body, tok.admin);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(details);
  });
  it.each(editCases)('%s', async (_n, body, details) => {
    const res = await t.put(`/api/institutions/${ids.bharat}`, body, tok.admin);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(details);
  });
  it('edit has no 200/15 length limits', async () => {
    const res = await t.put(
      `/api/institutions/${ids.bharat}`,
      {
        name: 'Bharat Vidya Foundation',
        metadata: { ...meta, address: 'b'.repeat(250), contact_phone: '1'.repeat(18) },
      },
      tok.admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.institution.metadata.address).toHaveLength(250);
  });
});
