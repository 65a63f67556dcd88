import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAward, IconChartLine, IconChartPie, IconChecklist, IconSchool } from '@tabler/icons-react';
import type { StudentAssessment } from '#contract/assessments';
import type { StudentProgress } from '#contract/analytics-people-types';
import type { PublicUser } from '#contract/user';
import { InTurn, LaterBlocks } from '#src/components/later-blocks';
import { LinkButton } from '#src/components/link-button';
import { NoticeCard } from '#src/components/notice-card';
import { apiErrorOf } from '#src/lib/api-client';
import { StatCard } from '#src/components/stat-card';
import { useErrorToast } from '#src/lib/use-error-toast';
import {
  dashboardAssignedAssessmentsQuery,
  useAssignedAssessments,
} from '#src/features/dashboard/api/assigned-assessments';
import { useStudentProgress } from '#src/features/dashboard/api/student-progress';
import { prefetchForFirstScreen } from '#src/lib/query-client';
import { studentProgressQuery } from '#src/lib/queries/analytics';
import { DashboardLoading } from '../dashboard-loading';
import { AttendanceCard } from './attendance-card';
import { LearningProgress } from './learning-progress';
import { MyAchievements } from './my-achievements';
import { StudyTips } from './study-tips';
import { UpcomingTopics } from './upcoming-topics';
import { percentText } from '#src/lib/format';

/** An assessment still to do: not submitted, and open (before its due time, or late submissions allowed). */
const isPending = (a: StudentAssessment, now: number) =>
  !a.submitted && (a.allow_late_submissions || Date.parse(a.due_at) > now);

/** Asks for what the dashboard's first screen shows, before it renders (preload-dashboard.ts). */
export function prefetchStudentDashboard(user: PublicUser) {
  prefetchForFirstScreen(studentProgressQuery(user._id));
  prefetchForFirstScreen(dashboardAssignedAssessmentsQuery);
}

/** The student's dashboard (spec 01 §2.5): every figure from real data (their class's sessions, their roll calls). */
export function StudentDashboard({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  const progress = useStudentProgress(user._id);
  const assessments = useAssignedAssessments();
  const failed = t`Failed to load dashboard data`;
  useErrorToast(progress.error, failed);

  if (!user.studies_at_school || (progress.data && !progress.data.school_id)) {
    return <NoticeCard title={t`School information not found`} message={t`Please contact your teacher`} />;
  }
  if (!progress.data) {
    if (apiErrorOf(progress.error)?.status === 404) {
      return <NoticeCard title={t`Student information not found`} message={t`Please contact your teacher`} />;
    }
    if (progress.isError) {
      return <NoticeCard tone="red" title={failed} message={t`Please try refreshing the page`} />;
    }
    // The greeting needs no figures: it is on screen while they load.
    return (
      <Stack>
        <Welcome user={user} studentId={user.student_details?.student_id} />
        <DashboardLoading cards={5} />
      </Stack>
    );
  }

  const p = progress.data;
  const now = Date.now();
  const pending = assessments.data?.filter((a) => isPending(a, now)).length ?? null;
  const covered = p.slides_covered;
  const total = p.total_slides;
  return (
    <Stack>
      <Welcome user={user} studentId={p.student.student_id ?? user.student_details?.student_id} />
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <StatCard
          label={t`My Class`}
          value={p.class_level ?? '—'}
          hint={p.school_name ?? ''}
          icon={<IconSchool size={18} />}
          color="teal"
        />
        <StatCard
          label={t`Progress`}
          value={percentText(p.progress_percentage)}
          hint={t`${covered} of ${plural(total, { one: '# slide', other: '# slides' })}`}
          icon={<IconChartPie size={18} />}
        />
        <AttendanceCard progress={p} />
        <StatCard
          label={t`Assessments`}
          value={pending ?? '—'}
          hint={pending === null ? (assessments.isError ? t`Unavailable right now` : t`Loading…`) : t`Pending`}
          icon={<IconChecklist size={18} />}
          color="grape"
        />
        <StatCard
          label={t`Achievements`}
          value={p.achievements.length}
          hint={t`Earned so far`}
          icon={<IconAward size={18} />}
          color="yellow"
        />
      </SimpleGrid>
      <LaterBlocks value={p}>{(later) => <StudentDetails progress={later} />}</LaterBlocks>
    </Stack>
  );
}

function Welcome({ user, studentId: given }: { user: PublicUser; studentId: string | null | undefined }) {
  const { t } = useLingui();
  const name = user.name;
  const studentId = given ?? '—';
  return (
    <Paper p="lg" radius="md" bg="var(--mantine-primary-color-light)" role="region" aria-label={t`Welcome`}>
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Title order={1} size="h2">
            <Trans>Welcome, {name}!</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Student ID: {studentId}</Trans>
          </Text>
        </div>
        <LinkButton to="/analytics" leftSection={<IconChartLine size={18} aria-hidden />}>
          <Trans>View my analytics</Trans>
        </LinkButton>
      </Group>
    </Paper>
  );
}

/** Learning progress, upcoming topics, achievements and study tips, under the figures. */
function StudentDetails({ progress: p }: { progress: StudentProgress }) {
  return (
    <InTurn>
      <LearningProgress progress={p} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <UpcomingTopics topics={p.upcoming_topics} complete={p.total_slides > 0 && p.remaining_slides === 0} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <MyAchievements achievements={p.achievements} />
        </Grid.Col>
      </Grid>
      <StudyTips />
    </InTurn>
  );
}
