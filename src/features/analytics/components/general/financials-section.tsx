import { SimpleGrid, Stack } from '@mantine/core';
import type { GeneralAnalytics } from '#contract/analytics-types';
import { StatCard } from '#src/components/stat-card';
import { formatRupees, plural } from '#src/lib/format';
import { count } from '../figures';
import { TitledCard } from './titled-card';

type Props = { financials: GeneralAnalytics['financials']; sessionStatus: GeneralAnalytics['sessionStatus'] };

/** Fees in rupees (from each school's fee per student) and sessions delivered or missed in the range. */
export function FinancialsSection({ financials: f, sessionStatus: s }: Props) {
  return (
    <Stack gap="md">
      <TitledCard title="Financials">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <StatCard
            label="Fee per Student"
            value={formatRupees(f.fee_per_student)}
            hint="Average, weighted by students"
          />
          <StatCard
            label="Estimated Annual Collection"
            value={formatRupees(f.estimated_annual_collection)}
            hint={`${plural(f.students_billed, 'student')} × their school's fee`}
          />
        </SimpleGrid>
      </TitledCard>
      <TitledCard title="Session Status">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <StatCard label="Delivered" value={count(s.delivered)} hint="Ended with attendance" color="green" />
          <StatCard label="Missed" value={count(s.missed)} hint="Started, never ended (over 24 h)" color="red" />
          <StatCard label="In Progress" value={count(s.in_progress)} hint="Started in the last 24 h" />
        </SimpleGrid>
      </TitledCard>
    </Stack>
  );
}
