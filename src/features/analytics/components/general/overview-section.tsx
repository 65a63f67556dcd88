import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { ACTIVE_STUDENT_WINDOW_DAYS, HOURS_PER_SESSION } from '#contract/analytics';
import type { GeneralAnalytics } from '#contract/analytics-types';
import { StatCard } from '#src/components/stat-card';
import { formatDayMonth } from '#src/lib/format';
import { count, percent } from '../figures';

/** The overview totals for the range and scope. */
export function OverviewSection({ data }: { data: GeneralAnalytics }) {
  const { t } = useLingui();
  const o = data.overview;
  const hours = count(o.hours_logged);
  const perSession = HOURS_PER_SESSION;
  const slides = o.slides_covered;
  const activeTo = formatDayMonth(data.range.endDate);
  const activeDays = ACTIVE_STUDENT_WINDOW_DAYS;
  return (
    <section aria-label={t`Overview`}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        <StatCard label={t`Total Users`} value={count(o.total_users)} hint={t`Accounts in scope`} />
        {data.variant === 'system' && (
          <StatCard label={t`Institutions`} value={count(o.total_institutions)} hint={t`Registered`} />
        )}
        <StatCard label={t`Schools`} value={count(o.total_schools)} hint={t`In scope`} />
        <StatCard label={t`Teachers`} value={count(o.total_teachers)} hint={t`Assigned to these schools`} />
        <StatCard label={t`Students`} value={count(o.total_students)} hint={t`Enrolled`} />
        <StatCard
          label={t`Active Students`}
          value={count(o.active_students)}
          hint={t`Their class had a session in the ${activeDays} days to ${activeTo}`}
        />
        <StatCard label={t`Sessions`} value={count(o.total_sessions)} hint={t`Logged in the range`} />
        <StatCard label={t`Hours Logged`} value={t`${hours} h`} hint={t`Estimated at ${perSession} h per session`} />
        <StatCard
          label={t`Average Attendance`}
          value={percent(o.average_attendance)}
          hint={
            o.average_attendance === null
              ? t`No attendance recorded in the range`
              : t`Students attended over class size`
          }
        />
        <StatCard
          label={t`Average Progress`}
          value={percent(o.average_progress)}
          hint={o.average_progress === null ? t`No class has started yet` : t`Classes that have started their slides`}
        />
        <StatCard
          label={t`Completion Rate`}
          value={percent(o.completion_rate)}
          hint={t`${plural(slides, { one: '# slide', other: '# slides' })} covered of every class's slides`}
        />
      </SimpleGrid>
    </section>
  );
}
