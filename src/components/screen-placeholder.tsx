import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';

/**
 * A plain page that names a screen whose issue has not landed yet (issue 2: never a fake screen).
 */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <Stack gap="xs">
      <Title order={2}>{title}</Title>
      <Text c="dimmed">
        <Trans>This screen is not built yet.</Trans>
      </Text>
    </Stack>
  );
}
