import { within } from '@testing-library/react';

/** The text of each row of `table`, its header row first. */
export const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

/** The text of each cell of `row` (its row header aside). */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
