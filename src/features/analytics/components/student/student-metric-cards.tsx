import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { IconCalendarStats, IconChartLine, IconChecklist, IconClipboardList, IconMessages } from '@tabler/icons-react';
import type { StudentAnalytics } from '#contract/student-analytics';
import { StatCard } from '#src/components/stat-card';
import { percent } from '../figures';
import { percentText } from '#src/lib/format';

/** Course progress, the class's attendance, the student's average score, surveys answered, items due. */
export function StudentMetricCards({ analytics: a }: { analytics: StudentAnalytics }) {
  const { t } = useLingui();
  const s = a.assessment_summary;
  const covered = a.slides_covered;
  const total = a.total_slides;
  const sessions = a.attendance.sessions;
  const classAverage = percent(s.class_average);
  const submitted = s.submitted;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <StatCard
        label={t`Course progress`}
        value={percentText(a.progress_percentage)}
        hint={total > 0 ? t`${covered} of ${plural(total, { one: '# slide', other: '# slides' })}` : t`No slides yet`}
        icon={<IconChartLine size={18} />}
      />
      <StatCard
        label={t`Your class's attendance`}
        value={percent(a.attendance.rate)}
        hint={
          a.attendance.rate === null
            ? t`No attendance recorded yet`
            : t`Your class, over ${plural(sessions, { one: '# session', other: '# sessions' })}`
        }
        icon={<IconCalendarStats size={18} />}
        color="green"
      />
      <StatCard
        label={t`Average score`}
        value={percent(s.average)}
        hint={
          submitted === 0
            ? t`No assessment submitted yet`
            : t`Class average ${classAverage} on the same ${plural(submitted, { one: '# assessment', other: '# assessments' })}`
        }
        icon={<IconChecklist size={18} />}
        color="grape"
      />
      <StatCard label={t`Surveys answered`} value={a.surveys.answered} icon={<IconMessages size={18} />} color="teal" />
      <StatCard
        label={t`Due next`}
        value={a.due_next.length}
        hint={a.due_next.length === 0 ? t`Nothing to submit` : t`Assessments and surveys to submit`}
        icon={<IconClipboardList size={18} />}
        color="orange"
      />
    </SimpleGrid>
  );
}
