import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import type { GeneralAnalytics } from '#contract/analytics-types';
import { SimpleTable } from '#src/components/simple-table';
import { percent } from '../figures';
import { TitledCard } from './titled-card';

/** Four columns need more than a phone's width: below it each row is a card (SimpleTable). */
const TOP_LIST_MIN_WIDTH = 420;

/** The top 10 institutions, schools and teachers by sessions in the range. */
export function TopListsSection({
  top,
  variant,
}: {
  top: GeneralAnalytics['top'];
  variant: GeneralAnalytics['variant'];
}) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, xl: variant === 'system' ? 3 : 2 }} spacing="md">
      {variant === 'system' && (
        <TitledCard title={t`Top institutions`}>
          <SimpleTable
            head={[t`Institution`, t`Schools`, t`Sessions`, t`Attendance`]}
            numeric={[1, 2, 3]}
            minWidth={TOP_LIST_MIN_WIDTH}
            empty={t`No institutions`}
            rows={top.institutions.map((i) => ({
              key: i._id,
              cells: [i.name, i.schools, i.sessions, percent(i.average_attendance)],
            }))}
          />
        </TitledCard>
      )}
      <TitledCard title={t`Top schools`}>
        <SimpleTable
          head={[t`School`, t`Students`, t`Sessions`, t`Attendance`]}
          numeric={[1, 2, 3]}
          minWidth={TOP_LIST_MIN_WIDTH}
          empty={t`No schools`}
          rows={top.schools.map((s) => ({
            key: s._id,
            cells: [s.name, s.students, s.sessions, percent(s.average_attendance)],
          }))}
        />
      </TitledCard>
      <TitledCard title={t`Top teachers`}>
        <SimpleTable
          head={[t`Teacher`, t`Classes`, t`Sessions`, t`Attendance`]}
          numeric={[1, 2, 3]}
          minWidth={TOP_LIST_MIN_WIDTH}
          empty={t`No sessions in the range`}
          rows={top.teachers.map((teacher) => ({
            key: teacher._id,
            cells: [teacher.name, teacher.classes, teacher.sessions, percent(teacher.average_attendance)],
          }))}
        />
      </TitledCard>
    </SimpleGrid>
  );
}
