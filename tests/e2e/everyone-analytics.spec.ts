import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { apiAs, expectFigures, expectLive, logSession, pct, schoolIdOf, stat, todayUtc } from './support/figures';

// The analytics screens show the server's figures for the chosen range or period, and a newly logged session
// shows up in them. Sessions are logged for Class 7A at Mohali; every check compares with the API of the moment.
const MOHALI = 'Sunrise Public School, Mohali';
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const range = (from: string, to: string) => `startDate=${from}&endDate=${to}`;
const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;

test.describe('analytics', () => {
  test('admin: the system view for 30 days by default, 7 days, a custom range, and a new session counted', async ({
    page,
    request,
  }) => {
    // Several reload-until-agreed checks while other journeys log sessions: room for each on a loaded machine.
    test.setTimeout(180_000);
    const admin = await apiAs(request, DEMO.admin);
    const teacher = await apiAs(request, DEMO.teacher);
    await signInAs(page, request, DEMO.admin);
    await page.goto('/analytics');
    await expect(page.getByText('System-wide analytics across every institution and school')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Date range' }).locator('option:checked')).toHaveText(
      'Last 30 days',
    );

    const trend = page.getByRole('region', { name: 'Sessions over time' });
    await expectFigures(
      page,
      () => admin.get(`/analytics/comprehensive?${range(daysAgo(29), todayUtc())}`),
      async (month) => {
        await expect(stat(page, 'Students')).toHaveText(
          new Intl.NumberFormat('en-IN').format(month.overview.total_students),
        );
        await expect(stat(page, 'Institutions')).toHaveText(String(month.overview.total_institutions));
        await expect(stat(page, 'Average Attendance')).toHaveText(pct(month.overview.average_attendance));
        await expect(stat(page, 'Completion Rate')).toHaveText(pct(month.overview.completion_rate));
        await expect(stat(page, 'Estimated Annual Collection')).toHaveText(
          rupees(month.financials.estimated_annual_collection),
        );
        await expect(stat(page, 'Delivered')).toHaveText(String(month.sessionStatus.delivered));
        const top = page.getByRole('region', { name: 'Top teachers' });
        await expect(top.getByRole('row').nth(1)).toContainText(month.top.teachers[0].name);
        await expect(page.getByRole('region', { name: 'Top institutions' }).getByRole('row')).toHaveCount(
          month.top.institutions.length + 1,
        );
        // A chart is an image with a spoken summary, and a table of the same figures is one click away.
        await expect(trend.getByRole('img', { name: /^Chart of sessions per day/ })).toHaveAttribute(
          'aria-label',
          new RegExp(`over 30 days: ${month.overview.total_sessions} sessions in all`),
        );
      },
    );
    await trend.getByText('Table', { exact: true }).click();
    await expect(trend.getByRole('row')).toHaveCount(31);

    await page.getByLabel('Date range').selectOption({ label: 'Last 7 days' });
    await expect(page).toHaveURL(/range=7/);
    await expect(async () => {
      const week = await admin.get(`/analytics/comprehensive?${range(daysAgo(6), todayUtc())}`);
      await expect(stat(page, 'Sessions')).toHaveText(String(week.overview.total_sessions), { timeout: 3000 });
    }).toPass({ timeout: 20_000 });

    // Custom: the start may not be after the end.
    await page.getByLabel('Date range').selectOption({ label: 'Custom range' });
    await page.getByRole('textbox', { name: 'Start date' }).fill(daysAgo(1));
    await page.getByRole('textbox', { name: 'End date' }).fill(daysAgo(5));
    await expect(page.getByText('Start date cannot be after end date')).toBeVisible();
    await page.getByRole('textbox', { name: 'Start date' }).fill(daysAgo(13));
    await page.getByRole('textbox', { name: 'End date' }).fill(daysAgo(7));
    await expect(page.getByText('Start date cannot be after end date')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`from=${daysAgo(13)}.*to=${daysAgo(7)}`));
    const custom = await admin.get(`/analytics/comprehensive?${range(daysAgo(13), daysAgo(7))}`);
    await expect(stat(page, 'Sessions')).toHaveText(String(custom.overview.total_sessions));
    // Active students are counted over the 30 days to the range's end, and the card says so.
    const end = new Date(`${daysAgo(7)}T00:00:00Z`);
    const endText = `${end.getUTCDate()} ${end.toLocaleString('en', { month: 'short', timeZone: 'UTC' })}`;
    await expect(page.getByRole('group', { name: 'Active Students' })).toContainText(`in the 30 days to ${endText}`);
    // The end date cannot go past today, even through the URL.
    await page.goto(`/analytics?range=custom&from=${daysAgo(3)}&to=2999-01-01`);
    await expect(page.getByRole('status').filter({ hasText: '(4 days)' })).toBeVisible();

    // A session logged now is counted (default range).
    await page.goto('/analytics');
    const before = Number(await stat(page, 'Sessions').textContent());
    await logSession(teacher, await schoolIdOf(teacher, MOHALI), '7A');
    const after = await expectLive(page, stat(page, 'Sessions'), async () =>
      String((await admin.get(`/analytics/comprehensive?${range(daysAgo(29), todayUtc())}`)).overview.total_sessions),
    );
    expect(Number(after)).toBeGreaterThan(before);
  });

  test('institution manager: the institution view of their first institution', async ({ page, request }) => {
    const manager = await apiAs(request, DEMO.institutionManager);
    const id = manager.user.manages_institutions[0];
    await signInAs(page, request, DEMO.institutionManager);
    await page.goto('/analytics');
    const data = await manager.get(`/analytics/institution/${id}?${range(daysAgo(29), todayUtc())}`);
    await expect(page.getByText(`Institution analytics for ${data.institution.name}`)).toBeVisible();
    await expect(stat(page, 'Sessions')).toHaveText(String(data.overview.total_sessions));
    await expect(stat(page, 'Active Students')).toHaveText(String(data.overview.active_students));
    await expect(stat(page, 'Institutions')).toHaveCount(0);
    const completion = page.getByRole('region', { name: 'Completion rate by school' });
    await completion.getByText('Table', { exact: true }).click();
    for (const school of data.completion) {
      await expect(completion.getByRole('row', { name: new RegExp(school.name) })).toContainText(
        `${school.completion_rate}%`,
      );
    }
  });

  test('school manager: their managed schools together', async ({ page, request }) => {
    const manager = await apiAs(request, DEMO.schoolManager);
    await signInAs(page, request, DEMO.schoolManager);
    await page.goto('/analytics');
    const data = await manager.get(`/analytics/comprehensive?${range(daysAgo(29), todayUtc())}`);
    expect(data.variant).toBe('school');
    await expect(page.getByText(/^School analytics for /)).toContainText(MOHALI);
    await expect(stat(page, 'Schools')).toHaveText(String(manager.user.manages_schools.length));
    await expect(stat(page, 'Teachers')).toHaveText(String(data.overview.total_teachers));
    await expect(stat(page, 'Hours Logged')).toHaveText(
      `${new Intl.NumberFormat('en-IN').format(data.overview.hours_logged)} h`,
    );
    const cities = page.getByRole('region', { name: 'Hours by city' });
    await cities.getByText('Table', { exact: true }).click();
    await expect(cities.getByRole('row')).toHaveCount(data.hoursByCity.length + 1);
  });

  test('teacher: Teaching Analytics for the period, and a new session counted', async ({ page, request }) => {
    const teacher = await apiAs(request, DEMO.teacher);
    const url = (period: string) => `/analytics/teacher/${teacher.user._id}?period=${period}`;
    await signInAs(page, request, DEMO.teacher);
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Teaching Analytics' })).toBeVisible();
    await expect(page.getByText(/^Performance insights for .*Sunrise Public School, Mohali/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Period' }).locator('option:checked')).toHaveText('Last 3 Months');
    const a = await teacher.get(url('3months'));
    await expect(stat(page, 'Avg Attendance')).toHaveText(pct(a.overallMetrics.averageAttendance));
    await expect(stat(page, 'Classes Taught')).toHaveText(String(a.overallMetrics.totalClasses));
    await expect(stat(page, 'Completion Rate')).toHaveText(pct(a.overallMetrics.completionRate));

    const patterns = page.getByRole('group', { name: 'Needs Attention' });
    await expect(patterns).toContainText(String(a.attendancePatterns.needsAttention));
    await expect(page.getByRole('group', { name: 'Hours logged' })).toContainText(`${a.overallMetrics.hoursLogged} h`);
    const table = page.getByRole('region', { name: 'Class Performance' });
    const taught = a.classMetrics.filter((m: { totalSessions: number }) => m.totalSessions > 0);
    await expect(table.getByRole('row')).toHaveCount(taught.length + 1);
    const best = taught.find((m: { averageAttendance: number }) => m.averageAttendance >= 90);
    if (best) {
      const row = table
        .getByRole('row')
        .filter({ hasText: `Class ${best.class_level}` })
        .filter({ hasText: best.school_name });
      await expect(row.getByLabel('Excellent attendance')).toBeVisible();
    }
    const recommendations = page.getByRole('region', { name: 'AI Recommendations' });
    if (a.recommendations.length === 0)
      await expect(recommendations).toContainText('Great job! No specific recommendations at this time.');
    else for (const r of a.recommendations) await expect(recommendations.getByText(r)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Engagement Insights' })).toContainText(
      a.engagementInsights.mostEngagedClass ?? 'N/A',
    );

    await page.getByLabel('Period').selectOption({ label: 'Last Week' });
    await expect(page).toHaveURL(/period=1week/);
    await expect(async () => {
      const week = await teacher.get(url('1week'));
      await expect(stat(page, 'Total Sessions')).toHaveText(String(week.overallMetrics.totalSessions), {
        timeout: 3000,
      });
    }).toPass({ timeout: 20_000 });

    const before = Number(await stat(page, 'Total Sessions').textContent());
    await logSession(teacher, await schoolIdOf(teacher, MOHALI), '7A');
    const after = await expectLive(page, stat(page, 'Total Sessions'), async () =>
      String((await teacher.get(url('1week'))).overallMetrics.totalSessions),
    );
    expect(Number(after)).toBeGreaterThan(before);
  });

  test("student: their own analytics view, their class's attendance labelled as the class's", async ({
    page,
    request,
  }) => {
    await signInAs(page, request, DEMO.student);
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('region', { name: "Your class's progress over time" })).toBeVisible();
    await expect(page.getByRole('region', { name: "Your class's attendance" })).toBeVisible();
    await expect(page.getByText('Analytics not available')).toHaveCount(0);
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  });

  test("student: My Progress shows the class's sessions, slides covered and recent sessions", async ({
    page,
    request,
  }) => {
    const student = await apiAs(request, DEMO.student);
    await signInAs(page, request, DEMO.student);
    await page.goto('/progress');
    await expect(page.getByRole('heading', { name: 'My Progress' })).toBeVisible();
    const p = await student.get(`/students/${student.user._id}/progress`);
    await expect(stat(page, 'Class')).toHaveText(p.class_level);
    await expect(page.getByRole('group', { name: 'School' })).toContainText(p.school_name);
    await expect(page.getByText(`${p.slides_covered} of ${p.total_slides} slides covered`)).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent Sessions' });
    await expect(recent.getByRole('listitem')).toHaveCount(p.recent_sessions.length);
    const first = p.recent_sessions[0];
    await expect(recent.getByRole('listitem').first()).toContainText(`${first.slides_covered} slides covered`);
    if (typeof first.attendance_percentage === 'number') {
      await expect(recent.getByRole('listitem').first()).toContainText(`${first.attendance_percentage}% attended`);
    }
    // The student's own roll calls: a list shorter than the figure says it shows the latest only.
    const own = p.own_attendance;
    const mine = page.getByRole('list', { name: 'My recent sessions' });
    await expect(mine.getByRole('listitem')).toHaveCount(own.recent.length);
    const cut = page.getByText(`Showing the latest ${own.recent.length} of ${own.held} sessions`);
    await expect(cut).toHaveCount(own.recent.length < own.held ? 1 : 0);
  });
});
