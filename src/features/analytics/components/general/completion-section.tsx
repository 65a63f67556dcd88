import { useLingui } from '@lingui/react/macro';
import { Group, Progress, Text } from '@mantine/core';
import type { SchoolCompletion } from '#contract/analytics-types';
import { ChartCard } from '#src/components/chart-card';
import { SimpleTable } from '#src/components/simple-table';
import { barsHeight } from '#src/components/charts/chart-heights';
import { BarsChart } from '#src/components/charts/lazy-charts';
import { percentText } from '#src/lib/format';

/** Completion per school: slides covered over the slides of every class it offers. */
export function CompletionSection({ completion }: { completion: SchoolCompletion[] }) {
  const { t } = useLingui();
  const rates = completion.map((c) => `${c.name} ${percentText(c.completion_rate)}`).join(', ');
  const none = t`No schools with classes`;
  const summary = completion.length ? t`Bar chart of completion rate by school: ${rates}` : none;
  const table = (
    <SimpleTable
      head={[t`School`, t`Classes`, t`Slides covered`, t`Completion`]}
      numeric={[1, 2]}
      minWidth={420}
      empty={none}
      rows={completion.map((c) => ({
        key: c.school_id,
        cells: [
          c.name,
          c.classes,
          `${c.slides_covered}/${c.slides_total}`,
          <Group key="bar" gap="xs" wrap="nowrap">
            <Progress value={c.completion_rate} w={80} aria-hidden />
            <Text size="sm">{percentText(c.completion_rate)}</Text>
          </Group>,
        ],
      }))}
    />
  );
  return (
    <ChartCard
      title={t`Completion rate by school`}
      summary={summary}
      chart={
        <BarsChart
          data={completion.map((c) => ({ label: c.name, value: c.completion_rate }))}
          seriesLabel={t`Completion`}
          unit="%"
          horizontal
          max={100}
        />
      }
      table={table}
      height={barsHeight(completion.length, true)}
    />
  );
}
