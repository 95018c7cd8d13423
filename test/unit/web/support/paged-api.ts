import { type Page, staffMessages, UNASSIGNED_AGENT } from '@maplestone/shared';
import { ApiError } from '../../../../web/src/lib/api';

/** A row the fake paged API lists: an id, its arrival, and the fields its filters compare. */
type Row = { id: string; created_at: string };

/** The parameters that are not filters on a field. */
const NOT_FIELDS = new Set(['q', 'order', 'limit', 'cursor', 'from', 'to']);

const torontoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** Case and accents ignored, as the API's name search does. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The API's search: a lead's exact e-mail, phone (its digits), id, or the start of its client's name. */
export function leadMatches(row: Row & Record<string, unknown>, q: string): boolean {
  const text = q.trim();
  const digits = text.replace(/\D/g, '');
  return (
    row.id === text ||
    (typeof row.client_email === 'string' && row.client_email.toLowerCase() === text.toLowerCase()) ||
    (digits.length >= 7 &&
      typeof row.client_phone === 'string' &&
      row.client_phone.replace(/\D/g, '') === digits) ||
    folded(String(row.client_name ?? row.name ?? '')).startsWith(folded(text))
  );
}

/** A cursor as opaque as the API's: the offset it continues from, bound to the query's filters. */
const encodeCursor = (offset: number, scope: string) => btoa(JSON.stringify({ offset, scope }));

function decodeCursor(cursor: string, scope: string): number {
  try {
    const { offset, scope: boundTo } = JSON.parse(atob(cursor)) as { offset: number; scope: string };
    if (boundTo === scope && Number.isInteger(offset)) return offset;
  } catch {
    // Below: refused.
  }
  throw new ApiError(400, 'validation_failed', staffMessages.paging.badCursor, [
    { path: 'cursor', message: staffMessages.paging.badCursor },
  ]);
}

/**
 * What a paged list of the API (GET /api/admin/leads, /api/me/leads...) answers to `path` over `rows`: its
 * filters (each parameter a field's value; `agent=none` for rows without an agent; `from`/`to` Toronto days),
 * `q` (leadMatches, or `matches`), `order` (newest first unless `oldest`), `limit` (25) and `cursor` (bound
 * to the filters: another query's, or an altered one, is a 400 with the catalogue's words). The total is
 * given without `q` and dates, as the API's counters know it, unless `totals` is false.
 */
export function answerPage<T extends Row>(
  rows: readonly T[],
  path: string,
  {
    matches = leadMatches as (row: T, q: string) => boolean,
    totals = true,
    filters: own = {},
  }: {
    matches?: (row: T, q: string) => boolean;
    totals?: boolean;
    /** A parameter that is no field of the rows, with how it selects them (posts' `status=drafts`). */
    filters?: Record<string, (row: T, value: string) => boolean>;
  } = {},
): Page<T> {
  const params = new URL(path, 'http://localhost').searchParams;
  const q = params.get('q') ?? '';
  const from = params.get('from');
  const to = params.get('to');
  const filters = [...params].filter(([name]) => !NOT_FIELDS.has(name));
  const kept = rows
    .filter((row) =>
      filters.every(([name, value]) => {
        if (own[name]) return own[name](row, value);
        const field = (row as Record<string, unknown>)[name === 'agent' ? 'agent_id' : name];
        return name === 'agent' && value === UNASSIGNED_AGENT ? field === null : String(field) === value;
      }),
    )
    .filter((row) => {
      const day = torontoDay.format(new Date(row.created_at));
      return (!from || day >= from) && (!to || day <= to);
    })
    .filter((row) => !q.trim() || matches(row, q))
    .sort((a, b) =>
      params.get('order') === 'oldest'
        ? a.created_at.localeCompare(b.created_at)
        : b.created_at.localeCompare(a.created_at),
    );
  const scope = JSON.stringify(
    [...params]
      .filter(([name]) => name !== 'cursor' && name !== 'limit')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const cursor = params.get('cursor');
  const offset = cursor ? decodeCursor(cursor, scope) : 0;
  const limit = Number(params.get('limit') ?? 25);
  const items = kept.slice(offset, offset + limit).map((row) => {
    const { notes: _notes, ...item } = row as T & { notes?: unknown };
    return item as T;
  });
  return {
    items,
    next_cursor: offset + limit < kept.length ? encodeCursor(offset + limit, scope) : null,
    total: totals && !q.trim() && !from && !to ? kept.length : null,
  };
}

/** The query parameters of each call to `pathname` among `calls`, in order. */
export const pageRequests = (calls: readonly { path: string; method?: string }[], pathname: string) =>
  calls
    .filter((call) => (call.method ?? 'GET') === 'GET' && call.path.split('?')[0] === pathname)
    .map((call) => Object.fromEntries(new URL(call.path, 'http://localhost').searchParams));

/**
 * A fake API's answers with its lists paged (issue 33): what `answer` gives a GET as a list of rows is answered
 * as the API's page of them (answerPage, with `options`); anything else as it is.
 */
export function pagedAnswers<C extends { path: string; method?: string }>(
  answer: (call: C) => unknown,
  options: Parameters<typeof answerPage>[2] = {},
) {
  return async (call: C) => {
    const answered = await answer(call);
    return (call.method ?? 'GET') === 'GET' && Array.isArray(answered)
      ? answerPage(answered as Row[], call.path, options)
      : answered;
  };
}
