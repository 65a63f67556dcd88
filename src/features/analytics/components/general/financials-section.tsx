import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack } from '@mantine/core';
import type { GeneralAnalytics } from '#contract/analytics-types';
import { StatCard } from '#src/components/stat-card';
import { formatRupees } from '#src/lib/format';
import { count } from '../figures';
import { TitledCard } from './titled-card';

type Props = { financials: GeneralAnalytics['financials']; sessionStatus: GeneralAnalytics['sessionStatus'] };

/** Fees in rupees (from each school's fee per student) and sessions delivered or missed in the range. */
export function FinancialsSection({ financials: f, sessionStatus: s }: Props) {
  const { t } = useLingui();
  const billed = f.students_billed;
  return (
    <Stack gap="md">
      <TitledCard title={t`Financials`}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <StatCard
            label={t`Fee per Student`}
            value={formatRupees(f.fee_per_student)}
            hint={t`Average, weighted by students`}
          />
          <StatCard
            label={t`Estimated Annual Collection`}
            value={formatRupees(f.estimated_annual_collection)}
            hint={t`${plural(billed, { one: '# student', other: '# students' })} × their school's fee`}
          />
        </SimpleGrid>
      </TitledCard>
      <TitledCard title={t`Session Status`}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <StatCard label={t`Delivered`} value={count(s.delivered)} hint={t`Ended with attendance`} color="green" />
          <StatCard label={t`Missed`} value={count(s.missed)} hint={t`Started, never ended (over 24 h)`} color="red" />
          <StatCard label={t`In Progress`} value={count(s.in_progress)} hint={t`Started in the last 24 h`} />
        </SimpleGrid>
      </TitledCard>
    </Stack>
  );
}
