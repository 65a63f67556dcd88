import { Grid, Stack } from '@mantine/core';
import { IconCalendarPlus, IconCloudCheck, IconPresentation } from '@tabler/icons-react';
import { useMemo } from 'react';
import { DEFAULT_TEACHER_PERIOD, isoDay } from '#contract/analytics';
import type { PublicUser } from '#contract/user';
import { LinkButton } from '#src/components/link-button';
import { NoticeCard } from '#src/components/notice-card';
import { PageHeader } from '#src/components/page-header';
import { queryClient } from '#src/lib/query-client';
import { teacherAnalyticsQuery } from '#src/lib/queries/analytics';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useClassProgress } from '#src/features/dashboard/api/class-progress';
import { useOutboxAttention } from '#src/features/dashboard/api/outbox-attention';
import { recentSessionsQuery, useRecentSessions } from '#src/features/dashboard/api/recent-sessions';
import { useTeacherAnalytics } from '#src/features/dashboard/api/teacher-analytics';
import { teacherAssessmentsQuery, useTeacherAssessments } from '#src/features/dashboard/api/teacher-assessments';
import { DashboardLoading } from '../dashboard-loading';
import { RecentSessions } from '../recent-sessions';
import { StudentsByClass } from './students-by-class';
import { absenceAlertsQuery, useAbsenceAlerts } from '#src/features/dashboard/api/absence-alerts';
import { TeacherClassProgress } from './teacher-class-progress';
import { TeacherStatCards } from './teacher-stat-cards';
import { TodaysSchedule } from './todays-schedule';

/** Spec 01 §9: the teacher dashboard reads the latest 50 sessions (5 shown). */
const SESSION_LIMIT = 50;

/** Asks for what the dashboard's first screen shows, before it renders (preload-dashboard.ts). */
export function prefetchTeacherDashboard(user: PublicUser) {
  if (user.teaching_assignments.length === 0) return;
  void queryClient.prefetchQuery(teacherAnalyticsQuery(user._id, DEFAULT_TEACHER_PERIOD));
  void queryClient.prefetchQuery(recentSessionsQuery({ teacher_id: user._id, limit: SESSION_LIMIT }));
  void queryClient.prefetchQuery(teacherAssessmentsQuery);
  void queryClient.prefetchQuery(absenceAlertsQuery());
}

/** The teacher's dashboard (spec 01 §2.5). */
export function TeacherDashboard({ user }: { user: PublicUser }) {
  const header = (
    <PageHeader
      title="Teacher Dashboard"
      subtitle={`Welcome back, ${user.name}`}
      actions={
        <>
          {/* Offline readiness (issue 5, the sync area): which decks are on this device. */}
          <LinkButton to="/offline" variant="default" leftSection={<IconCloudCheck size={16} />}>
            Offline readiness
          </LinkButton>
          <LinkButton to="/manage-slides" variant="default" leftSection={<IconPresentation size={16} />}>
            Manage Slides
          </LinkButton>
          <LinkButton to="/log-session" leftSection={<IconCalendarPlus size={16} />}>
            Log Class Session
          </LinkButton>
        </>
      }
    />
  );
  if (user.teaching_assignments.length === 0) {
    return (
      <Stack>
        {header}
        <NoticeCard title="No school assigned" message="Please contact the administrator" />
      </Stack>
    );
  }
  return (
    <Stack>
      {header}
      <TeacherFigures user={user} />
    </Stack>
  );
}

function TeacherFigures({ user }: { user: PublicUser }) {
  const analytics = useTeacherAnalytics(user._id);
  const sessions = useRecentSessions({ teacher_id: user._id, limit: SESSION_LIMIT });
  const assessments = useTeacherAssessments();
  const attention = useOutboxAttention(user._id);
  const absences = useAbsenceAlerts();
  const pairs = useMemo(
    () =>
      user.teaching_assignments.flatMap((a) =>
        [...new Set(a.classes.map((c) => c.toUpperCase()))].map((classLevel) => ({
          schoolId: a.school_id,
          classLevel,
        })),
      ),
    [user.teaching_assignments],
  );
  const progress = useClassProgress(pairs);
  useErrorToast(analytics.error ?? sessions.error, 'Failed to load dashboard data');

  if (analytics.isError && !analytics.data) {
    return <NoticeCard tone="red" title="Failed to load dashboard data" message="Please try refreshing the page" />;
  }
  if (!analytics.data) return <DashboardLoading cards={5} />;

  const a = analytics.data;
  const list = sessions.data?.data ?? [];
  const today = isoDay(new Date());
  const todayCount = list.filter((s) => isoDay(new Date(s.session_date)) === today).length;
  const schoolNames = new Map(a.schools.map((s) => [s._id, s.name]));

  return (
    <>
      <TeacherStatCards analytics={a} assessments={assessments.data ?? null} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <TeacherClassProgress
            pairs={pairs}
            results={progress.data?.results ?? null}
            failed={progress.isError}
            schoolNames={schoolNames}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <TodaysSchedule
              todaySessions={sessions.data ? todayCount : null}
              tasks={a.pendingTasks.items}
              needsAttention={attention.data ?? 0}
              absences={absences.data?.alerts ?? []}
            />
            <RecentSessions sessions={list} empty={sessions.isLoading ? 'Loading…' : 'No sessions logged yet'} />
          </Stack>
        </Grid.Col>
      </Grid>
      <StudentsByClass metrics={a.classMetrics} />
    </>
  );
}
