import { SimpleGrid } from '@mantine/core';
import { IconCalendarStats, IconChalkboard, IconPresentation, IconProgressCheck } from '@tabler/icons-react';
import type { TeacherAnalytics } from '#contract/analytics-people-types';
import { StatCard } from '#src/components/stat-card';
import { percent, plural, signed } from '../figures';

/** Total Sessions (change against last week), Classes Taught, Avg Attendance, Completion Rate. */
export function MetricCards({ analytics: a }: { analytics: TeacherAnalytics }) {
  const m = a.overallMetrics;
  const t = a.timeAnalytics;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <StatCard
        label="Total Sessions"
        value={m.totalSessions}
        hint={
          m.sessionChangeVsLastWeek === null
            ? `${t.thisWeek} this week; none last week to compare`
            : `${signed(m.sessionChangeVsLastWeek)} this week vs last week`
        }
        icon={<IconPresentation size={18} />}
      />
      <StatCard
        label="Classes Taught"
        value={m.totalClasses}
        hint={`${plural(m.studentsReached, 'student')} reached`}
        icon={<IconChalkboard size={18} />}
        color="teal"
      />
      <StatCard
        label="Avg Attendance"
        value={percent(m.averageAttendance)}
        hint={m.averageAttendance === null ? 'No attendance recorded in the period' : 'Across the period'}
        icon={<IconCalendarStats size={18} />}
        color="green"
      />
      <StatCard
        label="Completion Rate"
        value={percent(m.completionRate)}
        hint="Curriculum progress"
        icon={<IconProgressCheck size={18} />}
        color="grape"
      />
    </SimpleGrid>
  );
}
