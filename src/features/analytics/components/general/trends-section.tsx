import { useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { Change, GeneralAnalytics } from '#contract/analytics-types';
import { signed } from '../figures';
import { percentText } from '#src/lib/format';

type Item = {
  key: string;
  label: string;
  change: Change;
  /** The change with its sign and unit: '+12.5%', '-3 pts'. */
  shown: (n: number | null) => string;
  format: (n: number | null) => string;
  /** The line when the previous period had none: the figure now, and what it counts. */
  onlyNow: (now: string) => string;
};

/** userGrowth, sessionGrowth (percent change) and attendanceChange (points) against the previous equal period. */
export function TrendsSection({ trends }: { trends: GeneralAnalytics['trends'] }) {
  const { t } = useLingui();
  const plain = (n: number | null) => (n === null ? '—' : String(n));
  const items: Item[] = [
    {
      key: 'users',
      label: t`User Growth`,
      change: trends.userGrowth,
      shown: (n) => signed(n),
      format: plain,
      onlyNow: (now) => t`${now} new users; none in the previous period to compare`,
    },
    {
      key: 'sessions',
      label: t`Session Growth`,
      change: trends.sessionGrowth,
      shown: (n) => signed(n),
      format: plain,
      onlyNow: (now) => t`${now} sessions; none in the previous period to compare`,
    },
    {
      key: 'attendance',
      label: t`Attendance Change`,
      change: trends.attendanceChange,
      shown: (n) => {
        const points = signed(n, '');
        return n === null ? points : t`${points} pts`;
      },
      format: (n) => (n === null ? '—' : percentText(n)),
      onlyNow: (now) => t`${now} attendance; none in the previous period to compare`,
    },
  ];
  return (
    <section aria-label={t`Trends`}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {items.map((item) => (
          <TrendCard key={item.key} item={item} />
        ))}
      </SimpleGrid>
    </section>
  );
}

function TrendCard({ item }: { item: Item }) {
  const { t } = useLingui();
  const { change, current, previous } = item.change;
  const Icon = change === null || change === 0 ? IconMinus : change > 0 ? IconArrowUpRight : IconArrowDownRight;
  const color = change === null || change === 0 ? 'dimmed' : change > 0 ? 'green' : 'red';
  const now = item.format(current);
  const before = item.format(previous);
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={item.label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {item.label}
      </Text>
      <Group gap={4} c={color} wrap="nowrap">
        {change !== null && <Icon size={20} aria-hidden />}
        <Text fw={700} fz={24}>
          {item.shown(change)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {change === null && current !== null && previous === 0
          ? item.onlyNow(now)
          : t`${now} now against ${before} in the previous period`}
      </Text>
    </Paper>
  );
}
