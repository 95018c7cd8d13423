import type { Column, RowData, Table } from '@tanstack/react-table';

// What a panel's column says of its place, once, for both of the table's shapes (issue 35, ADR 104):
// at table widths a column may be drawn under another's (two-line cells), and below 768 px, where each row is
// a card, a column is the card's heading, a labelled line (the default), or left out.

declare module '@tanstack/react-table' {
  // The parameters must match TanStack's own declaration.
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * The id of the column whose cell this one is drawn in, under its content (its header under that header):
     * 'client_email' under 'client_name'. The column keeps its own sorting and filtering. In a card, the
     * columns under the title are lines under the heading; the others are labelled lines of their own.
     */
    below?: string;
    /**
     * In the card: its heading ('title'; the first column when none is), its first labelled line ('first':
     * what is read first, a lead's status), or not in it at all ('hidden'); else a line in the columns' order.
     */
    card?: 'title' | 'first' | 'hidden';
    /** Classes of the column's header and cells at table widths (a width, a wrapping rule). */
    className?: string;
    /** How the sort select of the cards names this column's orders: a date reads 'newest first'. */
    sortWords?: 'date';
  }
}

/** The id of the column of row actions that DataTable adds last (withRowActions). */
export const ACTIONS_COLUMN = '_actions';

/**
 * How the visible columns are laid out: `top`, the columns with a place of their own, in order, and `under`,
 * each of those's columns drawn beneath it (a column `below` one that is hidden or absent stands on its own).
 */
export function columnLayout<TData>(table: Table<TData>) {
  const visible = table.getVisibleLeafColumns();
  const ids = new Set(visible.map((column) => column.id));
  const hostOf = (column: Column<TData, unknown>) => {
    const host = column.columnDef.meta?.below;
    return host && host !== column.id && ids.has(host) ? host : undefined;
  };
  const under = new Map<string, Column<TData, unknown>[]>();
  const top: Column<TData, unknown>[] = [];
  for (const column of visible) {
    const host = hostOf(column);
    if (host) under.set(host, [...(under.get(host) ?? []), column]);
    else top.push(column);
  }
  return { top, under: (id: string) => under.get(id) ?? [] };
}
