import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { countdownParts } from './date-time';
import { plural } from '#src/lib/format';

/**
 * Live time left until the due date (days, hours, minutes, seconds). role="timer" keeps screen readers from
 * announcing every tick; the full wording is in the accessible name.
 */
export function DueCountdown({ dueAt, now, allowLate }: { dueAt: string; now: number; allowLate: boolean }) {
  const parts = countdownParts(dueAt, now);
  if (!parts) {
    return (
      <Text size="sm" c={allowLate ? 'orange' : 'red'} fw={500}>
        {allowLate ? 'Past due · late submissions allowed' : 'Past due · closed'}
      </Text>
    );
  }
  const { days, hours, minutes, seconds } = parts;
  const spoken = `Due in ${plural(days, 'day')}, ${plural(hours, 'hour')}, ${plural(minutes, 'minute')}, ${plural(seconds, 'second')}`;
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <Group gap={6} wrap="nowrap" role="timer" aria-label={spoken}>
      <IconClock size={16} aria-hidden />
      <Text size="sm" fw={500} ff="monospace" aria-hidden>
        {days}d {pad(hours)}h {pad(minutes)}m {pad(seconds)}s
      </Text>
    </Group>
  );
}
