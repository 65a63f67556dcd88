import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { VisibleCentre } from './table-states';

type Props = {
  head: ReactNode[];
  rows: { key: string; cells: ReactNode[] }[];
  empty?: string;
  caption?: string;
  /** Columns (by index) whose figures are right-aligned. */
  numeric?: number[];
  minWidth?: number;
};

/** A plain data table that scrolls sideways on a phone, with an empty line when there are no rows. */
export function SimpleTable({ head, rows, empty = 'No data available', caption, numeric = [], minWidth = 0 }: Props) {
  const align = (i: number) => (numeric.includes(i) ? 'right' : undefined);
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
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
                    {empty}
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
