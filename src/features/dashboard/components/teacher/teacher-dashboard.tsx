import { Trans, useLingui } from '@lingui/react/macro';
import { Grid, Stack } from '@mantine/core';
import { IconCalendarPlus, IconCloudCheck, IconPresentation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { DEFAULT_TEACHER_PERIOD, isoDay } from '#contract/analytics';
import type { AbsenceAlert } from '#contract/absence-alerts';
import type { TeacherAnalytics } from '#contract/analytics-people-types';
import type { ClassSessionView, ProgressResult } from '#contract/sessions-types';
import type { PublicUser } from '#contract/user';
import { InTurn, LaterBlocks } from '#src/components/later-blocks';
import { LinkButton } from '#src/components/link-button';
import { NoticeCard } from '#src/components/notice-card';
import { PageHeader } from '#src/components/page-header';
import { useAfterFirstScreen } from '#src/lib/use-after-first-screen';
import { useErrorToast } from '#src/lib/use-error-toast';
import { type ClassPair, taughtClasses, useClassProgress } from '#src/lib/queries/class-progress';
import { useOutboxAttention } from '#src/features/dashboard/api/outbox-attention';
import { useDeviceSessionsOnDashboard } from '#src/features/dashboard/api/device-sessions';
import { shownSessions } from '#src/lib/shown-sessions';
import { prefetchForFirstScreen } from '#src/lib/query-client';
import { teacherAnalyticsQuery } from '#src/lib/queries/analytics';
import { recentSessionsQuery } from '#src/features/dashboard/api/recent-sessions';
import { teacherAssessmentsQuery } from '#src/features/dashboard/api/teacher-assessments';
import { absenceAlertsQuery } from '#src/features/dashboard/api/absence-alerts';
import { DashboardLoading } from '../dashboard-loading';
import { RecentSessions } from '../recent-sessions';
import { StudentsByClass } from './students-by-class';
import { TeacherClassProgress } from './teacher-class-progress';
import { TeacherStatCards } from './teacher-stat-cards';
import { TodaysSchedule } from './todays-schedule';

/** Spec 01 §9: the teacher dashboard reads the latest 50 sessions (5 shown). */
const SESSION_LIMIT = 50;

/** What the dashboard's first screen shows: its hooks and its prefetch read this one list. */
const firstScreenQueries = (user: PublicUser) => ({
  analytics: teacherAnalyticsQuery(user._id, DEFAULT_TEACHER_PERIOD),
  sessions: recentSessionsQuery({ teacher_id: user._id, limit: SESSION_LIMIT }),
  assessments: teacherAssessmentsQuery,
  absences: absenceAlertsQuery(),
});

/** Asks for what the dashboard's first screen shows, before it renders (preload-dashboard.ts). */
export function prefetchTeacherDashboard(user: PublicUser) {
  if (user.teaching_assignments.length === 0) return;
  const q = firstScreenQueries(user);
  prefetchForFirstScreen(q.analytics);
  prefetchForFirstScreen(q.sessions);
  prefetchForFirstScreen(q.assessments);
  prefetchForFirstScreen(q.absences);
}

/** The teacher's dashboard (spec 01 §2.5). */
export function TeacherDashboard({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  const name = user.name;
  const header = (
    <PageHeader
      title={t`Teacher Dashboard`}
      subtitle={t`Welcome back, ${name}`}
      actions={
        <>
          {/* Offline readiness (issue 5, the sync area): which decks are on this device. */}
          <LinkButton to="/offline" variant="default" leftSection={<IconCloudCheck size={16} />}>
            <Trans>Offline readiness</Trans>
          </LinkButton>
          <LinkButton to="/manage-slides" variant="default" leftSection={<IconPresentation size={16} />}>
            <Trans>Manage Slides</Trans>
          </LinkButton>
          <LinkButton to="/log-session" leftSection={<IconCalendarPlus size={16} />}>
            <Trans>Log Class Session</Trans>
          </LinkButton>
        </>
      }
    />
  );
  if (user.teaching_assignments.length === 0) {
    return (
      <Stack>
        {header}
        <NoticeCard title={t`No school assigned`} message={t`Please contact the administrator`} />
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
  const { t } = useLingui();
  const q = firstScreenQueries(user);
  const analytics = useQuery(q.analytics);
  const sessions = useQuery(q.sessions);
  const assessments = useQuery(q.assessments);
  const absences = useQuery(q.absences);
  // The device's count (and the device database's code) after the first paint: the title does not wait for it.
  const afterFirstScreen = useAfterFirstScreen();
  const attention = useOutboxAttention(user._id, afterFirstScreen);
  // Classes taught on this device and not sent yet (or sent lately) show in Recent Sessions at once (issue 39).
  const device = useDeviceSessionsOnDashboard(user._id, afterFirstScreen);
  const pairs = useMemo(() => taughtClasses(user), [user]);
  const progress = useClassProgress(pairs);
  const failed = t`Failed to load dashboard data`;
  const otherSchool = t`School`;
  useErrorToast(analytics.error ?? sessions.error, failed);
  const details = useMemo(
    () =>
      analytics.data && {
        pairs,
        analytics: analytics.data,
        sessions:
          sessions.data || device.data?.length
            ? shownSessions(sessions.data?.data ?? [], device.data ?? [], {
                filters: {},
                firstPage: true,
                teacher: { _id: user._id, name: user.name },
                schoolName: (id) => analytics.data?.schools.find((s) => s._id === id)?.name ?? otherSchool,
              })
            : undefined,
        sessionsLoading: sessions.isLoading,
        progress: progress.data?.results ?? null,
        progressAsOf: progress.data?.asOf ?? null,
        progressFailed: progress.isError,
        needsAttention: attention.data ?? 0,
        absences: absences.data?.alerts,
      },
    [
      user,
      otherSchool,
      pairs,
      analytics.data,
      sessions.data,
      sessions.isLoading,
      device.data,
      progress.data,
      progress.isError,
      attention.data,
      absences.data,
    ],
  );

  // The figures replace the skeleton in a background pass that React splits into short slices: an answer's arrival
  // is not one long task (issue 14: the dashboard's blocking time).
  const shown = useDeferredValue(analytics.data);

  if (analytics.isError && !analytics.data) {
    return <NoticeCard tone="red" title={failed} message={t`Please try refreshing the page`} />;
  }
  if (!shown) return <DashboardLoading cards={5} />;

  return (
    <>
      <TeacherStatCards analytics={shown} assessments={assessments.data ?? null} />
      <LaterBlocks value={details}>{(d) => <TeacherDetails details={d} />}</LaterBlocks>
    </>
  );
}

type Details = {
  pairs: ClassPair[];
  analytics: TeacherAnalytics;
  sessions: ClassSessionView[] | undefined;
  sessionsLoading: boolean;
  progress: ProgressResult[] | null;
  /** Set when the figures are the device's copy (the server could not be asked): when it was fetched. */
  progressAsOf: string | null;
  progressFailed: boolean;
  needsAttention: number;
  absences: AbsenceAlert[] | undefined;
};

const NONE: ClassSessionView[] = [];
const NO_ALERTS: AbsenceAlert[] = [];

/** Class progress, today's schedule, recent sessions and students by class. */
function TeacherDetails({ details }: { details: Details }) {
  const { t } = useLingui();
  const a = details.analytics;
  const list = details.sessions ?? NONE;
  const today = isoDay(new Date());
  const todayCount = list.filter((s) => isoDay(new Date(s.session_date)) === today).length;
  // Props that keep their identity while their data does: each block (memo) renders again only when its own
  // answer arrives, not on each of the five (issue 14: the dashboard's blocking time).
  const schoolNames = useMemo(() => new Map(a.schools.map((s) => [s._id, s.name])), [a.schools]);
  return (
    <InTurn>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <TeacherClassProgress
            pairs={details.pairs}
            results={details.progress}
            asOf={details.progressAsOf}
            failed={details.progressFailed}
            schoolNames={schoolNames}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <TodaysSchedule
              todaySessions={details.sessions ? todayCount : null}
              tasks={a.pendingTasks.items}
              needsAttention={details.needsAttention}
              absences={details.absences ?? NO_ALERTS}
              severalSchools={schoolNames.size > 1}
            />
            <RecentSessions sessions={list} empty={details.sessionsLoading ? t`Loading…` : t`No sessions logged yet`} />
          </Stack>
        </Grid.Col>
      </Grid>
      <StudentsByClass metrics={a.classMetrics} />
    </InTurn>
  );
}
