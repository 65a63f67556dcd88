import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { LinkButton } from '#src/components/link-button';

/** Shown only while accounts wait for approval (users with status pending). */
export function PendingApprovals({ count }: { count: number }) {
  const { t } = useLingui();
  if (count <= 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t`Pending Approvals`}
      icon={<IconUserCheck />}
      role="region"
      aria-label={t`Pending Approvals`}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          <Plural value={count} one="# account is waiting for approval." other="# accounts are waiting for approval." />
        </Text>
        <LinkButton to="/users" search={{ status: 'pending' }} size="xs" variant="filled" color="yellow">
          <Trans>Review pending users</Trans>
        </LinkButton>
      </Group>
    </Alert>
  );
}
