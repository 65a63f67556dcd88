import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PublicUser } from '#contract/user';
import { NoticeCard } from '#src/components/notice-card';
import { PageHeader } from '#src/components/page-header';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useStudentAnalytics } from '#src/features/analytics/api/student-analytics';
import { AssessmentScores } from './assessment-scores';
import { ClassAttendance } from './class-attendance';
import { DueNext } from './due-next';
import { ProgressOverTime } from './progress-over-time';
import { StudentMetricCards } from './student-metric-cards';
import { SurveysAnswered } from './surveys-answered';

const FAILED = 'Failed to load analytics';

/** A student's analytics (issue 16): their class's months, attendance, their scores, surveys and what is due. */
export function StudentAnalyticsView({ user }: { user: PublicUser }) {
  const query = useStudentAnalytics(user._id);
  useErrorToast(query.error, FAILED);
  const a = query.data;
  const subtitle = a?.class_level
    ? `Your progress in class ${a.class_level}${a.school_name ? ` at ${a.school_name}` : ''}`
    : a
      ? 'Your results and what is due'
      : 'Loading…';
  return (
    <Stack>
      <PageHeader title="Analytics" subtitle={subtitle} />
      {!a ? (
        query.isError ? (
          <NoticeCard tone="red" title={FAILED} action={<Button onClick={() => void query.refetch()}>Retry</Button>} />
        ) : (
          <Text c="dimmed">Loading analytics…</Text>
        )
      ) : (
        <Stack gap="lg">
          {!a.school_id && (
            <NoticeCard
              title="No class yet"
              message="You are not enrolled in a class yet, so there is no class progress to show. Please contact your teacher."
            />
          )}
          <StudentMetricCards analytics={a} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ProgressOverTime months={a.monthly_progress} totalSlides={a.total_slides} />
            <ClassAttendance months={a.monthly_progress} attendance={a.attendance} />
          </SimpleGrid>
          <AssessmentScores scores={a.assessment_scores} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <DueNext items={a.due_next} />
            <SurveysAnswered surveys={a.surveys} />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
