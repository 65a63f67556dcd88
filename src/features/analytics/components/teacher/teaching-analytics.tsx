import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useDeferredValue } from 'react';
import {
  ANALYTICS_MESSAGES,
  DEFAULT_TEACHER_PERIOD,
  TEACHER_PERIOD_LABELS,
  type TeacherPeriod,
} from '#contract/analytics';
import type { TeacherAnalytics } from '#contract/analytics-people-types';
import type { PublicUser } from '#contract/user';
import { InTurn, LaterBlocks } from '#src/components/later-blocks';
import { NoticeCard } from '#src/components/notice-card';
import { contractText } from '#src/i18n/contract-text';
import { PageHeader } from '#src/components/page-header';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useTeacherAnalytics } from '#src/features/analytics/api/teacher-analytics';
import type { AnalyticsSearch } from '../analytics-search';
import { AchievementsSection } from './achievements-section';
import { AttendancePatterns } from './attendance-patterns';
import { ClassPerformance } from './class-performance';
import { EngagementInsights } from './engagement-insights';
import { EnhancedClassPerformance } from './enhanced-class-performance';
import { MetricCards } from './metric-cards';
import { Recommendations } from './recommendations';
import { SessionActivity } from './session-activity';
import { TeachingEfficiency } from './teaching-efficiency';
import { TimeAnalytics } from './time-analytics';
import { AnalyticsPending } from '../analytics-pending';

type Props = { user: PublicUser; search: AnalyticsSearch; onSearchChange: (next: AnalyticsSearch) => void };

const PERIODS = Object.keys(TEACHER_PERIOD_LABELS) as TeacherPeriod[];

/** The teacher's Teaching Analytics (spec 03): every figure from their sessions in the chosen period. */
export function TeachingAnalytics({ user, search, onSearchChange }: Props) {
  const { t } = useLingui();
  const period = search.period ?? DEFAULT_TEACHER_PERIOD;
  const assigned = user.teaching_assignments.length > 0;
  const query = useTeacherAnalytics(user._id, period);
  const loadFailed = contractText(ANALYTICS_MESSAGES.loadFailed);
  useErrorToast(assigned ? query.error : null, loadFailed);
  // The answer renders in a background pass that React splits into short slices: taken as it came, it was one
  // sync render of the whole screen (store updates are never transitions), a long task on a phone (issue 14).
  const a = useDeferredValue(query.data);

  // The browser's own select: a phone shows its native picker, and no popover code loads for five choices.
  const periodSelect = (
    <NativeSelect
      label={t`Period`}
      // The contract's labels, in the reader's language once they have ids (contract/messages.ts).
      data={PERIODS.map((value) => ({ value, label: contractText(TEACHER_PERIOD_LABELS[value]) }))}
      value={period}
      w={180}
      onChange={(event) => {
        const value = event.currentTarget.value as TeacherPeriod;
        onSearchChange({ ...search, period: value === DEFAULT_TEACHER_PERIOD ? undefined : value });
      }}
    />
  );
  if (!assigned) {
    return (
      <Stack>
        <PageHeader title={t`Teaching Analytics`} />
        <NoticeCard title={t`No school assigned`} message={t`Please contact the administrator`} />
      </Stack>
    );
  }
  const schoolNames = a?.schools.map((s) => s.name).join(', ') ?? '';
  return (
    <Stack>
      <PageHeader
        title={t`Teaching Analytics`}
        subtitle={a ? t`Performance insights for ${schoolNames}` : t`Loading…`}
        actions={periodSelect}
      />
      {!a ? (
        <AnalyticsPending failed={query.isError} title={loadFailed} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="lg" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
          <MetricCards analytics={a} />
          <LaterBlocks value={a}>{(later) => <TeachingDetails analytics={later} />}</LaterBlocks>
        </Stack>
      )}
    </Stack>
  );
}

/** Everything under the metric cards, from the same figures. */
function TeachingDetails({ analytics: a }: { analytics: TeacherAnalytics }) {
  return (
    <InTurn>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SessionActivity analytics={a} />
        <AttendancePatterns patterns={a.attendancePatterns} />
      </SimpleGrid>
      <ClassPerformance metrics={a.classMetrics} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <TeachingEfficiency metrics={a.overallMetrics} />
        <EngagementInsights insights={a.engagementInsights} />
        <TimeAnalytics time={a.timeAnalytics} />
      </SimpleGrid>
      <EnhancedClassPerformance metrics={a.classMetrics} />
      <AchievementsSection achievements={a.achievements} />
      <Recommendations recommendations={a.recommendations} />
    </InTurn>
  );
}
