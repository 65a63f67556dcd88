import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';

type Progress = {
  schoolId: string;
  classLevel: string;
  progress: { furthestSlide: number };
  courseMaterial: { totalSlides: number };
};

test.describe("a school manager's classes", () => {
  test('the schools come in one order, by name, on the dashboard and on Classes (issue 40)', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, DEMO.schoolManager);
    const byName = ['Sunrise Convent School, Ludhiana', 'Sunrise Public School, Mohali'];
    await page.goto('/dashboard');
    await expect(page.getByText(byName.join(' · '))).toBeVisible();
    const progress = page.getByRole('region', { name: 'Class Progress' });
    await expect(progress.getByText(/^Sunrise /)).toHaveText(byName);
    await page.goto('/classes');
    await expect(page.getByRole('heading', { level: 2, name: /^Sunrise / })).toHaveText(byName);
  });

  test('shows every class of their schools with its real progress, students and sessions', async ({
    page,
    request,
  }) => {
    const { token } = await signInAs(page, request, DEMO.schoolManager);
    const auth = { authorization: `Bearer ${token}` };
    const schools = (await (await request.get('/api/schools', { headers: auth })).json()).data as {
      _id: string;
      name: string;
      classes_offered: string[];
    }[];
    const mohali = schools.find((s) => s.name === 'Sunrise Public School, Mohali')!;
    // Progress from another call (the session-progress module): furthest slide taught over the grade's slides.
    const progress = (await (await request.get(`/api/session-progress/school/${mohali._id}`, { headers: auth })).json())
      .results as Progress[];
    const sixB = progress.find((p) => p.classLevel === '6B')!;
    expect(sixB.progress.furthestSlide).toBeGreaterThan(0);
    // Shown within the deck (issue 15): a class taught past the end of a shorter deck counts the deck's length.
    const done = Math.min(sixB.progress.furthestSlide, sixB.courseMaterial.totalSlides);
    const percent = Math.round((done / sixB.courseMaterial.totalSlides) * 1000) / 10;

    await page.goto('/classes');
    await expect(page.getByRole('heading', { name: 'School Classes' })).toBeVisible();
    const cards = page.getByRole('button', { name: /^Class \w+ at / });
    await expect(cards).toHaveCount(schools.reduce((n, s) => n + s.classes_offered.length, 0));
    const card = page.getByRole('button', { name: 'Class 6B at Sunrise Public School, Mohali' });
    await expect(card).toContainText(`${percent}%`);
    await expect(card).toContainText(`Slide ${done} of ${sixB.courseMaterial.totalSlides}`);
    await expect(card).toContainText('14Students');

    await expect(page.getByText('Select a class to view details')).toBeVisible();
    await card.click();
    const panel = page.getByRole('region', { name: 'Class 6B details' });
    await expect(panel.getByText('Students (14)')).toBeVisible();
    await expect(panel.getByRole('row')).toHaveCount(11); // header + 10 recent sessions
    await expect(panel.getByRole('row').nth(1)).toContainText(/\d+–\d+\s*\d+\/\d+/);
    await card.click();
    await expect(page.getByText('Select a class to view details')).toBeVisible();
  });

  test('a student sees only their own class, titled My Class', async ({ page, request }) => {
    await signInAs(page, request, DEMO.student);
    await page.goto('/classes');
    await expect(page.getByRole('heading', { name: 'My Class' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Class \w+ at / })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Class 6A at Sunrise Public School, Mohali' })).toBeVisible();
  });
});
