import { Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The honest empty state of an assessment or survey list: what is missing, what to do, and the action if any. */
export function EmptyItems({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Card withBorder padding="xl" maw={action ? undefined : 720}>
      <Stack align={action ? 'center' : 'flex-start'} gap="xs">
        <Text fw={600}>{title}</Text>
        <Text c="dimmed" size="sm">
          {text}
        </Text>
        {action}
      </Stack>
    </Card>
  );
}
