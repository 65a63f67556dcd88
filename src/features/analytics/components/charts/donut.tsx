import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { DONUT_HEIGHT, DONUT_RING } from './chart-heights';

export type DonutDatum = { name: string; value: number; color: string };

/**
 * Parts of a whole, with a legend under the ring. The legend is ours, not the chart's: Mantine's sits inside a
 * square 80 px larger than the ring, wider than a phone's card, and was cut off there.
 */
export function Donut({ data, label }: { data: DonutDatum[]; label?: string }) {
  return (
    <Stack h={DONUT_HEIGHT} align="center" justify="center" gap="xs">
      <DonutChart data={data} withLabels labelsType="value" size={DONUT_RING} thickness={26} chartLabel={label} />
      <Group component="ul" gap="xs" justify="center" m={0} p={0} style={{ listStyle: 'none' }}>
        {data.map((d) => (
          <Group component="li" key={d.name} gap={6} wrap="nowrap">
            <ColorSwatch color={`var(--mantine-color-${d.color.replace('.', '-')})`} size={12} withShadow={false} />
            <Text size="sm">{d.name}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
