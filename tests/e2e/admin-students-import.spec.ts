import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInAs } from './support/auth';
import { expectToast, pick } from './support/forms';
import { readSignInCard } from './support/pdf-card';

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();
type School = { _id: string; name: string; classes_offered: string[] };

// Each journey makes several round trips through a real server; a busy CI machine needs the room.
test.describe.configure({ timeout: 120_000 });

test.describe('an admin imports students in bulk', () => {
  let school: School;

  test.beforeAll(async ({ request }) => {
    const login = await request.post('/api/auth/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    const { token } = await login.json();
    const res = await request.get('/api/schools?limit=100', { headers: { Authorization: `Bearer ${token}` } });
    const { data } = (await res.json()) as { data: School[] };
    const found = data.find((s) => s.classes_offered.length > 0);
    if (!found) throw new Error('no demo school with classes');
    school = found;
  });

  test.beforeEach(async ({ page, request }) => {
    await signInAs(page, request, DEMO.admin);
  });

  test('a CSV: preview, skipped rows, import, results with duplicates and invalid rows', async ({ page }) => {
    const offered = school.classes_offered[0] as string;
    const id = (n: number) => `IMP-${tag}-${n}`;
    const csv = [
      'student_id,name,class_level,phone,parent_contact',
      `${id(1)},Aarav ${tag},${offered.toLowerCase()},98765-43210,9876500000`,
      `${id(2)},Diya ${tag},${offered},,`,
      `${id(3)},,${offered},,`,
      `${id(4)},Kabir ${tag},12Z,,`,
      `${id(5)},=1+2,${offered},,`,
      `${id(1)},Aarav Again ${tag},${offered},,`,
      `${id(6)},Meera ${tag},${offered},+91 99999 11111,`,
    ].join('\n');

    await page.goto('/students/import');
    await expect(page.getByRole('heading', { name: 'Import Students' })).toBeVisible();
    // The first sign-in, as the instructions tell it: the one-time code of the card, never the student ID (issue 40).
    await expect(page.getByText(/gets a sign-in e-mail made from their student ID and a one-time code/)).toBeVisible();
    await expect(page.getByText(/student ID as the password/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
    const fileInput = page.locator('input[type=file]');
    // Named as the drop area is, in the page's language (react-dropzone's own name is English 'file upload').
    await expect(fileInput).toHaveAttribute('aria-label', 'Upload CSV file');

    // A school comes first.
    await fileInput.setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expectToast(page, 'Please select a school');
    await pick(page, /^School/, school.name);
    await fileInput.setInputFiles({ name: 'students.txt', mimeType: 'text/plain', buffer: Buffer.from(csv) });
    await expectToast(page, 'Please upload a CSV file');
    await fileInput.setInputFiles({
      name: 'short.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('student_id,name\nS1,A\n'),
    });
    await expectToast(page, 'Missing required columns: class_level, phone, parent_contact');

    await fileInput.setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expectToast(page, '3 rows were skipped because of errors');
    await expect(page.getByText('3 rows will be skipped')).toBeVisible();
    await expect(page.getByText(`Class 12Z is not offered by the selected school`)).toBeVisible();
    await expect(page.getByText('Missing name')).toBeVisible();
    await expect(page.getByText('Name must not start with =, +, - or @')).toBeVisible();

    const preview = page.getByRole('table', { name: 'Preview of the students to import' });
    await expect(preview.getByRole('row')).toHaveCount(5);
    const first = preview.getByRole('row', { name: new RegExp(`Aarav ${tag}`) });
    await expect(first).toContainText('+919876543210');
    await expect(first).toContainText(offered.toUpperCase());

    await page.getByRole('button', { name: 'Import 4 Students' }).click();
    await expect(page.getByRole('heading', { name: 'Import complete' })).toBeVisible();
    await expectToast(page, '1 duplicate student was skipped');
    await expect(page.getByText('Students created').locator('..')).toContainText('3');
    await expect(page.getByText(`Student ID ${id(1)} already exists`)).toBeVisible();
    await expect(page.getByText('3 rows were not imported')).toBeVisible();
    const created = page.getByRole('table', { name: 'Students created' });
    await expect(created.getByRole('row')).toHaveCount(4);
    await expect(created).toContainText(`${id(6).toLowerCase()}@students.`);

    await page.getByRole('link', { name: 'View Students' }).click();
    await expect(page).toHaveURL(/\/students$/);
    await page.goto(`/students?search=${encodeURIComponent(`Meera ${tag}`)}`);
    await expect(page.getByRole('row', { name: new RegExp(`Meera ${tag}`) })).toContainText(id(6));
  });

  test('Download Template, a preview of the first 10 rows, and a file with no valid row', async ({ page }) => {
    const offered = school.classes_offered[0] as string;
    await page.goto('/students/import');
    await pick(page, /^School/, school.name);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Template' }).click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('student_import_template.csv');
    const text = await readFile((await template.path()) as string, 'utf8');
    expect(text.split('\n')[0]).toBe('student_id,name,class_level,phone,parent_contact');

    const fileInput = page.locator('input[type=file]');
    const none = `student_id,name,class_level,phone,parent_contact\n,Nobody,${offered},,\nX1,Somebody,13,,\n`;
    await fileInput.setInputFiles({ name: 'none.csv', mimeType: 'text/csv', buffer: Buffer.from(none) });
    await expectToast(page, 'No valid student records found');
    await expect(page.getByRole('table', { name: 'Preview of the students to import' })).toHaveCount(0);
    await expect(page.getByText('2 rows will be skipped')).toBeVisible();

    const twelve = Array.from({ length: 12 }, (_, i) => `PRV-${tag}-${i + 1},Preview ${i + 1},${offered},,`);
    await fileInput.setInputFiles({
      name: 'twelve.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`student_id,name,class_level,phone,parent_contact\n${twelve.join('\n')}\n`),
    });
    const preview = page.getByRole('table', { name: 'Preview of the students to import' });
    await expect(preview.getByRole('row')).toHaveCount(11);
    await expect(preview).toContainText('Preview 10');
    await expect(preview).not.toContainText('Preview 11');
    await expect(page.getByText('Showing the first 10 of 12 students ready to import')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import 12 Students' })).toBeVisible();
  });

  test('manual entry: lines with 5 values, a short line skipped, Import More Students resets', async ({ page }) => {
    const offered = school.classes_offered[0] as string;
    await page.goto('/students/import');
    await pick(page, /^School/, school.name);
    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    await page
      .getByLabel('Students, one per line')
      .fill(
        `MAN-${tag}-1, Ishaan Venkataraman Subramaniam ${tag}, ${offered}, 9876543210, \nMAN-${tag}-2, Zoya\n\nMAN-${tag}-3, Tara ${tag}, ${offered}, , `,
      );
    await page.getByRole('button', { name: 'Preview Students' }).click();
    await expectToast(page, '1 line was skipped because of errors');
    await expect(page.getByText('Line 2:')).toBeVisible();
    await expect(page.getByText('Expected 5 comma-separated values')).toBeVisible();
    await page.getByRole('button', { name: 'Import 2 Students' }).click();
    await expect(page.getByRole('heading', { name: 'Import complete' })).toBeVisible();
    await expect(page.getByText('Students created').locator('..')).toContainText('2');
    await expect(page.getByRole('table', { name: 'Students created' })).toContainText(`Tara ${tag}`);

    const tara = page
      .getByRole('table', { name: 'Students created' })
      .getByRole('row', { name: new RegExp(`Tara ${tag}`) });
    const taraEmail = (await tara.getByText(/@students\./).textContent())?.trim() ?? '';
    expect(taraEmail).toMatch(new RegExp(`^man-${tag.toLowerCase()}-3@students\\.`));
    // The one-time code is random, shown this once (issue 13), and not the student ID.
    const taraCode = (await tara.getByRole('cell').nth(4).textContent())?.trim() ?? '';
    expect(taraCode).toMatch(/^[A-Z2-9]{10}$/);
    await expect(page.getByText('The codes are shown only now')).toBeVisible();

    // The class's printable sign-in cards: a PDF with each student's name, e-mail and code, and a QR code that
    // opens the sign-in page with the e-mail filled in.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Sign-in cards: Class ${offered} (2)` }).click(),
    ]);
    const pdf = test.info().outputPath('cards.pdf');
    await download.saveAs(pdf);
    const card = await readSignInCard(pdf, 1);
    expect(card.text).toContain(`Tara ${tag}`);
    expect(card.text).toContain(`ID MAN-${tag}-3`);
    expect(card.text).toContain(taraCode);
    // A long name is never cut: it shrinks or takes two lines.
    expect(card.text).toContain('Ishaan Venkataraman');
    expect(card.text).toContain(`Subramaniam ${tag}`);
    expect(card.qr).toBe(`${new URL(page.url()).origin}/login?email=${encodeURIComponent(taraEmail)}`);

    await page.getByRole('button', { name: 'Import More Students' }).click();
    await expect(page.getByRole('combobox', { name: 'School' })).toHaveValue('');
    await expect(page.getByRole('tab', { name: 'Upload CSV' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Manual Entry' })).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('table', { name: 'Preview of the students to import' })).toHaveCount(0);

    // The student opens the card's QR code: the e-mail is filled in; they sign in with the code and must choose
    // a new password first.
    const context = await page.context().browser()?.newContext();
    if (!context) throw new Error('no browser');
    const student = await context.newPage();
    await student.goto(card.qr ?? '');
    await expect(student.getByLabel('Email')).toHaveValue(taraEmail);
    await student.getByLabel(/^Password/).fill(`MAN-${tag}-3`);
    await student.getByRole('button', { name: 'Sign in' }).click();
    // The form's own message (the same words also come as a toast, a moment later).
    await expect(student.locator('form').getByText('Invalid email or password')).toBeVisible();
    await student.getByLabel(/^Password/).fill(taraCode);
    await student.getByRole('button', { name: 'Sign in' }).click();
    await expect(student).toHaveURL(/\/settings$/);
    await expect(student.getByText('Please change your password before continuing')).toBeVisible();
    // What to type where: the card's code, never the student ID (issue 40).
    await expect(student.getByText(/^You signed in with the one-time code on your sign-in card\./)).toBeVisible();
    await expect(student.getByLabel(/^Current password/)).toHaveAccessibleDescription('The code on your sign-in card');
    await student.goto('/dashboard');
    await expect(student).toHaveURL(/\/settings$/);
    await student.getByLabel(/^Current password/).fill(taraCode);
    await student.getByLabel(/^New password/).fill('tara-new-pass');
    await student.getByLabel(/^Confirm new password/).fill('tara-new-pass');
    await student.getByRole('button', { name: 'Change password' }).click();
    await expectToast(student, 'Password changed successfully');
    await expect(student).toHaveURL(/\/dashboard$/);
    await student.goto('/explainer-videos');
    await expect(student.getByRole('heading', { name: 'Explainer Videos' })).toBeVisible();
    await context.close();
  });

  test("cards in the students' language: an English page prints Hindi cards, and the student's screens open in Hindi", async ({
    page,
    request,
  }) => {
    const offered = school.classes_offered[0] as string;
    await page.goto('/students/import');
    await pick(page, /^School/, school.name);
    // The page's language is the default; the students read Hindi.
    await expect(page.getByRole('combobox', { name: "Students' language" })).toHaveValue('English');
    await pick(page, "Students' language", 'हिन्दी');
    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    await page.getByLabel('Students, one per line').fill(`HIN-${tag}-1, सिमरन कौर ${tag}, ${offered}, , `);
    await page.getByRole('button', { name: 'Preview Students' }).click();
    await page.getByRole('button', { name: 'Import 1 Student' }).click();
    await expect(page.getByRole('heading', { name: 'Import complete' })).toBeVisible();
    const row = page.getByRole('table', { name: 'Students created' }).getByRole('row').nth(1);
    const email = (await row.getByText(/@students\./).textContent())?.trim() ?? '';
    const code = (await row.getByRole('cell').nth(4).textContent())?.trim() ?? '';

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Sign-in cards: Class ${offered} (1)` }).click(),
    ]);
    const pdf = test.info().outputPath('hindi-cards.pdf');
    await download.saveAs(pdf);
    const card = await readSignInCard(pdf, 0, 'test-results/hi-sign-in-card.png');
    // The PDF's own text is what its standard fonts can show: the code, the e-mail, the ID. The card's words are in
    // Hindi, drawn by the browser (pdf-lib cannot shape Devanagari), so none of the English words is there.
    expect(card.text).toContain(code);
    expect(card.text).toContain(email.split('@')[0] as string);
    expect(card.text).not.toMatch(/Class|Sign in at|and the code|your own password/);
    expect(card.qr).toBe(`${new URL(page.url()).origin}/login?email=${encodeURIComponent(email)}`);

    // The student signs in on an English device: their profile's language takes over.
    const res = await request.post('/api/auth/login', { data: { email, password: code } });
    expect((await res.json()).user.locale).toBe('hi-IN');
    const context = await page.context().browser()?.newContext();
    if (!context) throw new Error('no browser');
    const student = await context.newPage();
    await student.goto(card.qr ?? '');
    await student.getByLabel(/^Password/).fill(code);
    await student.getByRole('button', { name: 'Sign in' }).click();
    await expect(student).toHaveURL(/\/settings$/);
    await expect(student.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await context.close();
  });
});
