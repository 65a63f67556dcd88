import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { L, expectToast, pick } from './support/forms';

// One journey, in order: each step uses what the previous one created.
test.describe.configure({ mode: 'serial' });

const tag = Date.now().toString(36);
const INSTITUTION = `Lotus Learning Trust ${tag}`;
const SCHOOL = `Lotus Public School ${tag}`;
const MANAGER = { name: `Nisha Menon ${tag}`, email: `nisha.${tag}@people.test` };
const TEACHER = { name: `Arun Pillai ${tag}`, email: `arun.${tag}@people.test` };
const STUDENT = { name: `Tara Joseph ${tag}`, email: `tara.${tag}@people.test`, id: `LOT-${tag}` };

test.describe('an admin manages institutions, schools and people', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAs(page, request, DEMO.admin);
  });

  test('creates an institution: submit waits for input, messages under fields, limits truncate', async ({ page }) => {
    await page.goto('/institutions');
    await page.getByRole('link', { name: 'Add Institution' }).click();
    await expect(page).toHaveURL(/\/institutions\/new$/);
    const submit = page.getByRole('button', { name: 'Create Institution' });
    await expect(submit).toBeDisabled();
    await page.getByLabel(L('Institution name')).fill(`  ${INSTITUTION}  `);
    await expect(submit).toBeEnabled();
    await page.getByLabel(L('Contact email')).fill('office@lotus');
    await submit.click();
    await expect(page.getByText('State is required')).toBeVisible();
    await expect(page.getByText('District is required')).toBeVisible();
    await expect(page.getByText('Address is required')).toBeVisible();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('Phone Number is required')).toBeVisible();
    await page.getByLabel(L('State')).fill('Kerala');
    await expect(page.getByText('State is required')).toHaveCount(0);
    await expect(page.getByText('District is required')).toBeVisible();
    await page.getByLabel(L('District')).fill('Ernakulam');
    await page.getByLabel(L('Address')).fill('x'.repeat(250));
    await expect(page.getByLabel(L('Address'))).toHaveValue('x'.repeat(200));
    await page.getByLabel(L('Address')).fill('MG Road, Kochi');
    await page.getByLabel(L('Contact email')).fill('office@lotus.example');
    await page.getByLabel(L('Phone Number')).fill('+91484234567899999');
    await expect(page.getByLabel(L('Phone Number'))).toHaveValue('+91484234567899');
    await submit.click();
    await expectToast(page, 'Institution created successfully');
    await expect(page).toHaveURL(/\/institutions$/);
    await page.getByLabel('Search institutions').fill(tag);
    const row = page.getByRole('row', { name: new RegExp(INSTITUTION) });
    await expect(row).toContainText('Kerala');
    await expect(row).toContainText('No Manager');
  });

  test('creates a school in it with classes, slides, board and fee', async ({ page }) => {
    await page.goto('/schools/new');
    await page.getByLabel(L('School name')).fill(SCHOOL);
    await pick(page, 'Institution', INSTITUTION);
    await page.getByLabel(L('Class 7')).check();
    await pick(page, 'Up to section', 'C');
    await expect(page.getByText('7A, 7B, 7C')).toBeVisible();
    await expect(page.getByLabel(L('Slides'))).toHaveValue('60');
    await page.getByLabel(L('Fee per student')).fill('125000');
    await expect(page.getByLabel(L('Fee per student'))).toHaveValue('₹1,25,000');
    await page.getByRole('button', { name: 'Create School' }).click();
    await expect(page.getByText('City is required')).toBeVisible();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await page.getByLabel(L('State')).fill('Kerala');
    await page.getByLabel(L('City')).fill('Kochi');
    await expect(page.getByText('City is required')).toHaveCount(0);
    await page.getByLabel(L('Address')).fill('Marine Drive');
    await page.getByLabel(L('Contact email')).fill('office@lotus-school.example');
    await page.getByLabel(L('Phone number')).fill('+914842345679');
    await page.getByRole('button', { name: 'Create School' }).click();
    await expectToast(page, 'School created successfully');
    await expect(page).toHaveURL(/\/schools$/);
    await page.getByLabel('Search schools').fill(tag);
    const row = page.getByRole('row', { name: new RegExp(SCHOOL) });
    await expect(row).toContainText('3 classes');
    await expect(row).toContainText(INSTITUTION);
    await row.getByRole('button', { name: `View ${SCHOOL}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('₹1,25,000')).toBeVisible();
    await expect(dialog.getByText('60 slides')).toBeVisible();
  });

  test('creates a school manager for that school', async ({ page }) => {
    await page.goto('/users/new');
    await expect(page.getByRole('heading', { name: 'Role Information' })).toBeVisible();
    await page.getByLabel(L('Name')).fill(MANAGER.name);
    await page.getByLabel(L('Email')).fill(MANAGER.email);
    await page.getByLabel(L('Password')).fill('secret12');
    await page.getByLabel(L('Phone')).fill('98a765-43210');
    await expect(page.getByLabel(L('Phone'))).toHaveValue('9876543210');
    await pick(page, 'Role', 'School Manager');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('At least one school is required')).toBeVisible();
    // Choosing an institution limits the school choices to its schools.
    await pick(page, 'Institutions (optional)', INSTITUTION);
    await page.getByRole('combobox', { name: 'Schools' }).click();
    await expect(page.getByRole('option')).toHaveText([SCHOOL]);
    await page.getByRole('option', { name: SCHOOL }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByText('At least one school is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create User' }).click();
    await expectToast(page, 'User created successfully');
    await expect(page).toHaveURL(/\/users$/);
    await page.getByLabel('Search users').fill(MANAGER.email);
    const row = page.getByRole('row', { name: new RegExp(MANAGER.name) });
    await expect(row).toContainText('School Manager');
    await expect(row).toContainText('+91\u00a09876543210');
  });

  test('creates a teacher with per-school classes (Select All), and a role change clears it', async ({ page }) => {
    await page.goto('/users/new');
    await page.getByLabel(L('Name')).fill(TEACHER.name);
    await page.getByLabel(L('Email')).fill(TEACHER.email);
    await page.getByLabel(L('Password')).fill('secret12');
    await pick(page, 'Role', 'Teacher');
    await expect(page.getByText('Please select a school first to see available classes')).toBeVisible();
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('At least one teaching assignment is required')).toBeVisible();
    await pick(page, 'School 1', SCHOOL);
    await expect(page.getByText('At least one teaching assignment is required')).toHaveCount(0);
    await page.getByLabel('Select All').check();
    for (const label of ['7A', '7B', '7C']) await expect(page.getByLabel(label, { exact: true })).toBeChecked();
    await page.getByLabel(L('7B')).uncheck();
    await expect(page.getByLabel('Select All')).not.toBeChecked();
    // Changing the role clears every role-specific assignment.
    await pick(page, 'Role', 'Student');
    await pick(page, 'Role', 'Teacher');
    await expect(page.getByRole('combobox', { name: 'School 1' })).toHaveValue('');
    await pick(page, 'School 1', SCHOOL);
    await page.getByLabel('Select All').check();
    await page.getByRole('button', { name: 'Create User' }).click();
    await expectToast(page, 'User created successfully');
    await expect(page).toHaveURL(/\/users$/);
  });

  test('creates a student with school, student ID and class level', async ({ page }) => {
    await page.goto('/users/new');
    await page.getByLabel(L('Name')).fill(STUDENT.name);
    await page.getByLabel(L('Email')).fill(STUDENT.email);
    await page.getByLabel(L('Password')).fill('abc');
    await pick(page, 'Role', 'Student');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('School is required for students')).toBeVisible();
    await expect(page.getByText('Student ID is required')).toBeVisible();
    await expect(page.getByText('Class level is required')).toBeVisible();
    await page.getByLabel(L('Password')).fill('secret12');
    await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(0);
    await pick(page, 'School', SCHOOL);
    await page.getByLabel(L('Student ID')).fill(STUDENT.id);
    await expect(page.getByRole('combobox', { name: 'Section' })).toHaveValue('Section A');
    await pick(page, 'Grade', 'Class 7');
    await pick(page, 'Section', 'Section B');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expectToast(page, 'User created successfully');
    await expect(page).toHaveURL(/\/users$/);
    await page.goto(`/users?search=${encodeURIComponent(STUDENT.id)}`);
    const row = page.getByRole('row', { name: new RegExp(STUDENT.name) });
    await row.getByRole('button', { name: `View ${STUDENT.name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('7B', { exact: true })).toBeVisible();
    await expect(dialog.getByText(SCHOOL)).toBeVisible();
  });

  test('edits the institution and the school', async ({ page }) => {
    await page.goto(`/institutions?search=${tag}`);
    await page.getByRole('link', { name: `Edit ${INSTITUTION}` }).click();
    await expect(page.getByRole('heading', { name: 'Current Institution' })).toBeVisible();
    await page.getByLabel(L('District')).fill('Thrissur');
    await page.getByRole('button', { name: 'Update Institution' }).click();
    await expectToast(page, 'Institution updated successfully');
    await expect(page).toHaveURL(/\/institutions(\?.*)?$/);

    await page.goto(`/schools?search=${tag}`);
    await page.getByRole('link', { name: `Edit ${SCHOOL}` }).click();
    await expect(page.getByRole('heading', { name: 'Current School' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'School manager' })).toHaveValue(new RegExp(MANAGER.name));
    await page.getByLabel(L('City')).fill('Aluva');
    await page.getByRole('button', { name: 'Update School' }).click();
    await expectToast(page, 'School updated successfully');
    await page.goto(`/schools?search=${tag}`);
    await page.getByRole('button', { name: `View ${SCHOOL}` }).click();
    await expect(page.getByRole('dialog').getByText('Aluva')).toBeVisible();
  });

  test('edits the school manager and the teacher', async ({ page }) => {
    for (const [person, change] of [
      [MANAGER, `${MANAGER.name} Rao`],
      [TEACHER, `${TEACHER.name} K`],
    ] as const) {
      await page.goto(`/users?search=${encodeURIComponent(person.email)}`);
      await page.getByRole('link', { name: `Edit ${person.name}` }).click();
      await expect(page.getByRole('heading', { name: 'Account Summary' })).toBeVisible();
      await expect(page.getByText(SCHOOL).first()).toBeVisible();
      await page.getByLabel(L('Name')).fill(change);
      await page.getByRole('button', { name: 'Update User' }).click();
      await expectToast(page, 'User updated successfully');
      await expect(page).toHaveURL(/\/users$/);
    }
  });

  test('edits the student: parent contact is required on edit; status can change', async ({ page }) => {
    await page.goto(`/users?search=${encodeURIComponent(STUDENT.email)}`);
    await page.getByRole('link', { name: `Edit ${STUDENT.name}` }).click();
    await expect(page.getByRole('combobox', { name: 'Grade' })).toHaveValue('Class 7');
    await expect(page.getByRole('combobox', { name: 'Section' })).toHaveValue('Section B');
    await page.getByRole('button', { name: 'Update User' }).click();
    await expect(page.getByText('Parent contact is required')).toBeVisible();
    await page.getByLabel(L('Parent contact')).fill('+919812345678');
    await expect(page.getByText('Parent contact is required')).toHaveCount(0);
    await pick(page, 'Status', 'Suspended');
    await page.getByRole('button', { name: 'Update User' }).click();
    await expectToast(page, 'User updated successfully');
    await page.getByLabel('Search users').fill(STUDENT.email);
    await expect(page.getByRole('row', { name: new RegExp(STUDENT.name) })).toContainText('suspended');
  });

  test('approves a pending user from /users?status=pending', async ({ page, request }) => {
    const login = await request.post('/api/auth/login', { data: { email: DEMO.admin, password: 'demo1234' } });
    const { token } = await login.json();
    const name = `Pending Admin ${tag}`;
    const created = await request.post('/api/users', {
      headers: { authorization: `Bearer ${token}` },
      data: { name, email: `pending.${tag}@people.test`, password: 'secret12', role: 'admin', status: 'pending' },
    });
    expect(created.status()).toBe(201);
    await page.goto('/users?status=pending');
    await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('Pending');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('pending', { ignoreCase: true });
    await row.getByRole('button', { name: `Approve ${name}` }).click();
    await expectToast(page, `${name} approved`);
    // The row turns active, then leaves the pending list.
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    await page.goto(`/users?search=pending.${tag}`);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('active', { ignoreCase: true });
  });

  test('/users?role=teacher filters from the URL, and Edit on the teachers list opens the user form', async ({
    page,
  }) => {
    await page.goto('/users?role=teacher');
    await expect(page.getByRole('combobox', { name: 'Filter by role' })).toHaveValue('Teacher');
    const roles = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^View / }) });
    await expect(roles.first()).toBeVisible();
    for (const text of await roles.allInnerTexts()) expect(text).toContain('Teacher');

    // 200 users a page; the page jump keeps digits only and stops at the last page.
    await page.goto('/users');
    // A page of 200 users can take a while on a busy test machine.
    await expect(page.getByText(/^Page 1 of 2 · \d+ users$/)).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Go to page').fill('9x');
    await expect(page.getByLabel('Go to page')).toHaveValue('2');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page).toHaveURL(/\/users\?page=2$/);
    await expect(page.getByText(/^Page 2 of 2 · \d+ users$/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.goto(`/teachers?search=${tag}`);
    await page.getByRole('link', { name: /^Edit Arun Pillai/ }).click();
    await expect(page).toHaveURL(/\/users\/[0-9a-f-]+\/edit$/);
    await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
  });
});
