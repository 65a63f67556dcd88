import { memo } from 'react';
import { SimpleGrid } from '@mantine/core';
import { IconCalendarStats, IconCalendarWeek, IconChecklist, IconSchool, IconUsersGroup } from '@tabler/icons-react';
import type { TeacherAnalytics } from '#contract/analytics-people-types';
import type { Assessment } from '#contract/assessments';
import { StatCard } from '#src/components/stat-card';
import { percent, plural } from '../figures';

/** Spec 01 §9: assessments due within 7 days count as due soon. */
const DUE_SOON_DAYS = 7;

/** My Classes, Total Students, This Week, Attendance (this month), Assessments (published/total, due soon). */
export const TeacherStatCards = memo(function TeacherStatCards({
  analytics: a,
  assessments,
}: {
  analytics: TeacherAnalytics;
  assessments: Assessment[] | null;
}) {
  const now = Date.now();
  const soon = now + DUE_SOON_DAYS * 86_400_000;
  const published = assessments?.filter((x) => x.published) ?? [];
  const dueSoon = published.filter((x) => {
    const due = Date.parse(x.due_at);
    return due >= now && due <= soon;
  }).length;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <StatCard
        label="My Classes"
        value={a.assignedClasses}
        hint={`At ${plural(a.schools.length, 'school')}`}
        icon={<IconSchool size={18} />}
        color="teal"
      />
      <StatCard
        label="Total Students"
        value={a.totalStudents}
        hint="In your classes"
        icon={<IconUsersGroup size={18} />}
        color="cyan"
      />
      <StatCard
        label="This Week"
        value={a.sessionsThisWeek}
        hint="Sessions since Monday"
        icon={<IconCalendarWeek size={18} />}
        color="indigo"
      />
      <StatCard
        label="Attendance"
        value={percent(a.averageAttendance)}
        hint={a.averageAttendance === null ? 'No attendance recorded this month' : 'Average this month'}
        icon={<IconCalendarStats size={18} />}
        color="green"
      />
      <StatCard
        label="Assessments"
        value={assessments ? `${published.length}/${assessments.length}` : '—'}
        hint={assessments ? `Published · ${dueSoon} due in 7 days` : 'Loading…'}
        icon={<IconChecklist size={18} />}
        color="grape"
      />
    </SimpleGrid>
  );
});
