import { Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { TableStateRow } from './table-states';

export type PeopleColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Shown on a phone's card too: the row's key facts (a role, a class, a status). */
  onPhone?: boolean;
};

type Props<T> = {
  rows: T[];
  rowKey: (row: T) => string;
  /** The person: name and e-mail, first in the table and the title of a phone's card. */
  person: (row: T) => { name: string; email: string };
  /** On a laptop the e-mail has a column of its own (the school managers list of spec 02). */
  emailColumn?: boolean;
  columns: PeopleColumn<T>[];
  actions: (row: T) => ReactNode;
  /** Below this width the table scrolls sideways (on a laptop); on a phone the rows become cards. */
  minWidth: number;
  label: string;
  state: { loading: boolean; error: boolean; empty: string; onRetry: () => void };
};

type ListState = Props<unknown>['state'];

/** A people list's loading, error and empty states from its query (an error with data kept shows the data). */
export function listState(
  query: { isPending: boolean; isError: boolean; data: unknown; refetch: () => unknown },
  empty: string,
): ListState {
  return { loading: query.isPending, error: query.isError && !query.data, empty, onRetry: () => void query.refetch() };
}

/** A person's schools, one per line, or 'Not assigned'. */
export function SchoolNames({ schools }: { schools: { _id: string; name: string }[] }) {
  if (!schools.length) {
    return (
      <Text size="sm" c="dimmed">
        Not assigned
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {schools.map((s) => (
        <Text key={s._id} size="sm">
          {s.name}
        </Text>
      ))}
    </Stack>
  );
}

/** The width below which a list of people shows cards (Mantine's sm breakpoint). */
const PHONE = '(max-width: 48em)';

/**
 * A list of people (users, students, teachers, school managers): a table on a laptop, and on a phone a card per
 * person with the name, the key facts and the actions all in view, nothing off-screen (issue 14).
 */
export function PeopleTable<T>({
  rows,
  rowKey,
  person,
  emailColumn = false,
  columns,
  actions,
  minWidth,
  label,
  state,
}: Props<T>) {
  const phone = useMediaQuery(PHONE, typeof window !== 'undefined' && window.matchMedia(PHONE).matches, {
    getInitialValueInEffect: false,
  });
  const who = (row: T) => (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {person(row).name}
      </Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {person(row).email}
      </Text>
    </Stack>
  );

  if (phone) {
    if (rows.length === 0) {
      return (
        <Table aria-label={label}>
          <Table.Tbody>
            <TableStateRow colSpan={1} {...state} />
          </Table.Tbody>
        </Table>
      );
    }
    return (
      <Stack component="ul" gap="xs" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <Paper key={rowKey(row)} component="li" withBorder p="sm" radius="md" aria-label={person(row).name}>
            <Stack gap={6}>
              {who(row)}
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap="xs" wrap="wrap">
                  {columns
                    .filter((c) => c.onPhone)
                    .map((c) => (
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

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            {emailColumn && <Table.Th>Email</Table.Th>}
            {columns.map((c) => (
              <Table.Th key={c.header}>{c.header}</Table.Th>
            ))}
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <TableStateRow colSpan={columns.length + (emailColumn ? 3 : 2)} {...state} />
          ) : (
            rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {emailColumn ? (
                  <>
                    <Table.Td fw={500}>{person(row).name}</Table.Td>
                    <Table.Td>{person(row).email}</Table.Td>
                  </>
                ) : (
                  <Table.Td>{who(row)}</Table.Td>
                )}
                {columns.map((c) => (
                  <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
                ))}
                <Table.Td>{actions(row)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
