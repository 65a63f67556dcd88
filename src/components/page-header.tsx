import { Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';

/** The browser tab's name when no screen names it (index.html's <title>). */
const APP_NAME = 'Pathshala';

/** A screen's title, optional subtitle and actions; wraps on a phone. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  // The tab, the history list and a screen reader's page announcement name the screen, not only the app.
  useEffect(() => {
    if (typeof title !== 'string') return;
    document.title = `${title} · ${APP_NAME}`;
    return () => {
      document.title = APP_NAME;
    };
  }, [title]);
  return (
    <Group justify="space-between" align="flex-end" mb="md" gap="sm">
      {/* A long title (a long word of another language) wraps rather than widen the page. */}
      <Stack gap={2} miw={0} maw="100%" style={{ overflowWrap: 'anywhere' }}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
