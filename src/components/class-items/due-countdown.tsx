import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { countdownParts } from './date-time';

/**
 * Live time left until the due date (days, hours, minutes, seconds). role="timer" keeps screen readers from
 * announcing every tick; the full wording is in the accessible name.
 */
export function DueCountdown({ dueAt, now, allowLate }: { dueAt: string; now: number; allowLate: boolean }) {
  const { t } = useLingui();
  const parts = countdownParts(dueAt, now);
  if (!parts) {
    return (
      <Text size="sm" c={allowLate ? 'orange' : 'red'} fw={500}>
        {allowLate ? t`Past due · late submissions allowed` : t`Past due · closed`}
      </Text>
    );
  }
  const { days, hours, minutes, seconds } = parts;
  const spoken = t`Due in ${plural(days, { one: '# day', other: '# days' })}, ${plural(hours, { one: '# hour', other: '# hours' })}, ${plural(minutes, { one: '# minute', other: '# minutes' })}, ${plural(seconds, { one: '# second', other: '# seconds' })}`;
  const pad = (n: number) => String(n).padStart(2, '0');
  const [hh, mm, ss] = [pad(hours), pad(minutes), pad(seconds)];
  return (
    <Group gap={6} wrap="nowrap" role="timer" aria-label={spoken}>
      <IconClock size={16} aria-hidden />
      <Text size="sm" fw={500} ff="monospace" aria-hidden>
        <Trans>
          {days}d {hh}h {mm}m {ss}s
        </Trans>
      </Text>
    </Group>
  );
}
