import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Grid, SimpleGrid, Stack } from '@mantine/core';
import { IconCalendarStats, IconChalkboard, IconSchool, IconUsersGroup } from '@tabler/icons-react';
import { addDays, isoDay } from '#contract/analytics';
import type { PublicUser } from '#contract/user';
import { NoticeCard } from '#src/components/notice-card';
import { PageHeader } from '#src/components/page-header';
import { StatCard } from '#src/components/stat-card';
import { apiErrorOf } from '#src/lib/api-client';
import { compareText } from '#src/lib/compare-text';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useSchools } from '#src/features/dashboard/api/get-school';
import { useAbsenceAlerts } from '#src/features/dashboard/api/absence-alerts';
import { useRecentSessions } from '#src/features/dashboard/api/recent-sessions';
import { useSchoolAnalytics } from '#src/features/dashboard/api/school-analytics';
import { useScopeWeek } from '#src/features/dashboard/api/scope-week';
import { DashboardLoading } from '../dashboard-loading';
import { percent } from '../figures';
import { RecentSessions } from '../recent-sessions';
import { AbsenceAlertsCard } from './absence-alerts-card';
import { ClassProgressList } from './class-progress-list';
import { SchoolQuickActions } from './school-quick-actions';
import { TodaysOverview } from './todays-overview';

/** Spec 01 §9: recent sessions of the last 7 days, 10 fetched (5 shown). */
const SESSION_WINDOW_DAYS = 7;
const SESSION_LIMIT = 10;

/** The school manager's dashboard (spec 01 §2.5), over every school they manage. */
export function SchoolManagerDashboard({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  if (user.manages_schools.length === 0)
    return <NoticeCard title={t`No school assigned`} message={t`Please contact the administrator`} />;
  return <SchoolManagerView ids={user.manages_schools} />;
}

function SchoolManagerView({ ids }: { ids: string[] }) {
  const { t } = useLingui();
  const schools = useSchools(ids);
  const analytics = useSchoolAnalytics(ids);
  const week = useScopeWeek();
  const absences = useAbsenceAlerts(ids.length === 1 ? ids[0] : undefined);
  const sessions = useRecentSessions({
    school_id: ids.length === 1 ? ids[0] : undefined,
    start_date: addDays(isoDay(new Date()), -SESSION_WINDOW_DAYS),
    limit: SESSION_LIMIT,
  });
  const schoolError = schools.find((q) => q.isError)?.error ?? null;
  useErrorToast(
    schoolError,
    apiErrorOf(schoolError)?.status === 404 ? t`School data not found` : t`Failed to load dashboard data`,
  );
  for (const q of analytics) if (q.isError) console.warn('School analytics failed; skipped', q.error);

  // Data already at hand (also the device's saved copy when offline) is shown even if a refetch failed.
  const loaded = schools.map((q) => q.data?.school).filter((s) => s !== undefined);
  // Schools in one order everywhere: by name, as /classes lists them.
  const byName = (i: number, j: number) => compareText(loaded[i]?.name ?? '', loaded[j]?.name ?? '');
  if (loaded.length < ids.length) {
    if (schoolError)
      return (
        <NoticeCard tone="red" title={t`Unable to load school data`} message={t`Please try refreshing the page`} />
      );
    return <DashboardLoading />;
  }

  const w = week.data;
  const weekHint = (text: string) => (w ? text : week.isLoading ? t`Loading…` : t`Unavailable right now`);
  const count = loaded.length;
  const title =
    count === 1 ? (loaded[0]?.name ?? '') : plural(count, { one: 'Managing # School', other: 'Managing # Schools' });
  const order = loaded.map((_, i) => i).sort(byName);
  const subtitle = count === 1 ? t`School Management Dashboard` : order.map((i) => loaded[i]?.name).join(' · ');
  const perSchool = order.flatMap((i) => {
    const school = loaded[i];
    return school ? [{ school, analytics: analytics[i]?.data ?? null, failed: Boolean(analytics[i]?.isError) }] : [];
  });

  return (
    <Stack>
      <PageHeader title={title} subtitle={subtitle} />
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <StatCard
          label={t`Total Students`}
          value={loaded.reduce((n, s) => n + s.statistics.students, 0)}
          hint={t`Enrolled`}
          icon={<IconUsersGroup size={18} />}
          color="cyan"
        />
        <StatCard
          label={t`Teaching Staff`}
          value={w ? w.overview.total_teachers : '—'}
          hint={weekHint(t`Teachers assigned`)}
          icon={<IconChalkboard size={18} />}
          color="orange"
        />
        <StatCard
          label={t`Classes`}
          value={loaded.reduce((n, s) => n + s.statistics.classes, 0)}
          hint={t`Classes offered`}
          icon={<IconSchool size={18} />}
          color="teal"
        />
        <StatCard
          label={t`Attendance Rate`}
          value={w ? percent(w.overview.average_attendance) : '—'}
          hint={weekHint(
            w?.overview.average_attendance === null ? t`No attendance recorded this week` : t`Weekly average`,
          )}
          icon={<IconCalendarStats size={18} />}
          color="indigo"
        />
      </SimpleGrid>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ClassProgressList schools={perSchool} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <TodaysOverview
              sessionsToday={
                perSchool.every((p) => p.analytics)
                  ? perSchool.reduce((n, p) => n + (p.analytics?.todaySessions ?? 0), 0)
                  : null
              }
              week={w ?? null}
            />
            <AbsenceAlertsCard
              alerts={absences.data?.alerts ?? []}
              loading={absences.isLoading}
              severalSchools={ids.length > 1}
            />
            <SchoolQuickActions />
            <RecentSessions
              sessions={sessions.data?.data ?? []}
              empty={sessions.isLoading ? t`Loading…` : t`No sessions in the last 7 days`}
              showTeacher
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
