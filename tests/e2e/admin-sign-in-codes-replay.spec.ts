import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInAs } from './support/auth';
import { expectToast, pick } from './support/forms';

/**
 * Issue 38: a one-time code is shown once. A request sent again with the same Idempotency-Key (a retry whose first
 * answer was lost) is answered without the code, and the screens say so: the sign-in card offers a new card, the
 * import tells where to get new codes. The app sends no key on these calls itself, so the page's requests get one
 * here, as a retrying client's would.
 */
const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();
type School = { _id: string; name: string; classes_offered: string[] };

test.describe.configure({ timeout: 120_000 });

/** Every request to the URL carries the same Idempotency-Key from now on. */
async function sameKey(page: Page, url: string, key: string) {
  await page.route(url, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'idempotency-key': key } }),
  );
}

test.describe('one-time codes replayed with the same Idempotency-Key', () => {
  let school: School;
  let token: string;

  test.beforeAll(async ({ request }) => {
    const login = await request.post('/api/auth/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    token = (await login.json()).token;
    const res = await request.get('/api/schools?limit=100', { headers: { Authorization: `Bearer ${token}` } });
    const found = ((await res.json()) as { data: School[] }).data.find((s) => s.classes_offered.length > 0);
    if (!found) throw new Error('no demo school with classes');
    school = found;
  });

  test.beforeEach(async ({ page, request }) => {
    await signInAs(page, request, DEMO.admin);
  });

  test('a sign-in card issued again says it was issued, without a code, and a new card can be issued', async ({
    page,
    request,
  }) => {
    const name = `Replay Card ${tag}`;
    const form = {
      school_id: school._id,
      csvFile: {
        name: 'one.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `student_id,name,class_level,phone,parent_contact\nRPC-${tag},${name},${school.classes_offered[0]},,\n`,
        ),
      },
    };
    const imported = await request.post('/api/students/import', {
      multipart: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(imported.status()).toBe(200);

    await sameKey(page, '**/api/students/*/sign-in-card', `card-${tag}`);
    await page.goto(`/students?search=${encodeURIComponent(name)}`);
    const issue = async () => {
      await page.getByRole('button', { name: `View ${name}` }).click();
      await page.getByRole('button', { name: 'Issue a new sign-in card' }).click();
      await page.getByRole('button', { name: 'Issue card' }).click();
    };

    const [download] = await Promise.all([page.waitForEvent('download'), issue()]);
    expect(download.suggestedFilename()).toBe(`sign-in-card-RPC-${tag}.pdf`);
    const code = (await page.getByLabel('New one-time code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    await page.keyboard.press('Escape');

    // The same request again: answered from the store, without the code; nothing is downloaded.
    let downloads = 0;
    page.on('download', () => downloads++);
    await issue();
    const replayed = page.getByRole('alert').filter({ hasText: 'Sign-in card already issued' });
    await expect(replayed).toContainText('Already issued: issue a new card to get a new code');
    await expect(page.locator('body')).not.toContainText(code);
    await expect(page.getByLabel('New one-time code')).toHaveCount(0);
    expect(downloads).toBe(0);

    // A new card (a new request, without the old key) gives a new code.
    await page.unroute('**/api/students/*/sign-in-card');
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await replayed.getByRole('button', { name: 'Issue a new sign-in card' }).click();
        await page.getByRole('button', { name: 'Issue card' }).click();
      })(),
    ]);
    expect(again.suggestedFilename()).toBe(`sign-in-card-RPC-${tag}.pdf`);
    const fresh = (await page.getByLabel('New one-time code').textContent())?.trim() ?? '';
    expect(fresh).toMatch(/^[A-Z2-9]{10}$/);
    expect(fresh).not.toBe(code);
  });

  test('an import sent again shows what was imported, without the codes', async ({ page }) => {
    const offered = school.classes_offered[0] as string;
    await sameKey(page, '**/api/students/import', `import-${tag}`);
    const lines = `RPI-${tag}-1, Replay One ${tag}, ${offered}, , \nRPI-${tag}-2, Replay Two ${tag}, ${offered}, , `;
    const importLines = async () => {
      await page.goto('/students/import');
      await pick(page, /^School/, school.name);
      await page.getByRole('tab', { name: 'Manual Entry' }).click();
      await page.getByLabel('Students, one per line').fill(lines);
      await page.getByRole('button', { name: 'Preview Students' }).click();
      await page.getByRole('button', { name: 'Import 2 Students' }).click();
      await expect(page.getByRole('heading', { name: 'Import complete' })).toBeVisible();
    };

    await importLines();
    const created = page.getByRole('table', { name: 'Students created' });
    await expect(created.getByRole('row')).toHaveCount(3);
    const code = (await created.getByRole('row').nth(1).getByRole('cell').nth(4).textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z2-9]{10}$/);

    await importLines();
    await expectToast(page, 'Already imported: the one-time codes were shown once.');
    await expect(page.getByText('Students created').locator('..')).toContainText('2');
    await expect(page.getByRole('alert').filter({ hasText: 'The one-time codes are not shown again' })).toContainText(
      '2 students were created by this import. To give a student a new code, issue a new sign-in card',
    );
    await expect(page.getByRole('table', { name: 'Students created' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Sign-in cards/ })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(code);
  });
});
