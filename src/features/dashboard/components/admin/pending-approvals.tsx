import { Alert, Group, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { LinkButton } from '#src/components/link-button';
import { plural } from '../figures';

/** Shown only while accounts wait for approval (users with status pending). */
export function PendingApprovals({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Pending Approvals"
      icon={<IconUserCheck />}
      role="region"
      aria-label="Pending Approvals"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">{plural(count, 'account is', 'accounts are')} waiting for approval.</Text>
        <LinkButton to="/users" search={{ status: 'pending' }} size="xs" variant="filled" color="yellow">
          Review pending users
        </LinkButton>
      </Group>
    </Alert>
  );
}
