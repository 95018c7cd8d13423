import { PAGE_SIZE, type Page } from '@maplestone/shared/schemas/page';
import { cursorPosition, pageAnswer } from '../../lib/cursor';

/**
 * The back office's lists other than the leads' a page at a time (issue 33, ADR 094): each reads one page of
 * its partitions from the position its cursor names (entityPage), and answers it with the next page's cursor
 * signed for the same list. The leads' lists are lead-lists.ts.
 */

/** What a page is asked with: how many rows (25 unless said, at most 100) and the previous page's cursor. */
export interface PageRequest {
  limit?: number;
  cursor?: string;
}

/** Where a page starts and how many rows it holds, once its cursor is read. */
export interface PageWindow {
  after: string | undefined;
  limit: number;
}

/**
 * What a list's cursors are bound to: its name, and whatever else selects its rows (the agent whose list it
 * is, a status, a lead). A cursor signed for one list and caller is a 400 in any other.
 */
export const listScope = (list: string, ...boundTo: (string | null | undefined)[]) =>
  JSON.stringify([list, ...boundTo.map((part) => part ?? null)]);

/**
 * One page of a list: the cursor read in `scope` (400 when it is altered or another list's), the rows `read`
 * gives from there, and the next page's cursor in the same scope; `total` where something knows it cheaply.
 */
export async function listPage<T>(
  request: PageRequest,
  scope: string,
  read: (window: PageWindow) => Promise<{ items: T[]; next: string | null }>,
  total?: () => Promise<number | null>,
): Promise<Page<T>> {
  const window = { after: cursorPosition(request.cursor, scope), limit: request.limit ?? PAGE_SIZE };
  const [page, count] = await Promise.all([read(window), total ? total() : null]);
  return pageAnswer(page, scope, count);
}
