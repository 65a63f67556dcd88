import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A whole-screen state (nothing assigned, failed to load, not available): a title, a line of advice, an action. */
export function NoticeCard({
  title,
  message,
  action,
  tone = 'dimmed',
}: {
  title: string;
  message?: ReactNode;
  action?: ReactNode;
  tone?: 'dimmed' | 'red';
}) {
  return (
    <Paper withBorder p="xl" radius="md" role={tone === 'red' ? 'alert' : 'status'}>
      <Stack align="center" gap="xs" ta="center">
        <Title order={2} size="h3" c={tone === 'red' ? 'red' : undefined}>
          {title}
        </Title>
        {message && <Text c="dimmed">{message}</Text>}
        {action}
      </Stack>
    </Paper>
  );
}
