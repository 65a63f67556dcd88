import { memo } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { IconCalendarStats, IconCalendarWeek, IconChecklist, IconSchool, IconUsersGroup } from '@tabler/icons-react';
import type { TeacherAnalytics } from '#contract/analytics-people-types';
import type { Assessment } from '#contract/assessments';
import { StatCard } from '#src/components/stat-card';
import { percent } from '../figures';

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
  const { t } = useLingui();
  const now = Date.now();
  const soon = now + DUE_SOON_DAYS * 86_400_000;
  const published = assessments?.filter((x) => x.published) ?? [];
  const dueSoon = published.filter((x) => {
    const due = Date.parse(x.due_at);
    return due >= now && due <= soon;
  }).length;
  const schools = a.schools.length;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <StatCard
        label={t`My Classes`}
        value={a.assignedClasses}
        hint={t`At ${plural(schools, { one: '# school', other: '# schools' })}`}
        icon={<IconSchool size={18} />}
        color="teal"
      />
      <StatCard
        label={t`Total Students`}
        value={a.totalStudents}
        hint={t`In your classes`}
        icon={<IconUsersGroup size={18} />}
        color="cyan"
      />
      <StatCard
        label={t`This Week`}
        value={a.sessionsThisWeek}
        hint={t`Sessions in the last 7 days`}
        icon={<IconCalendarWeek size={18} />}
        color="indigo"
      />
      <StatCard
        label={t`Attendance`}
        value={percent(a.averageAttendance)}
        hint={a.averageAttendance === null ? t`No attendance recorded this month` : t`Average this month`}
        icon={<IconCalendarStats size={18} />}
        color="green"
      />
      <StatCard
        label={t`Assessments`}
        value={assessments ? `${published.length}/${assessments.length}` : '—'}
        hint={assessments ? t`Published · ${dueSoon} due within 7 days` : t`Loading…`}
        icon={<IconChecklist size={18} />}
        color="grape"
      />
    </SimpleGrid>
  );
});
