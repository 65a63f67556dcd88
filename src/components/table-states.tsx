import { Box, Button, Loader, type MantineSpacing, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

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

/** A table body row that stands for the whole list: loading, failed (with Retry) or empty. */
export function TableStateRow({
  colSpan,
  loading,
  error,
  empty,
  onRetry,
}: {
  colSpan: number;
  loading?: boolean;
  error?: boolean;
  empty: string;
  onRetry?: () => void;
}) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <VisibleCentre>
          {loading ? (
            <Loader size="sm" role="status" aria-label="Loading" />
          ) : error ? (
            <Stack gap="xs" align="center">
              <Text c="red">Could not load the list.</Text>
              {onRetry && (
                <Button size="xs" variant="light" onClick={onRetry}>
                  Retry
                </Button>
              )}
            </Stack>
          ) : (
            <Text c="dimmed">{empty}</Text>
          )}
        </VisibleCentre>
      </Table.Td>
    </Table.Tr>
  );
}
