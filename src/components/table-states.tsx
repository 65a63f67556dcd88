import { Trans } from '@lingui/react/macro';
import { Box, Button, Center, type MantineSpacing, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataLoader } from './network/not-on-device';

/**
 * The content of a row that spans a wide table: kept in the middle of the part that is visible. On a phone the
 * table scrolls sideways inside a narrower box, and a plain centred cell would put the text out of sight.
 */
export function VisibleCentre({ children, py = 'xl' }: { children: ReactNode; py?: MantineSpacing }) {
  return (
    <Box
      py={py}
      style={{ position: 'sticky', left: '50%', width: 'max-content', maxWidth: '100%', transform: 'translateX(-50%)' }}
    >
      {children}
    </Box>
  );
}

type StateProps = {
  loading?: boolean;
  error?: boolean;
  empty: string;
  onRetry?: () => void;
  /** What a failure says. */
  failed?: string;
};

/** What stands for the whole list: a loader, the failure (with Retry) or the empty message. */
function ListStateContent({ loading, error, empty, onRetry, failed }: StateProps) {
  if (loading) return <DataLoader size="sm" />;
  if (!error) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="xs" align="center">
      <Text c="red">{failed ?? <Trans>Could not load the list.</Trans>}</Text>
      {onRetry && (
        <Button size="xs" variant="light" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      )}
    </Stack>
  );
}

/** A table body row that stands for the whole list: loading, failed (with Retry) or empty. */
export function TableStateRow({ colSpan, ...state }: StateProps & { colSpan: number }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <VisibleCentre>
          <ListStateContent {...state} />
        </VisibleCentre>
      </Table.Td>
    </Table.Tr>
  );
}

/** The same for a list that is not a table. */
export function ListStateBlock(state: StateProps) {
  return (
    <Center py="xl">
      <ListStateContent {...state} />
    </Center>
  );
}
