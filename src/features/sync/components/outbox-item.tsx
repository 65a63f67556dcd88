import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { kindOf } from '#contract/outbox-calls';
import type { OutboxEntry } from '#src/offline/worker/device-records';
import { clock } from '#src/lib/format';
import { ago } from '../format';
import { lastErrorText } from '#src/offline/page/last-error';
import { lastAnswer } from '#src/offline/page/stale';
import { labelText } from '../outbox-label';
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
  const { i18n, t } = useLingui();
  const end = entry.endpoint === 'sessions.endSession' ? entry.body : null;
  const kind = i18n._(KIND_LABEL[kindOf(entry)]);
  const label = labelText(entry.label);
  const attempts = entry.attempts;
  const error = entry.lastError ? lastErrorText(entry.lastError) : null;
  const marks = entry.warnings?.length ?? 0;
  const confirmedAt = entry.confirmedAt ? clock(entry.confirmedAt) : null;
  const said = error ?? t`refused`;
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={t`${kind}: ${label}`}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={600} style={{ minWidth: 0 }}>
            {kind}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {clock(entry.clientTimestamp)}
          </Text>
        </Group>
        <Text size="sm">{label}</Text>
        {end && <Attendance attended={end.students_attended} total={end.total_students} notes={end.notes} />}
        {entry.status === 'sent' && confirmedAt && (
          <Text size="xs" c="green.8">
            <Trans>Confirmed by the server at {confirmedAt}</Trans>
          </Text>
        )}
        {entry.status === 'pending' && (
          <Text size="xs" c="dimmed">
            {attempts > 0
              ? error
                ? t`Not sent yet (tried ${plural(attempts, { one: '# time', other: '# times' })}: ${error})`
                : t`Not sent yet (tried ${plural(attempts, { one: '# time', other: '# times' })})`
              : t`Waiting to be sent`}
          </Text>
        )}
        {stale && <StaleNote entry={entry} />}
        {entry.status === 'attention' && (
          <Text size="sm" c="red.7" role="alert">
            <Trans>The server said: {said}</Trans>
          </Text>
        )}
        {onDismiss && entry.warnings && (
          <Stack gap={2} role="alert">
            <Text size="sm" c="orange.9">
              {t`The server kept the class, but not ${plural(marks, { one: 'this mark', other: 'these marks' })}:`}
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
                <Trans>Fix and resend</Trans>
              </Button>
            )}
            {onResend && (
              <Button size="xs" variant="light" onClick={onResend}>
                <Trans>Resend</Trans>
              </Button>
            )}
            {onDismiss && (
              <Button size="xs" variant="light" onClick={onDismiss}>
                <Trans>Dismiss</Trans>
              </Button>
            )}
            {onDiscard && (
              <Button size="xs" variant="subtle" color="red" onClick={onDiscard}>
                <Trans>Discard</Trans>
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** An end's attendance, with the teacher's notes as they wrote them. */
function Attendance({ attended, total, notes }: { attended: number; total: number; notes?: string }) {
  return (
    <Text size="xs" c="dimmed">
      <Trans>
        Attendance {attended} of {total}
      </Trans>
      {notes ? ` · ${notes}` : ''}
    </Text>
  );
}

/** Not confirmed for over 10 minutes while online: since when, and the last answer the device got (and when). */
function StaleNote({ entry }: { entry: OutboxEntry }) {
  const since = clock(entry.createdAt, true);
  const answer = lastAnswer(entry);
  const when = entry.lastAttemptAt ? ago(entry.lastAttemptAt) : null;
  return (
    <Text size="xs" c="red.8" fw={600}>
      {when ? (
        <Trans>
          Not confirmed since {since} · last answer: {answer} ({when})
        </Trans>
      ) : (
        <Trans>
          Not confirmed since {since} · last answer: {answer}
        </Trans>
      )}
    </Text>
  );
}
