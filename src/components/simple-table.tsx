import { Trans } from '@lingui/react/macro';
import { Box, Paper, Stack, Table, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { usePhone } from '#src/lib/use-phone';
import { VisibleCentre } from './table-states';

type Props = {
  head: ReactNode[];
  rows: { key: string; cells: ReactNode[] }[];
  empty?: string;
  caption?: string;
  /** The table's accessible name, where no caption names it. */
  label?: string;
  /** Columns (by index) whose figures are right-aligned. */
  numeric?: number[];
  minWidth?: number;
};

/** The widest a table may need and still be a table on a phone: a 360 px screen. */
const PHONE_TABLE_WIDTH = 360;

/**
 * A plain data table, with an empty line when there are no rows. On a phone a table wider than the screen
 * (`minWidth`) becomes a card a row: its first cell as the title, then every other column as 'header: value', so
 * nothing needs a sideways swipe (issue 40). A narrow one stays a table.
 */
export function SimpleTable(props: Props) {
  const phone = usePhone();
  const cards = phone && (props.minWidth ?? 0) > PHONE_TABLE_WIDTH;
  return cards ? <SimpleCards {...props} /> : <WideTable {...props} />;
}

function WideTable({ head, rows, empty, caption, label, numeric = [], minWidth = 0 }: Props) {
  const align = (i: number) => (numeric.includes(i) ? 'right' : undefined);
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-label={label}>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {head.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed column order
              <Table.Th key={i} ta={align(i)}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={head.length}>
                <VisibleCentre py="sm">
                  <Text c="dimmed" size="sm">
                    {empty ?? <Trans>No data available</Trans>}
                  </Text>
                </VisibleCentre>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.key}>
                {row.cells.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed column order
                  <Table.Td key={i} ta={align(i)}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SimpleCards({ head, rows, empty, caption, label }: Props) {
  return (
    <Stack gap="xs">
      {caption && (
        <Text size="sm" c="dimmed">
          {caption}
        </Text>
      )}
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="sm">
          {empty ?? <Trans>No data available</Trans>}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          aria-label={label ?? caption}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {rows.map((row) => (
            <Paper key={row.key} component="li" withBorder p="sm" radius="md">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.cells[0]}
              </Text>
              <Box
                component="dl"
                m={0}
                mt={4}
                style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '2px 12px' }}
              >
                {row.cells.slice(1).map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed column order
                  <Fragment key={i}>
                    <Text component="dt" size="sm" c="dimmed">
                      {head[i + 1]}
                    </Text>
                    <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                      {cell}
                    </Text>
                  </Fragment>
                ))}
              </Box>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
