import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { L, expectToast, pick } from './support/forms';
import { tokenOf } from './support/offline';

// A school manager adds people to their schools (issue 16): Add Teacher and Add Student from the dashboard's
// Quick Actions open the user form limited to those roles and to the manager's own schools; the server refuses
// any other school (404) and any other role.
const tag = Date.now().toString(36);
const MOHALI = 'Sunrise Public School, Mohali';
const LUDHIANA = 'Sunrise Convent School, Ludhiana';

test('a school manager adds a teacher and a student to their schools, and cannot add them elsewhere', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, request, DEMO.schoolManager);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Add Teacher' }).click();
  await expect(page).toHaveURL(/\/users\/new\?role=teacher$/);
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Teacher');
  // Only the roles a school manager may add, only their schools, no institution picker.
  await page.getByRole('combobox', { name: 'Role' }).click();
  await expect(page.getByRole('option')).toHaveText(['Teacher', 'Student']);
  await page.keyboard.press('Escape');
  await expect(page.getByLabel(/^Institutions/)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'School 1' }).click();
  await expect(page.getByRole('option')).toHaveText([LUDHIANA, MOHALI]);
  await page.keyboard.press('Escape');

  await page.getByLabel(L('Name')).fill(`Devika Rao ${tag}`);
  await page.getByLabel(L('Email')).fill(`devika.${tag}@people.test`);
  await page.getByLabel(L('Password')).fill('secret12');
  await pick(page, 'School 1', MOHALI);
  await page.getByLabel('Select All').check();
  await page.getByRole('button', { name: 'Create User' }).click();
  await expectToast(page, 'User created successfully');
  await expect(page).toHaveURL(/\/teachers$/);
  await page.goto(`/teachers?search=${tag}`);
  await expect(page.getByText(`Devika Rao ${tag}`).first()).toBeVisible();

  // Add Student: one student at one of their schools.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Add Student' }).click();
  await expect(page).toHaveURL(/\/users\/new\?role=student$/);
  await page.getByLabel(L('Name')).fill(`Ira Sethi ${tag}`);
  await page.getByLabel(L('Email')).fill(`ira.${tag}@people.test`);
  await page.getByLabel(L('Password')).fill('secret12');
  await pick(page, 'School', LUDHIANA);
  await page.getByLabel(L('Student ID')).fill(`LDH-${tag}`);
  await pick(page, 'Grade', 'Class 6');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expectToast(page, 'User created successfully');
  await expect(page).toHaveURL(/\/students$/);
  await page.goto(`/students?search=${tag}`);
  await expect(page.getByText(`Ira Sethi ${tag}`).first()).toBeVisible();

  // The server holds the line: another school is not found, another role is refused, nothing is created.
  const manager = await tokenOf(request, DEMO.schoolManager);
  const schools = await (
    await request.get('/api/schools?limit=100', { headers: await tokenOf(request, DEMO.admin) })
  ).json();
  const noida = schools.data.find((s: { name: string }) => s.name.includes('Noida'))._id as string;
  const elsewhere = await request.post('/api/users', {
    headers: manager,
    data: {
      name: `Outside ${tag}`,
      email: `outside.${tag}@people.test`,
      password: 'secret12',
      role: 'teacher',
      teaching_assignments: [{ school_id: noida, classes: ['6A'] }],
    },
  });
  expect(elsewhere.status()).toBe(404);
  const admin = await request.post('/api/users', {
    headers: manager,
    data: { name: `Boss ${tag}`, email: `boss.${tag}@people.test`, password: 'secret12', role: 'admin' },
  });
  expect(admin.status()).toBe(403);
  const found = await request.get(`/api/users?search=${tag}`, { headers: await tokenOf(request, DEMO.admin) });
  expect((await found.json()).data.map((u: { name: string }) => u.name).sort()).toEqual([
    `Devika Rao ${tag}`,
    `Ira Sethi ${tag}`,
  ]);
});
