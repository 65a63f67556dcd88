import { Trans } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { NoticeCard } from '#src/components/notice-card';

/** An analytics screen before its figures: loading, or failed with Retry. */
export function AnalyticsPending({ failed, title, onRetry }: { failed: boolean; title: string; onRetry: () => void }) {
  if (!failed) {
    return (
      <Text c="dimmed">
        <Trans>Loading analytics…</Trans>
      </Text>
    );
  }
  return (
    <NoticeCard
      tone="red"
      title={title}
      action={
        <Button onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      }
    />
  );
}
