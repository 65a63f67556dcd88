import { SimpleGrid } from '@mantine/core';
import { IconCalendarStats, IconChartLine, IconChecklist, IconClipboardList, IconMessages } from '@tabler/icons-react';
import type { StudentAnalytics } from '#contract/student-analytics';
import { StatCard } from '#src/components/stat-card';
import { percent, plural } from '../figures';

/** Course progress, the class's attendance, the student's average score, surveys answered, items due. */
export function StudentMetricCards({ analytics: a }: { analytics: StudentAnalytics }) {
  const s = a.assessment_summary;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <StatCard
        label="Course progress"
        value={`${a.progress_percentage}%`}
        hint={a.total_slides > 0 ? `${a.slides_covered} of ${plural(a.total_slides, 'slide')}` : 'No slides yet'}
        icon={<IconChartLine size={18} />}
      />
      <StatCard
        label="Your class's attendance"
        value={percent(a.attendance.rate)}
        hint={
          a.attendance.rate === null
            ? 'No attendance recorded yet'
            : `Your class, over ${plural(a.attendance.sessions, 'session')}`
        }
        icon={<IconCalendarStats size={18} />}
        color="green"
      />
      <StatCard
        label="Average score"
        value={percent(s.average)}
        hint={
          s.submitted === 0
            ? 'No assessment submitted yet'
            : `Class average ${percent(s.class_average)} on the same ${plural(s.submitted, 'assessment')}`
        }
        icon={<IconChecklist size={18} />}
        color="grape"
      />
      <StatCard label="Surveys answered" value={a.surveys.answered} icon={<IconMessages size={18} />} color="teal" />
      <StatCard
        label="Due next"
        value={a.due_next.length}
        hint={a.due_next.length === 0 ? 'Nothing to submit' : 'Assessments and surveys to submit'}
        icon={<IconClipboardList size={18} />}
        color="orange"
      />
    </SimpleGrid>
  );
}
