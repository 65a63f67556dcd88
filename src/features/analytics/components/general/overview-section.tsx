import { SimpleGrid } from '@mantine/core';
import { HOURS_PER_SESSION } from '#contract/analytics';
import type { GeneralAnalytics } from '#contract/analytics-types';
import { StatCard } from '#src/components/stat-card';
import { plural } from '#src/lib/format';
import { count, percent } from '../figures';

/** The overview totals for the range and scope. */
export function OverviewSection({ data }: { data: GeneralAnalytics }) {
  const o = data.overview;
  return (
    <section aria-label="Overview">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        <StatCard label="Total Users" value={count(o.total_users)} hint="Accounts in scope" />
        {data.variant === 'system' && (
          <StatCard label="Institutions" value={count(o.total_institutions)} hint="Registered" />
        )}
        <StatCard label="Schools" value={count(o.total_schools)} hint="In scope" />
        <StatCard label="Teachers" value={count(o.total_teachers)} hint="Assigned to these schools" />
        <StatCard label="Students" value={count(o.total_students)} hint="Enrolled" />
        <StatCard
          label="Active Students"
          value={count(o.active_students)}
          hint="Their class had a session in the last 30 days"
        />
        <StatCard label="Sessions" value={count(o.total_sessions)} hint="Logged in the range" />
        <StatCard
          label="Hours Logged"
          value={`${count(o.hours_logged)} h`}
          hint={`Estimated at ${HOURS_PER_SESSION} h per session`}
        />
        <StatCard
          label="Average Attendance"
          value={percent(o.average_attendance)}
          hint={
            o.average_attendance === null ? 'No attendance recorded in the range' : 'Students attended over class size'
          }
        />
        <StatCard
          label="Average Progress"
          value={percent(o.average_progress)}
          hint={o.average_progress === null ? 'No class has started yet' : 'Classes that have started their slides'}
        />
        <StatCard
          label="Completion Rate"
          value={percent(o.completion_rate)}
          hint={`${plural(o.slides_covered, 'slide')} covered of every class's slides`}
        />
      </SimpleGrid>
    </section>
  );
}
