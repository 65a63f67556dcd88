import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconArrowRight } from '@tabler/icons-react';
import type { Trend } from '#contract/analytics';

const LOOK = {
  up: { Icon: IconArrowUpRight, color: 'green', label: 'Up' },
  down: { Icon: IconArrowDownRight, color: 'red', label: 'Down' },
  stable: { Icon: IconArrowRight, color: 'dimmed', label: 'Stable' },
} as const;

/** The attendance trend: the last three sessions against the three before (±5 points). */
export function TrendIcon({ trend }: { trend: Trend }) {
  const { Icon, color, label } = LOOK[trend];
  return (
    <Group gap={4} c={color} wrap="nowrap">
      <Icon size={16} aria-hidden />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
