import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconArrowRight } from '@tabler/icons-react';
import type { Trend } from '#contract/analytics';

const LOOK = {
  up: { Icon: IconArrowUpRight, color: 'green', label: msg`Up` },
  down: { Icon: IconArrowDownRight, color: 'red', label: msg`Down` },
  stable: { Icon: IconArrowRight, color: 'dimmed', label: msg`Stable` },
} as const;

/** The attendance trend: the last three sessions against the three before (±5 points). */
export function TrendIcon({ trend }: { trend: Trend }) {
  const { i18n } = useLingui();
  const { Icon, color, label } = LOOK[trend];
  return (
    <Group gap={4} c={color} wrap="nowrap">
      <Icon size={16} aria-hidden />
      <Text size="sm">{i18n._(label)}</Text>
    </Group>
  );
}
