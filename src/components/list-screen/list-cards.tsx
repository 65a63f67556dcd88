import { Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableStateRow } from '../table-states';
import type { ListCard, ListTableProps } from './list-types';

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
                    {typeof c.onPhone === 'function' ? c.onPhone(row) : c.cell(row)}
                  </Box>
                ))}
              </Group>
              {actions && <Box ml="auto">{actions(row)}</Box>}
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** A card's title block: the row's name in bold over a dimmed second line (an e-mail, a place). */
export function CardTitle({ name, detail }: { name: string; detail?: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      {detail && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Text>
      )}
    </Stack>
  );
}
