import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { kindOf } from '#contract/outbox-calls';
import type { OutboxEntry } from '#src/offline/worker/device-records';
import { byCount, clock, plural } from '#src/lib/format';
import { ago } from '../format';
import { lastAnswer } from '#src/offline/page/stale';
import { KIND_LABEL } from '../use-outbox';

type Props = {
  entry: OutboxEntry;
  /** Not confirmed for over 10 minutes while online: say so, with the last answer the device got. */
  stale?: boolean;
  onFix?: () => void;
  onResend?: () => void;
  onDiscard?: () => void;
  /** A sent change with warnings: the teacher has read them. */
  onDismiss?: () => void;
};

/** One queued change: what it is, when it was made, and its state with the server. */
export function OutboxItem({ entry, stale = false, onFix, onResend, onDiscard, onDismiss }: Props) {
  const end = entry.endpoint === 'sessions.endSession' ? entry.body : null;
  const kind = KIND_LABEL[kindOf(entry)];
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={`${kind}: ${entry.label}`}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={600} style={{ minWidth: 0 }}>
            {kind}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {clock(entry.clientTimestamp)}
          </Text>
        </Group>
        <Text size="sm">{entry.label}</Text>
        {end && (
          <Text size="xs" c="dimmed">
            Attendance {end.students_attended} of {end.total_students}
            {end.notes ? ` · ${end.notes}` : ''}
          </Text>
        )}
        {entry.status === 'sent' && entry.confirmedAt && (
          <Text size="xs" c="green.8">
            Confirmed by the server at {clock(entry.confirmedAt)}
          </Text>
        )}
        {entry.status === 'pending' && (
          <Text size="xs" c="dimmed">
            {entry.attempts > 0
              ? `Not sent yet (tried ${plural(entry.attempts, 'time')}${entry.lastError ? `: ${entry.lastError}` : ''})`
              : 'Waiting to be sent'}
          </Text>
        )}
        {stale && (
          <Text size="xs" c="red.8" fw={600}>
            Not confirmed since {clock(entry.createdAt, true)} · last answer: {lastAnswer(entry)}
            {entry.lastAttemptAt ? ` (${ago(entry.lastAttemptAt)})` : ''}
          </Text>
        )}
        {entry.status === 'attention' && (
          <Text size="sm" c="red.7" role="alert">
            The server said: {entry.lastError ?? 'refused'}
          </Text>
        )}
        {onDismiss && entry.warnings && (
          <Stack gap={2} role="alert">
            <Text size="sm" c="orange.9">
              The server kept the class, but not {byCount(entry.warnings.length, 'this mark', 'these marks')}:
            </Text>
            {entry.warnings.map((w) => (
              <Text key={w} size="sm" c="orange.9">
                {w}
              </Text>
            ))}
          </Stack>
        )}
        {(onFix || onResend || onDiscard || onDismiss) && (
          <Group gap="xs" mt={4}>
            {onFix && (
              <Button size="xs" onClick={onFix}>
                Fix and resend
              </Button>
            )}
            {onResend && (
              <Button size="xs" variant="light" onClick={onResend}>
                Resend
              </Button>
            )}
            {onDismiss && (
              <Button size="xs" variant="light" onClick={onDismiss}>
                Dismiss
              </Button>
            )}
            {onDiscard && (
              <Button size="xs" variant="subtle" color="red" onClick={onDiscard}>
                Discard
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
