import type { TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a list screen shows: its columns, its states and a phone's card (list-table.tsx, list-cards.tsx). */
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
