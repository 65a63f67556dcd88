import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from './date-time';
import { DueCountdown } from './due-countdown';

type Item = {
  _id: string;
  title: string;
  due_at: string;
  allow_late_submissions: boolean;
  submitted: boolean;
  questions: unknown[];
};

/**
 * Spec 03 §2: an assessment or survey on the student's list — a live countdown until it is submitted, then the
 * Submitted badge (`submittedLabel`) and a link to the answers; Start while open, Closed after the due date
 * unless late submissions are allowed.
 */
export function StudentItemCard({
  item,
  now,
  submittedLabel,
  review,
  start,
}: {
  item: Item;
  now: number;
  submittedLabel: string | null;
  review: ReactNode;
  start: ReactNode;
}) {
  const closed = !item.submitted && !item.allow_late_submissions && new Date(item.due_at).getTime() <= now;
  const { t } = useLingui();
  const count = item.questions.length;
  const due = formatDateTime(item.due_at);
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`item-${item._id}`}>
      <Stack gap={6}>
        <Text fw={600} id={`item-${item._id}`} style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Text>
        <Text size="sm" c="dimmed">
          {t`${plural(count, { one: '# question', other: '# questions' })} · Due ${due}`}
        </Text>
        {!item.submitted && <DueCountdown dueAt={item.due_at} now={now} allowLate={item.allow_late_submissions} />}
        <Group justify="space-between" mt={4}>
          {item.submitted && submittedLabel ? (
            <>
              <Badge color="green" variant="light" size="lg" style={{ textTransform: 'none' }}>
                {submittedLabel}
              </Badge>
              {review}
            </>
          ) : closed ? (
            <Button size="sm" disabled>
              <Trans>Closed</Trans>
            </Button>
          ) : (
            start
          )}
        </Group>
      </Stack>
    </Card>
  );
}
