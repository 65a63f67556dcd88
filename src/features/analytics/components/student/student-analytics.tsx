import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack } from '@mantine/core';
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
import { AnalyticsPending } from '../analytics-pending';

/** A student's analytics (issue 16): their class's months, attendance, their scores, surveys and what is due. */
export function StudentAnalyticsView({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  const failed = t`Failed to load analytics`;
  const query = useStudentAnalytics(user._id);
  useErrorToast(query.error, failed);
  const a = query.data;
  const classLevel = a?.class_level;
  const schoolName = a?.school_name;
  const subtitle = classLevel
    ? schoolName
      ? t`Your progress in class ${classLevel} at ${schoolName}`
      : t`Your progress in class ${classLevel}`
    : a
      ? t`Your results and what is due`
      : t`Loading…`;
  return (
    <Stack>
      <PageHeader title={t`Analytics`} subtitle={subtitle} />
      {!a ? (
        <AnalyticsPending failed={query.isError} title={failed} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="lg">
          {!a.school_id && (
            <NoticeCard
              title={t`No class yet`}
              message={t`You are not enrolled in a class yet, so there is no class progress to show. Please contact your teacher.`}
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
