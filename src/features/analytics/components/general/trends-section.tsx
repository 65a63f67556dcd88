import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { Change, GeneralAnalytics } from '#contract/analytics-types';
import { signed } from '../figures';

type Item = { label: string; change: Change; unit: string; format: (n: number | null) => string; note: string };

/** userGrowth, sessionGrowth (percent change) and attendanceChange (points) against the previous equal period. */
export function TrendsSection({ trends }: { trends: GeneralAnalytics['trends'] }) {
  const items: Item[] = [
    {
      label: 'User Growth',
      change: trends.userGrowth,
      unit: '%',
      format: (n) => (n === null ? '—' : String(n)),
      note: 'new users',
    },
    {
      label: 'Session Growth',
      change: trends.sessionGrowth,
      unit: '%',
      format: (n) => (n === null ? '—' : String(n)),
      note: 'sessions',
    },
    {
      label: 'Attendance Change',
      change: trends.attendanceChange,
      unit: ' pts',
      format: (n) => (n === null ? '—' : `${n}%`),
      note: 'attendance',
    },
  ];
  return (
    <section aria-label="Trends">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {items.map((item) => (
          <TrendCard key={item.label} item={item} />
        ))}
      </SimpleGrid>
    </section>
  );
}

function TrendCard({ item }: { item: Item }) {
  const { change, current, previous } = item.change;
  const Icon = change === null || change === 0 ? IconMinus : change > 0 ? IconArrowUpRight : IconArrowDownRight;
  const color = change === null || change === 0 ? 'dimmed' : change > 0 ? 'green' : 'red';
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={item.label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {item.label}
      </Text>
      <Group gap={4} c={color} wrap="nowrap">
        {change !== null && <Icon size={20} aria-hidden />}
        <Text fw={700} fz={24}>
          {signed(change, item.unit)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {change === null && current !== null && previous === 0
          ? `${item.format(current)} ${item.note}; none in the previous period to compare`
          : `${item.format(current)} now against ${item.format(previous)} in the previous period`}
      </Text>
    </Paper>
  );
}
