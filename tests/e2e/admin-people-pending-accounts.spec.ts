import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, signInAs, signInWithForm } from './support/auth';
import { expectToast, pick } from './support/forms';
import { makeWorld, tokenOf, type World } from './support/offline';

// Pending accounts for real (issue 16): a verified teacher application becomes a pending teacher account, the
// admin approves it, the teacher sets a password from the e-mailed link (read in the development mailbox) and
// signs in; a second application is rejected with a reason that the applications list keeps.
const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
// The new teachers teach at a school of this file's own, so the demo schools' people lists stay as other journeys
// count them.
let world: World;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ request }) => {
  world = await makeWorld(request, 7, ['A']);
});

/** A teacher application submitted and verified through the public API, as the form does it. */
async function verifiedApplication(request: APIRequestContext, name: string, email: string) {
  const submit = await request.post('/api/public/teacher-application/submit', {
    data: {
      name,
      email,
      phoneNumber: '+91 98123 45678',
      currentRole: 'Data analyst',
      qualification: 'M.Tech',
      yearsOfExperience: 3,
      hasTeachingExperience: 'Yes',
      preferredLocation: 'Punjab (Chandigarh/Mohali/Ludhiana)',
      whyJoin: 'To teach AI to school children.',
    },
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` },
  });
  expect(submit.status()).toBe(200);
  const { sessionId } = await submit.json();
  const admin = await tokenOf(request, DEMO.admin);
  const mails = await request.get(`/api/mailbox?to=${encodeURIComponent(email)}`, { headers: admin });
  const otp = /(\d{6})/.exec((await mails.json()).data[0]?.subject ?? '')?.[1];
  const verify = await request.post('/api/public/teacher-application/verify-otp', { data: { sessionId, otp } });
  expect(verify.status()).toBe(200);
}

/** The application's row on the Teacher Applications tab, opened. */
async function openApplication(page: Page, name: string) {
  await page.goto('/enquiries?tab=applications');
  const row = page.getByRole('button', { name: new RegExp(name) });
  await row.click();
  return row;
}

async function convert(page: Page, name: string) {
  await openApplication(page, name);
  await expect(page.getByRole('button', { name: new RegExp(`${name}.*New`) })).toBeVisible();
  await page.getByRole('link', { name: `Create teacher account for ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Create Teacher Account' })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  // Nothing chosen: the message under the field, nothing stored.
  await page.getByRole('button', { name: 'Create pending account' }).click();
  await expect(page.getByText('At least one teaching assignment is required')).toBeVisible();
  await pick(page, 'School 1', world.schoolName);
  await page.getByRole('checkbox', { name: '7A', exact: true }).check();
  await page.getByRole('button', { name: 'Create pending account' }).click();
  await expectToast(page, `Pending teacher account created for ${name}`);
  await expect(page).toHaveURL(/\/users\?.*status=pending/);
}

/** The newest set-password link e-mailed to `email`, as the admin reads it in the development mailbox. */
async function linkFromMailbox(page: Page, email: string): Promise<string> {
  await page.goto('/mailbox');
  await page.getByLabel('Recipient email').fill(email);
  await page.getByRole('button', { name: /Your Pathshala account is approved/ }).click();
  const link = page.getByRole('link', { name: /\/set-password\?token=/ });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? '';
}

async function teacherDevice(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('application → pending account → Approve → set-password link from the mailbox → first sign-in', async ({
  page,
  request,
  browser,
}) => {
  const name = `Harpreet Gill ${tag}`;
  const email = `harpreet.${tag}@apply.test`;
  await verifiedApplication(request, name, email);
  await signInAs(page, request, DEMO.admin);
  await convert(page, name);

  // The pending account: it shows on the dashboard's card and cannot sign in yet.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Pending Approvals' })).toBeVisible();
  const before = await request.post('/api/auth/login', { data: { email, password: 'anything' } });
  expect(before.status()).toBe(401);

  await page.getByRole('link', { name: 'Review pending users' }).click();
  await page.getByLabel('Search users').fill(tag);
  await page.getByRole('button', { name: `Approve ${name}` }).click();
  await expectToast(page, `${name} approved. A link to set their password was e-mailed to ${email}.`);
  await page.goto('/dashboard');
  await expect(page.getByText(`Asha Verma approved ${name}`)).toBeVisible();
  await openApplication(page, name);
  await expect(page.getByRole('button', { name: new RegExp(`${name}.*Account approved`) })).toBeVisible();

  const href = await linkFromMailbox(page, email);
  expect(href).toMatch(/^http:\/\/localhost:\d+\/set-password\?token=[\w-]{40,}$/);

  // The teacher, on their own device: passwords must match; then the password is set and they sign in.
  const teacher = await teacherDevice(browser);
  await teacher.page.goto(href);
  await expect(teacher.page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
  await teacher.page.getByLabel(/^New password/).fill('kitekite1');
  await teacher.page.getByLabel(/^Confirm password/).fill('kitekite2');
  await teacher.page.getByRole('button', { name: 'Set password' }).click();
  await expect(teacher.page.getByText('Passwords do not match')).toBeVisible();
  await teacher.page.getByLabel(/^Confirm password/).fill('kitekite1');
  await teacher.page.getByRole('button', { name: 'Set password' }).click();
  await expectToast(teacher.page, 'Your password is set. You can sign in now.');
  await expect(teacher.page).toHaveURL(/\/login\?email=/);
  await expect(teacher.page.getByLabel('Email')).toHaveValue(email);
  await signInWithForm(teacher.page, email, 'kitekite1');
  await expect(teacher.page).toHaveURL(/\/dashboard/);

  // The link works once.
  const again = await teacherDevice(browser);
  await again.page.goto(href);
  await expect(again.page.getByRole('alert').filter({ hasText: 'This link cannot be used' })).toBeVisible();
  await teacher.context.close();
  await again.context.close();
});

test('a pending account is rejected with a reason; the application keeps it', async ({ page, request }) => {
  const name = `Simran Kaur ${tag}`;
  await verifiedApplication(request, name, `simran.${tag}@apply.test`);
  await signInAs(page, request, DEMO.admin);
  await convert(page, name);
  await page.getByLabel('Search users').fill(tag);
  await page.getByRole('button', { name: `Reject ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${name}` });
  await dialog.getByRole('button', { name: 'Reject account' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('No openings in Mohali this term');
  await dialog.getByRole('button', { name: 'Reject account' }).click();
  await expectToast(page, `${name} rejected`);
  await expect(page.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0);

  await openApplication(page, name);
  await expect(page.getByRole('button', { name: new RegExp(`${name}.*Rejected`) })).toBeVisible();
  await expect(page.getByText(/Rejected on .*: No openings in Mohali this term/)).toBeVisible();
  await expect(page.getByRole('link', { name: `Create teacher account for ${name}` })).toHaveCount(0);
});
