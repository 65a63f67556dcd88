import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { IconCalendarStats, IconChalkboard, IconPresentation, IconProgressCheck } from '@tabler/icons-react';
import type { TeacherAnalytics } from '#contract/analytics-people-types';
import { StatCard } from '#src/components/stat-card';
import { percent, signed } from '../figures';

/** Total Sessions (change against last week), Classes Taught, Avg Attendance, Completion Rate. */
export function MetricCards({ analytics: a }: { analytics: TeacherAnalytics }) {
  const { t } = useLingui();
  const m = a.overallMetrics;
  const thisWeek = a.timeAnalytics.thisWeek;
  const change = signed(m.sessionChangeVsLastWeek);
  const reached = m.studentsReached;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <StatCard
        label={t`Total Sessions`}
        value={m.totalSessions}
        hint={
          m.sessionChangeVsLastWeek === null
            ? t`${thisWeek} this week; none last week to compare`
            : t`${change} this week vs last week`
        }
        icon={<IconPresentation size={18} />}
      />
      <StatCard
        label={t`Classes Taught`}
        value={m.totalClasses}
        hint={t`${plural(reached, { one: '# student', other: '# students' })} reached`}
        icon={<IconChalkboard size={18} />}
        color="teal"
      />
      <StatCard
        label={t`Avg Attendance`}
        value={percent(m.averageAttendance)}
        hint={m.averageAttendance === null ? t`No attendance recorded in the period` : t`Across the period`}
        icon={<IconCalendarStats size={18} />}
        color="green"
      />
      <StatCard
        label={t`Completion Rate`}
        value={percent(m.completionRate)}
        hint={t`Curriculum progress`}
        icon={<IconProgressCheck size={18} />}
        color="grape"
      />
    </SimpleGrid>
  );
}
