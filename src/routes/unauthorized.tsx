import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/unauthorized')({ component: Unauthorized });

function Unauthorized() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <IconLock size={48} aria-hidden />
        <Title order={2}>
          <Trans>Access Denied</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>This page is restricted to administrators. You do not have permission to view it.</Trans>
        </Text>
        <Button component={Link} to="/dashboard">
          <Trans>Back to Dashboard</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
