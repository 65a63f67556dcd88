import { Button, Center, Loader, Stack, Table, Text } from '@mantine/core';

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
        <Center py="xl">
          {loading ? (
            <Loader size="sm" aria-label="Loading" />
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
        </Center>
      </Table.Td>
    </Table.Tr>
  );
}
