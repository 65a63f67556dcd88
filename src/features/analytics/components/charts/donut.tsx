import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Center } from '@mantine/core';

export type DonutDatum = { name: string; value: number; color: string };

/** Parts of a whole, with a legend. */
export function Donut({ data, label }: { data: DonutDatum[]; label?: string }) {
  return (
    <Center>
      <DonutChart data={data} withLegend withLabels labelsType="value" size={180} thickness={28} chartLabel={label} />
    </Center>
  );
}
