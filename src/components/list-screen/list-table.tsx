import { Trans } from '@lingui/react/macro';
import { Table, type TableTdProps } from '@mantine/core';
import type { ListTableProps } from './list-types';
import { usePhone } from '#src/lib/use-phone';
import { TableStateRow } from '../table-states';
import { ListCards } from './list-cards';
import { useInBatches } from './use-in-batches';

export type { ListCard, ListColumn, ListState, ListTableProps } from './list-types';

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
            {actions && (
              <Table.Th ta="right">
                <Trans>Actions</Trans>
              </Table.Th>
            )}
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
