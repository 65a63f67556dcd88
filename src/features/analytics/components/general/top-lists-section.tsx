import { SimpleGrid } from '@mantine/core';
import type { GeneralAnalytics } from '#contract/analytics-types';
import { SimpleTable } from '#src/components/simple-table';
import { percent } from '../figures';
import { TitledCard } from './titled-card';

/** The top 10 institutions, schools and teachers by sessions in the range. */
export function TopListsSection({
  top,
  variant,
}: {
  top: GeneralAnalytics['top'];
  variant: GeneralAnalytics['variant'];
}) {
  return (
    <SimpleGrid cols={{ base: 1, xl: variant === 'system' ? 3 : 2 }} spacing="md">
      {variant === 'system' && (
        <TitledCard title="Top institutions">
          <SimpleTable
            head={['Institution', 'Schools', 'Sessions', 'Attendance']}
            numeric={[1, 2, 3]}
            empty="No institutions"
            rows={top.institutions.map((i) => ({
              key: i._id,
              cells: [i.name, i.schools, i.sessions, percent(i.average_attendance)],
            }))}
          />
        </TitledCard>
      )}
      <TitledCard title="Top schools">
        <SimpleTable
          head={['School', 'Students', 'Sessions', 'Attendance']}
          numeric={[1, 2, 3]}
          empty="No schools"
          rows={top.schools.map((s) => ({
            key: s._id,
            cells: [s.name, s.students, s.sessions, percent(s.average_attendance)],
          }))}
        />
      </TitledCard>
      <TitledCard title="Top teachers">
        <SimpleTable
          head={['Teacher', 'Classes', 'Sessions', 'Attendance']}
          numeric={[1, 2, 3]}
          empty="No sessions in the range"
          rows={top.teachers.map((t) => ({
            key: t._id,
            cells: [t.name, t.classes, t.sessions, percent(t.average_attendance)],
          }))}
        />
      </TitledCard>
    </SimpleGrid>
  );
}
