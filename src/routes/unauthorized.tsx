import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/unauthorized')({ component: Unauthorized });

function Unauthorized() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <IconLock size={48} aria-hidden />
        <Title order={2}>Access Denied</Title>
        <Text c="dimmed">This page is restricted to administrators. You do not have permission to view it.</Text>
        <Button component={Link} to="/dashboard">
          Back to Dashboard
        </Button>
      </Stack>
    </Center>
  );
}
