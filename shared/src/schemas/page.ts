import * as z from 'zod';
import { staffMessages } from '../i18n/en/staff/back-office/index';

// ---------------------------------------------------------------------------------------------
// The back office's lists a page at a time (issue 33, ADR 091): every list that grows with use answers
// `{ items, next_cursor, total }` and takes `limit` and `cursor`.

const m = staffMessages.paging;

/** Rows a page holds when the caller names none, and at most. */
export const PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** The query parameters every paged list takes: how many rows, and from where (the previous page's cursor). */
export const pageQueryShape = {
  limit: z
    .string()
    .regex(/^\d{1,3}$/, m.badLimit)
    .transform(Number)
    .pipe(z.number().int().min(1, m.badLimit).max(MAX_PAGE_SIZE, m.badLimit))
    .optional(),
  cursor: z.string().min(1, m.badCursor).max(1024, m.badCursor).optional(),
};

/** The orders a list of leads can be read in: by arrival, newest or oldest first. */
export const LIST_ORDERS = ['newest', 'oldest'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];
export const orderQuery = z.enum(LIST_ORDERS, m.badOrder).optional();

/**
 * One page of a list: its rows, the cursor of the next page (null on the last), and how many rows the whole
 * list holds when that is known exactly from counters (null: the page says only whether there are more).
 */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item).max(MAX_PAGE_SIZE),
    next_cursor: z.string().max(1024).nullable(),
    total: z.number().int().min(0).nullable(),
  });
export type Page<T> = { items: T[]; next_cursor: string | null; total: number | null };

/** A paged list's query when it takes nothing else: `limit` and `cursor`. */
export const pageQuerySchema = z.strictObject(pageQueryShape);
