import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/auth';
import { type Language, tr } from './support/catalog';
import {
  type Headers,
  makeWorld,
  readStore,
  sessionsOf,
  tokenOf,
  waitForActivatedWorker,
  waitForSavedCache,
  type World,
} from './support/offline';
import { PHONE } from './support/screens';
import { addStudents, type Pupil } from './support/students';

/**
 * Whole journeys in Hindi and Punjabi (issue 42): what the screens say comes from the catalogs (tr), so each step
 * fails if the screen is in English, and what the server keeps is the same as the English journeys keep. Each journey
 * has accounts of its own whose profile holds the language: the demo accounts stay in English for the other files.
 */

/** A new account whose profile's language is `locale`, signed in through the API before the page loads. */
async function accountIn(page: Page, request: APIRequestContext, locale: Language, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const { token, user } = await res.json();
  const saved = await request.put('/api/auth/profile/locale', {
    headers: { Authorization: `Bearer ${token}` },
    data: { locale },
  });
  expect(saved.status()).toBe(200);
  await page.addInitScript(
    ([t, u]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', t as string);
        localStorage.setItem('user', u as string);
      }
    },
    [token, JSON.stringify({ ...user, locale })],
  );
}

async function newAdmin(request: APIRequestContext): Promise<string> {
  const admin = await tokenOf(request, DEMO.admin);
  const email = `admin-${randomUUID().slice(0, 8)}@languages.test`;
  const res = await request.post('/api/users', {
    headers: admin,
    data: { name: 'Kavita Admin', email, password: DEMO_PASSWORD, role: 'admin' },
  });
  expect(res.status()).toBe(201);
  return email;
}

test.describe('journeys in Hindi and Punjabi', () => {
  test('an admin in Hindi creates a school: the errors in Hindi and nothing stored, then the school as in English', async ({
    page,
    request,
  }) => {
    const L: Language = 'hi-IN';
    const email = await newAdmin(request);
    await accountIn(page, request, L, email);
    const headers = await tokenOf(request, email);
    const count = async () => (await (await request.get('/api/schools?limit=1', { headers })).json()).total;
    const before = await count();

    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: 'test-results/hi-admin-dashboard-360.png', fullPage: true });
    await page.goto('/schools/new');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const create = page.getByRole('button', { name: tr(L, 'Create School') });
    await create.click();
    // The contract's messages, checked in the browser, shown in Hindi at their fields.
    await expect(page.getByText(tr(L, 'school.name'))).toBeVisible();
    await expect(page.getByText(tr(L, 'school.city'))).toBeVisible();
    await page.screenshot({ path: 'test-results/hi-school-form-errors-360.png', fullPage: true });
    expect(await count()).toBe(before);

    const name = `विद्या निकेतन ${randomUUID().slice(0, 6)}`; // typed by a person: never translated
    await page.getByLabel(tr(L, 'School name')).fill(name);
    await page.getByRole('combobox', { name: tr(L, 'Institution') }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await page.getByLabel(tr(L, 'Class {grade}', { grade: 6 })).check();
    await page.getByLabel(tr(L, 'State')).fill('Punjab');
    await page.getByLabel(tr(L, 'City')).fill('Mohali');
    await page.getByLabel(tr(L, 'Address')).fill('Sector 70');
    await page.getByLabel(tr(L, 'Contact email')).fill('office@vidya.example');
    await page.getByLabel(tr(L, 'Phone number')).fill('+911722345678');
    await create.click();
    await expect(page.getByText(tr(L, 'School created successfully'))).toBeVisible();
    await expect(page).toHaveURL(/\/schools$/);

    // The server has it as an English form would have sent it: the name as typed, the class, the board's value.
    const found = await request.get(`/api/schools?search=${encodeURIComponent(name)}`, { headers });
    const [school] = (await found.json()).data;
    expect(school).toMatchObject({ name, classes_offered: ['6A'], metadata: { city: 'Mohali', board: 'CBSE' } });

    // A person's phone: the countries in Hindi, from the browser's own data; one is found by its English name too.
    await page.goto('/users/new');
    const country = page.getByRole('combobox', { name: tr(L, 'Country code') });
    await expect(country).toHaveValue('IN +91 भारत');
    await country.fill('Germany');
    await expect(page.getByRole('option', { name: 'DE +49 जर्मनी' })).toBeVisible();
  });

  test("an admin in Punjabi picks a phone's country by its Punjabi name, where the browser names countries in English", async ({
    page,
    request,
  }) => {
    // Debian's Chromium has no Punjabi region names: Intl.DisplayNames says 'India'. The kept names stand in.
    const L: Language = 'pa-IN';
    await accountIn(page, request, L, await newAdmin(request));
    await page.goto('/users/new');
    const country = page.getByRole('combobox', { name: tr(L, 'Country code') });
    await expect(country).toHaveValue('IN +91 ਭਾਰਤ');
    await country.fill('Germany');
    await expect(page.getByRole('option', { name: 'DE +49 ਜਰਮਨੀ' })).toBeVisible();
  });
});

// The teacher's offline class in Punjabi: a school of its own with class 7P of two students, on grade 7's demo deck.
const GRADE = 7;
let world: World | null = null;
let pupils: Pupil[] = [];

test.describe('a teacher in Punjabi', () => {
  test.beforeEach(async ({ request }) => {
    test.setTimeout(240_000);
    if (!world) {
      world = await makeWorld(request, GRADE, ['P']);
      pupils = await addStudents(request, world, '7P', 2);
    }
  });

  test('starts, takes the roll call and ends a class offline; back online the server has it once', async ({
    page,
    context,
    request,
  }) => {
    const L: Language = 'pa-IN';
    const w = world as World;
    const headers: Headers = await tokenOf(request, w.email);
    await accountIn(page, request, L, w.email);
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: 'test-results/pa-teacher-dashboard-360.png', fullPage: true });
    await page.goto('/offline');
    await waitForActivatedWorker(page);
    await expect(page.getByRole('status', { name: tr(L, 'All your classes can be taught offline') })).toBeVisible({
      timeout: 60_000,
    });
    const since = Date.now();
    await page.goto('/log-session');
    await expect(page.getByText(w.schoolName)).toBeVisible();
    await waitForSavedCache(page, since, w.schoolName);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: tr(L, 'Start Teaching Session') })).toBeVisible();
    await page.getByLabel(tr(L, 'Class'), { exact: true }).selectOption('7P');
    await page.getByRole('button', { name: tr(L, 'Start Session') }).click();
    const viewer = page.getByRole('region', { name: tr(L, 'Slide viewer') });
    await expect(viewer).toBeVisible();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.screenshot({ path: 'test-results/pa-slide-viewer-360.png' });

    await viewer.getByRole('button', { name: tr(L, 'End Session') }).click();
    const dialog = page.getByRole('dialog', { name: tr(L, 'End Session') });
    const absent = pupils[1] as Pupil;
    await dialog.getByRole('checkbox', { name: absent.name, exact: true }).click();
    await page.screenshot({ path: 'test-results/pa-roll-call-360.png' });
    await dialog.getByRole('button', { name: tr(L, 'Save and End') }).click();
    await expect(page).toHaveURL(/\/sessions\?ended=/);
    await expect(page.getByText(tr(L, 'Saved on this device — will sync when online'))).toBeVisible();
    // Debian's Chromium has no Punjabi date data ('2026 M11 26'): the class's date is CLDR's '26 ਨਵੰ 2026' all the
    // same (src/i18n/intl-fallback.ts). The expected text is Node's, whose ICU has Punjabi.
    const today = new Intl.DateTimeFormat('pa-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
      new Date(),
    );
    const main = page.getByRole('main');
    await expect(main.getByText(today, { exact: true }).first()).toBeVisible();
    await expect(main).not.toContainText(/\bM\d{1,2}\b/);
    expect(await sessionsOf(request, headers, w, '7P')).toHaveLength(0);
    expect((await readStore(page, 'outbox')).length).toBeGreaterThan(0);

    await context.setOffline(false);
    await expect
      .poll(async () => (await sessionsOf(request, headers, w, '7P'))[0]?.status, { timeout: 30_000 })
      .toBe('ended');
    const sessions = await sessionsOf(request, headers, w, '7P');
    expect(sessions).toHaveLength(1);
    const detail = (await (await request.get(`/api/class-sessions/${sessions[0]?._id}`, { headers })).json()).session;
    expect(detail).toMatchObject({ students_attended: 1, total_students: 2, roll_call: true, starting_slide: 1 });
    expect(detail.ending_slide).toBe(4);
    expect(detail.absent_student_ids).toEqual([absent._id]);
  });
});

// A student in Hindi on a phone: signs in on a page the browser's language made Hindi, takes an assessment of a school
// of their own (class 8H), and the server scores it as an English page's answers.
test.describe('a student in Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('signs in, answers an assessment and reads the result in Hindi; the server has the same answers', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const L: Language = 'hi-IN';
    const w = await makeWorld(request, 8, ['H']);
    const [pupil] = (await addStudents(request, w, '8H', 1)) as [Pupil];
    const teacher = await tokenOf(request, w.email);
    const title = `प्रश्नोत्तरी ${randomUUID().slice(0, 6)}`; // typed by the teacher: never translated
    const due_at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const questions = [
      { prompt: 'कौन-सा यंत्र देख सकता है?', options: ['कैमरा', 'ढोल'], correctIndex: 0, points: 1 },
      { prompt: 'मॉडल किससे सीखता है?', options: ['रंग', 'डेटा'], correctIndex: 1, points: 1 },
    ];
    const made = await request.post('/api/assessments', {
      headers: teacher,
      data: { title, school_id: w.schoolId, class_levels: ['8H'], due_at, questions },
    });
    expect(made.status(), await made.text()).toBe(201);
    const id = (await made.json()).assessments[0]._id as string;
    expect((await request.post(`/api/assessments/${id}/publish`, { headers: teacher })).ok()).toBe(true);

    await page.setViewportSize(PHONE);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', L);
    await page.getByLabel(tr(L, 'Email')).fill(pupil.email);
    await page.getByRole('textbox', { name: tr(L, 'Password'), exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: tr(L, 'Sign in') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/student/assessments');
    await page.getByRole('article', { name: title }).getByRole('link').click();
    await page
      .getByRole('radiogroup', { name: /कौन-सा यंत्र/ })
      .getByRole('radio', { name: 'कैमरा' })
      .check();
    await page
      .getByRole('radiogroup', { name: /मॉडल किससे/ })
      .getByRole('radio', { name: 'रंग' })
      .check();
    await page.getByRole('button', { name: tr(L, 'Submit') }).click();
    await expect(
      page.getByRole('heading', { name: tr(L, 'Your score: {score} / {maxScore}', { score: 1, maxScore: 2 }) }),
    ).toBeVisible();
    const second = page.getByRole('region', { name: tr(L, 'Question {n}', { n: 2 }) });
    await expect(second.getByText(tr(L, 'Incorrect'), { exact: true })).toBeVisible();
    const correctAnswer = tr(L, 'option {number} ({text})', { number: 2, text: 'डेटा' });
    await expect(second.getByText(tr(L, 'Correct answer: {correctAnswer}', { correctAnswer }))).toBeVisible();
    await page.screenshot({ path: 'test-results/hi-assessment-result-360.png', fullPage: true });

    // The server keeps the answers as an English page sends them: option indexes, scored 1 of 2.
    const student = await tokenOf(request, pupil.email);
    const analytics = await request.get(`/api/assessments/analytics/student/${pupil._id}`, { headers: student });
    const recent = (await analytics.json()).recent as { title: string; score: number; max_score: number }[];
    expect(recent[0]).toMatchObject({ title, score: 1, max_score: 2 });
  });
});
