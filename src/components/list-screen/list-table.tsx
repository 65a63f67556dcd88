import { Table, type TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePhone } from '#src/lib/use-phone';
import { TableStateRow } from '../table-states';
import { ListCards } from './list-cards';
import { useInBatches } from './use-in-batches';

export type ListColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * Shown on a phone's card too: the row's key facts (a role, a class, a status). `true` shows the cell; a function
   * says the fact on its own, without the column's header ('Slides 12–20').
   */
  onPhone?: boolean | ((row: T) => ReactNode);
  /** The cell's own props in the table (weight, width, no wrapping). */
  td?: TableTdProps;
};

/** The list's loading, failed (with Retry) and empty states; a failure with data kept shows the data. */
export type ListState = { loading: boolean; error: boolean; empty: string; onRetry: () => void };

/** What a phone's card shows first: the row's name (also the card's accessible name) and its title block. */
export type ListCard<T> = { name: (row: T) => string; title: (row: T) => ReactNode };

export type ListTableProps<T> = {
  rows: T[];
  rowKey: (row: T) => string;
  columns: ListColumn<T>[];
  /** The row's controls, in an Actions column; none for a viewer who may change nothing there. */
  actions?: (row: T) => ReactNode;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  state: ListState;
  label?: string;
  /** On a phone, a card a row instead of the table (issues 14 and 40): every control in view, no sideways swipe. */
  card: ListCard<T>;
};

export const NO_WRAP: TableTdProps = { style: { whiteSpace: 'nowrap' } };

/** A list screen's rows: a table (with an Actions column when there are actions), or a card per row on a phone. */
export function ListTable<T>({ minWidth, card, ...list }: ListTableProps<T>) {
  const phone = usePhone();
  const rows = useInBatches(list.rows, list.rowKey);
  if (phone) return <ListCards {...list} rows={rows} card={card} />;

  const { rowKey, columns, actions, state, label } = list;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header}>{c.header}</Table.Th>
            ))}
            {actions && <Table.Th ta="right">Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <TableStateRow colSpan={columns.length + (actions ? 1 : 0)} {...state} />
          ) : (
            rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td key={c.header} {...c.td}>
                    {c.cell(row)}
                  </Table.Td>
                ))}
                {actions && <Table.Td>{actions(row)}</Table.Td>}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
