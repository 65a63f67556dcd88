import { Box, Group, Paper, Stack, Table } from '@mantine/core';
import { TableStateRow } from '../table-states';
import type { ListCard, ListTableProps } from './list-table';

type Props<T> = Omit<ListTableProps<T>, 'minWidth' | 'card'> & { card: ListCard<T> };

/** A list on a phone: a card a row with its name, key facts and actions all in view, nothing off-screen. */
export function ListCards<T>({ rows, rowKey, columns, actions, state, label, card }: Props<T>) {
  if (rows.length === 0) {
    return (
      <Table aria-label={label}>
        <Table.Tbody>
          <TableStateRow colSpan={1} {...state} />
        </Table.Tbody>
      </Table>
    );
  }
  const facts = columns.filter((c) => c.onPhone);
  return (
    <Stack component="ul" gap="xs" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row) => (
        <Paper key={rowKey(row)} component="li" withBorder p="sm" radius="md" aria-label={card.name(row)}>
          <Stack gap={6}>
            {card.title(row)}
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Group gap="xs" wrap="wrap">
                {facts.map((c) => (
                  <Box key={c.header} aria-label={c.header}>
                    {c.cell(row)}
                  </Box>
                ))}
              </Group>
              <Box ml="auto">{actions(row)}</Box>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
