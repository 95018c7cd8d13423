import { useState } from 'react';

/** A dialog about one row (null: a new one), and whether it is open. */
export interface RowDialog<T> {
  open: boolean;
  row: T | null;
  /** Opens the dialog about `row` (null: a new one). */
  show: (row: T | null) => void;
  setOpen: (open: boolean) => void;
}

/**
 * The state of a panel's dialog about one row (its editor, its delete confirmation). Closing keeps the
 * row, so the dialog's title does not change while it animates closed.
 */
export function useRowDialog<T>(): RowDialog<T> {
  const [state, setState] = useState<{ open: boolean; row: T | null }>({ open: false, row: null });
  return {
    ...state,
    show: (row) => setState({ open: true, row }),
    setOpen: (open) => setState((current) => ({ ...current, open })),
  };
}
