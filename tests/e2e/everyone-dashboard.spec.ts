import { absenceMessage } from '#contract/absence-alerts';
import { nextSlideOf } from '#contract/sessions';
import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { expectToast } from './support/forms';
import { apiAs, expectFigures, expectLive, logSession, pct, schoolIdOf, stat, todayUtc } from './support/figures';

// Each dashboard shows the server's figures, and they move when a teacher logs a session. The sessions are
// logged for Class 7A (Mohali) and 6A (Mohali, the demo student's class); every check compares with the API at
// that moment, since other journeys may log sessions at the same time.
const MOHALI = 'Sunrise Public School, Mohali';

test.describe('dashboards', () => {
  test('admin: totals, activity and real health; Refresh waits out 30 s, then counts a new session', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await apiAs(request, DEMO.admin);
    const teacher = await apiAs(request, DEMO.teacher);
    await signInAs(page, request, DEMO.admin);
    // The page's clock runs as usual until the test moves it on past the 30 s below, instead of waiting them out.
    await page.clock.install();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('System-wide overview and management')).toBeVisible();

    await expectFigures(
      page,
      () => admin.get('/analytics/dashboard'),
      async (dash) => {
        await expect(stat(page, 'Total Users')).toHaveText(String(dash.overview.total_users), { timeout: 5000 });
        await expect(stat(page, 'Institutions')).toHaveText(String(dash.overview.total_institutions));
        await expect(stat(page, 'Schools')).toHaveText(String(dash.overview.total_schools));
      },
    );
    // The cards link to the lists behind them; System Health to the panel of real checks.
    await expect(page.getByRole('link', { name: /^Teachers/ })).toHaveAttribute('href', '/users?role=teacher');
    await expect(page.getByRole('link', { name: /pending approvals/i })).toHaveAttribute(
      'href',
      '/users?status=pending',
    );
    await expect(page.getByRole('link', { name: /system health/i })).toHaveAttribute(
      'href',
      '/dashboard#system-health',
    );
    await expect(stat(page, 'System Health')).toHaveText(/^\d+%$/);
    const health = page.getByRole('region', { name: 'System Health' });
    for (const check of ['Database', 'Background jobs', 'File storage', 'Backups'])
      await expect(health.getByText(check, { exact: true })).toBeVisible();
    await expect(health.getByText(/^Database reachable, query took [\d.]+ ms$/)).toBeVisible();

    // The latest entries of the activity log (at most 5), newest first.
    const activity = page.getByRole('region', { name: 'System Activity' });
    await expectFigures(
      page,
      () => admin.get('/analytics/dashboard'),
      async ({ time_series }) => {
        await expect(activity.getByRole('listitem').first()).toBeVisible({ timeout: 5000 });
        const shown = await activity.getByRole('listitem').allTextContents();
        expect(shown.length).toBeLessThanOrEqual(5);
        for (const text of shown)
          expect(time_series.some((e: { description: string }) => text.startsWith(e.description))).toBe(true);
      },
    );

    const quick = page.getByRole('region', { name: 'Quick Actions' });
    const actions: [string, string][] = [
      ['Add User', '/users/new'],
      ['Add Institution', '/institutions/new'],
      ['Add School', '/schools/new'],
      ['Course Materials', '/course-materials'],
      ['View Analytics', '/analytics'],
      ['Import Students', '/students/import'],
      ['Settings', '/settings'],
    ];
    for (const [name, href] of actions) await expect(quick.getByRole('link', { name })).toHaveAttribute('href', href);

    // Refresh goes to the server only when the figures are more than 30 s old (spec 01 §4).
    const before = Number(await stat(page, 'Sessions').textContent());
    await logSession(teacher, await schoolIdOf(teacher, MOHALI), '7A');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectToast(page, 'Already up to date');
    await expect(stat(page, 'Sessions')).toHaveText(String(before));
    await page.clock.fastForward('00:31');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(stat(page, 'Sessions')).not.toHaveText(String(before));
    const after = Number(await stat(page, 'Sessions').textContent());
    expect(after).toBeGreaterThan(before);
    expect(after).toBeLessThanOrEqual((await admin.get('/analytics/dashboard')).overview.total_sessions);
  });

  test('admin: Pending Approvals appears with the real count of pending accounts', async ({ page, request }) => {
    const admin = await apiAs(request, DEMO.admin);
    const tag = Date.now().toString(36);
    await admin.post('/users', {
      name: `Waiting ${tag}`,
      email: `waiting.${tag}@dash.test`,
      password: 'secret12',
      role: 'admin',
      status: 'pending',
    });
    await signInAs(page, request, DEMO.admin);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Pending Approvals' });
    const count = await expectLive(page, stat(page, 'Pending Approvals'), async () =>
      String((await admin.get('/analytics/dashboard')).overview.pending_approvals),
    );
    expect(Number(count)).toBeGreaterThan(0);
    await expect(card).toContainText(`${count} account`);
    await expect(card.getByRole('link', { name: 'Review pending users' })).toHaveAttribute(
      'href',
      '/users?status=pending',
    );
  });

  test("institution manager: the institution's figures, schools overview, and today's sessions grow", async ({
    page,
    request,
  }) => {
    const manager = await apiAs(request, DEMO.institutionManager);
    const teacher = await apiAs(request, DEMO.teacher);
    const id = manager.user.manages_institutions[0];
    const { institution } = await manager.get(`/institutions/${id}`);
    const schools = await manager.get(`/schools?institution_id=${id}&limit=100`);
    await signInAs(page, request, DEMO.institutionManager);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: institution.name })).toBeVisible();
    await expect(page.getByText('Institution Management Dashboard')).toBeVisible();
    await expect(stat(page, 'Total Schools')).toHaveText(String(schools.pagination.total));
    await expect(stat(page, 'Total Students')).toHaveText(String(institution.statistics.students));
    await expect(stat(page, 'Total Teachers')).toHaveText(String(institution.statistics.teachers));

    const overview = page.getByRole('region', { name: 'Schools Overview' });
    const first = schools.data[0];
    await expect(overview.getByRole('link', { name: first.name })).toHaveAttribute('href', /^\/schools\?search=/);
    await expect(overview.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/schools');

    const analytics = await manager.get(`/institutions/${id}/analytics`);
    const progress = page.getByRole('region', { name: 'Overall Learning Progress' });
    await expect(progress.getByRole('group', { name: 'Completion Rate' })).toContainText(pct(analytics.completionRate));
    await expect(progress.getByRole('group', { name: 'Active Students' })).toContainText(
      String(analytics.activeStudents),
    );

    const before = Number(await stat(page, "Today's Sessions").textContent());
    await logSession(teacher, await schoolIdOf(teacher, MOHALI), '7A');
    const after = await expectLive(page, stat(page, "Today's Sessions"), async () =>
      String((await manager.get(`/institutions/${id}/analytics`)).todaySessions),
    );
    expect(Number(after)).toBeGreaterThan(before);
  });

  test('school manager: their schools, class progress badges, the week, and a new session in Recent Sessions', async ({
    page,
    request,
  }) => {
    const manager = await apiAs(request, DEMO.schoolManager);
    const teacher = await apiAs(request, DEMO.teacher);
    const mohali = await schoolIdOf(manager, MOHALI);
    await signInAs(page, request, DEMO.schoolManager);
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { name: `Managing ${manager.user.manages_schools.length} Schools` }),
    ).toBeVisible();
    await expect(page.getByText(MOHALI).first()).toBeVisible();

    const end = todayUtc();
    const start = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const week = await manager.get(`/analytics/comprehensive?startDate=${start}&endDate=${end}`);
    await expect(stat(page, 'Teaching Staff')).toHaveText(String(week.overview.total_teachers));
    await expect(stat(page, 'Attendance Rate')).toHaveText(pct(week.overview.average_attendance));

    // Absence alerts: each student absent from their class's last three roll calls, linked to the register.
    const { alerts } = await manager.get('/classes/absence-alerts');
    const alertsCard = page.getByRole('region', { name: 'Absence Alerts' });
    if (alerts.length === 0) await expect(alertsCard).toContainText('No student has missed the last 3 roll calls');
    for (const alert of alerts.slice(0, 3)) {
      // The demo school manager runs two schools: each alert names its school.
      await expect(alertsCard.getByRole('link', { name: absenceMessage(alert, true) })).toHaveAttribute(
        'href',
        `/classes/${alert.school_id}/${alert.class_level}/register?month=${alert.last.slice(0, 7)}`,
      );
    }

    // Class progress with the 70/40 badge from the server.
    const school = await manager.get(`/schools/${mohali}/analytics`);
    const sixB = school.classes.find((c: { class_level: string }) => c.class_level === '6B');
    const row = page.getByRole('group', { name: `Class 6B at ${MOHALI}` });
    await expect(row).toContainText(`${sixB.slides_done}/${sixB.total_slides} slides`);
    await expect(row.locator('[data-badge]')).toHaveText(`${sixB.progress}%`);
    await expect(row.locator('[data-badge]')).toHaveAttribute(
      'data-badge',
      sixB.progress >= 70 ? 'default' : sixB.progress >= 40 ? 'secondary' : 'outline',
    );

    const before = Number(await stat(page, 'Sessions Today').textContent());
    const logged = await logSession(teacher, mohali, '7A');
    const after = await expectLive(page, stat(page, 'Sessions Today'), async () => {
      const all = await Promise.all(manager.user.manages_schools.map((id) => manager.get(`/schools/${id}/analytics`)));
      return String(all.reduce((n, a) => n + a.todaySessions, 0));
    });
    expect(Number(after)).toBeGreaterThan(before);
    await expect(stat(page, 'Performance')).toHaveText(/^([+-]?[\d.]+%|—)$/);
    const recent = page.getByRole('region', { name: 'Recent Sessions' });
    await expect(recent.getByText(`Class 7A · Slides ${logged.from}–${logged.to}`)).toBeVisible();
    await expect(recent.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/sessions');
  });

  test('teacher: classes, week, next slides and pending tasks from the server; a new session moves them', async ({
    page,
    request,
  }) => {
    const teacher = await apiAs(request, DEMO.teacher);
    const mohali = await schoolIdOf(teacher, MOHALI);
    const analytics = await teacher.get(`/analytics/teacher/${teacher.user._id}`);
    await signInAs(page, request, DEMO.teacher);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
    // The tab names the screen (every screen's header sets it), not only the app.
    await expect(page).toHaveTitle('Teacher Dashboard · Pathshala');
    await expect(page.getByRole('link', { name: 'Manage Slides' }).first()).toHaveAttribute('href', '/manage-slides');
    await expect(page.getByRole('link', { name: 'Log Class Session' })).toHaveAttribute('href', '/log-session');
    await expect(stat(page, 'My Classes')).toHaveText(String(analytics.assignedClasses));
    await expect(stat(page, 'Total Students')).toHaveText(String(analytics.totalStudents));
    await expect(stat(page, 'Attendance')).toHaveText(pct(analytics.averageAttendance));
    const { assessments } = await teacher.get('/assessments?limit=500');
    const published = assessments.filter((a: { published: boolean }) => a.published).length;
    await expect(stat(page, 'Assessments')).toHaveText(`${published}/${assessments.length}`);

    // Pending tasks are the server's open items (drafts to publish, sessions without attendance) and the students
    // absent from their class's last three roll calls.
    const schedule = page.getByRole('region', { name: "Today's Schedule" });
    const { alerts } = await teacher.get('/classes/absence-alerts');
    if (analytics.pendingTasks.count + alerts.length > 0) {
      for (const item of analytics.pendingTasks.items)
        await expect(schedule.getByRole('link', { name: item.message })).toBeVisible();
      // The demo teacher teaches at two schools, each with a 6A: each alert names its school.
      for (const alert of alerts)
        await expect(schedule.getByRole('link', { name: absenceMessage(alert, true) })).toBeVisible();
    } else {
      await expect(schedule.getByText('No pending tasks')).toBeVisible();
    }

    const progressRow = page.getByRole('group', { name: `Class 7A at ${MOHALI}` });
    await expect(progressRow.getByRole('link', { name: /Manage slides for Class 7A/ })).toHaveAttribute(
      'href',
      `/manage-slides?class=7A&school=${mohali}`,
    );
    const logged = await logSession(teacher, mohali, '7A');
    const total = (await teacher.get(`/session-progress/${mohali}/7A`)).courseMaterial.totalSlides;
    // 'This week' is the last 7 days, as on every screen (not 'since Monday': on a Monday that compared hours with a week).
    await expect(page.getByText('Sessions in the last 7 days')).toBeVisible();
    await expectLive(page, stat(page, 'This Week'), async () =>
      String((await teacher.get(`/analytics/teacher/${teacher.user._id}`)).sessionsThisWeek),
    );
    // Next: the slide the class resumes at (its last visited, contract nextSlideOf), with the slides remaining
    // after the furthest taught (unless another journey moved it on).
    await expect(async () => {
      const { progress } = await teacher.get(`/session-progress/${mohali}/7A`);
      expect(progress.furthestSlide).toBeGreaterThanOrEqual(logged.to);
      await page.reload();
      // Shown within the deck: a class taught past the end of a shorter deck has covered it all (issue 15).
      const done = Math.min(progress.furthestSlide, total);
      await expect(progressRow).toContainText(
        done < total
          ? `Next: Slide ${nextSlideOf(progress.lastSlideVisited, total)} · ${total - done} slides remaining`
          : `All ${total} slides covered`,
        { timeout: 5000 },
      );
    }).toPass({ timeout: 45_000 });
    const recent = page.getByRole('region', { name: 'Recent Sessions' });
    await expect(recent.getByText(`Class 7A · Slides ${logged.from}–${logged.to}`)).toBeVisible();
    await expect(schedule.getByRole('status', { name: 'Sessions today' })).toHaveText(/^\d+ sessions? logged today$/);
    // Students by class, grouped by school.
    await expect(page.getByRole('group', { name: `Students by class at ${MOHALI}` })).toContainText('Class 7A');
  });

  test("student: their class's progress, attendance, achievements and topics; progress moves after a session", async ({
    page,
    request,
  }) => {
    const student = await apiAs(request, DEMO.student);
    const teacher = await apiAs(request, DEMO.teacher);
    const p = await student.get(`/students/${student.user._id}/progress`);
    await signInAs(page, request, DEMO.student);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome, ${p.student.name}!` })).toBeVisible();
    await expect(page.getByText(`Student ID: ${p.student.student_id}`)).toBeVisible();
    await expect(stat(page, 'My Class')).toHaveText(p.class_level);
    // Their own attendance (issue 17): the roll calls they were present at, of those held.
    await expect(stat(page, 'Attendance')).toHaveText(pct(p.own_attendance.rate));
    await expect(stat(page, 'Achievements')).toHaveText(String(p.achievements.length));
    const achievements = page.getByRole('region', { name: 'My Achievements' });
    for (const a of p.achievements) await expect(achievements.getByText(a.title, { exact: true })).toBeVisible();
    const topics = page.getByRole('region', { name: 'Upcoming Topics' });
    await expect(topics.getByRole('listitem')).toHaveCount(p.upcoming_topics.length);
    await expect(page.getByRole('region', { name: 'Study Tips' })).toContainText('Aim for 5 slides a day');

    await logSession(teacher, p.school_id, p.class_level);
    const after = await expectLive(
      page,
      stat(page, 'Progress'),
      async () => `${(await student.get(`/students/${student.user._id}/progress`)).progress_percentage}%`,
    );
    // It moves on, unless the class had covered the whole deck already (progress is shown within the deck).
    if (p.progress_percentage < 100) expect(Number.parseFloat(String(after))).toBeGreaterThan(p.progress_percentage);
    else expect(after).toBe('100%');
    const now = await student.get(`/students/${student.user._id}/progress`);
    const learning = page.getByRole('region', { name: 'Learning Progress' });
    await expect(learning.getByRole('group', { name: 'Completed' })).toContainText(String(now.slides_covered));
    await expect(learning.getByRole('group', { name: 'Remaining' })).toContainText(String(now.remaining_slides));
  });
});
