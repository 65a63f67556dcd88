import { Box, Group, Paper } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { PageHeader } from '../page-header';
import { ListPagination } from '../pagination/list-pagination';
import { SearchInput } from '../search-input';

type Props = {
  title: string;
  subtitle?: ReactNode;
  /** Beside the title: Add, Refresh. */
  actions?: ReactNode;
  search: ComponentProps<typeof SearchInput>;
  /** More controls in the search's row (selects). */
  filters?: ReactNode;
  /** Under the search's row (the active filters). */
  below?: ReactNode;
  /** The server's pages; nothing is shown until the first answer (`of`). */
  pagination?: {
    page: number;
    of: { totalPages: number; total: number } | undefined;
    /** What is counted, many and one: 'users', 'user'. */
    noun: string;
    singular: string;
    onChange: (page: number) => void;
  };
  /** A paging of the screen's own, instead of `pagination`. */
  footer?: ReactNode;
  /** Dialogs the rows open. */
  dialogs?: ReactNode;
  /** The list itself. */
  children: ReactNode;
};

/** An admin list screen: heading with actions, then a panel with the search and filters, the list and its pages. */
export function ListScreen({
  title,
  subtitle,
  actions,
  search,
  filters,
  below,
  pagination,
  footer,
  dialogs,
  children,
}: Props) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      <Paper withBorder p="md" radius="md">
        <Box mb="md">
          <Group gap="sm" align="flex-end">
            <SearchInput {...search} />
            {filters}
          </Group>
          {below}
        </Box>
        {children}
        {pagination?.of && (
          <ListPagination
            page={pagination.page}
            totalPages={pagination.of.totalPages}
            total={pagination.of.total}
            noun={pagination.noun}
            singular={pagination.singular}
            onChange={pagination.onChange}
          />
        )}
        {footer}
      </Paper>
      {dialogs}
    </>
  );
}
