import { keepPreviousData, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { noContent, query as queryString, type SchemaSource } from './api';
import { authedRequest } from './authed-api';
import { apiMessage, LIVE_QUERY, useResourceMutation } from './resource';
import { toast } from './toast';

/**
 * A signed-in list (TkDodo's key factories): its query keys (`key` and `[...key, 'list']`, which a
 * change invalidates), the list's queryOptions parsed with `schema` (the list's, or a loader of it), the
 * path of one of its items, and the save and delete hooks. Built once per list in its feature's api file:
 *
 *   export const lenders = listResource({ key: ['admin', 'lenders'], path: '/api/admin/lenders', schema });
 *   useQuery(lenders.listQuery()); const remove = lenders.useRemove({ deleted, deleteFailed });
 */
export function listResource<TEntity>({
  key,
  path,
  listPath = path,
  schema,
}: {
  /** The query key's prefix: ['me', 'posts']. */
  key: readonly string[];
  /** The collection ('/api/me/posts'); an item is `${path}/{id}`. */
  path: string;
  /** Where the list is read when it differs from `path` ('/api/admin/rates?status=all'). */
  listPath?: string;
  schema: SchemaSource<TEntity[]>;
}) {
  const keys = {
    all: key,
    list: () => [...key, 'list'] as const,
  };
  const itemPath = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    keys,
    itemPath,
    /** The list; with a `query` (a filter: french=missing), the list it selects, under a key of its own. */
    listQuery: (query: PageQuery = {}) => {
      const filtered = Object.values(query).some((value) => value !== undefined);
      return queryOptions({
        queryKey: filtered ? [...keys.list(), query] : keys.list(),
        queryFn: (): Promise<TEntity[]> =>
          authedRequest(filtered ? `${listPath}${queryString(query)}` : listPath, { schema }),
      });
    },
    /**
     * Create (no id: POST `path`) or edit (PATCH `${path}/{id}`) with the form's values: the answer is
     * parsed with `schema` (the saved record's), the list read again, and `saved` or `failure` toasted.
     */
    useSave: <TBody, TResult = TEntity>(options: SaveOptions<TBody, TResult>) =>
      useSaveItem(path, itemPath, [keys.all], options),
    /** DELETE `${path}/{id}`: answers 204 with no body; the list is read again. */
    useRemove: (messages: Pick<ResourceMessages, 'deleted' | 'deleteFailed'>, onSuccess?: () => void) =>
      useRemoveItem(itemPath, [keys.all], messages, onSuccess),
  };
}

/** What a save toasts and parses: the saved record's schema, the catalogue's words, what follows it. */
export interface SaveOptions<TBody, TResult> {
  schema: SchemaSource<TResult>;
  saved: string;
  failure: string | ((error: unknown, variables: { id?: string; body: TBody }) => string);
  onSuccess?: (result: TResult) => void;
}

/** POST `path` (no id) or PATCH `${path}/{id}`, then read `invalidate` again; toasts `saved` or `failure`. */
function useSaveItem<TBody, TResult>(
  path: string,
  itemPath: (id: string) => string,
  invalidate: readonly QueryKey[],
  { schema, saved, failure, onSuccess }: SaveOptions<TBody, TResult>,
) {
  return useResourceMutation({
    mutationFn: ({ id, body }: { id?: string; body: TBody }) =>
      authedRequest(id ? itemPath(id) : path, { method: id ? 'PATCH' : 'POST', body, schema }),
    invalidate,
    success: saved,
    failure,
    onSuccess,
  });
}

/** DELETE an item (204, no body), then read `invalidate` again; toasts `deleted` or `deleteFailed`. */
function useRemoveItem(
  itemPath: (id: string) => string,
  invalidate: readonly QueryKey[],
  { deleted, deleteFailed }: Pick<ResourceMessages, 'deleted' | 'deleteFailed'>,
  onSuccess?: () => void,
) {
  return useResourceMutation({
    mutationFn: (id: string) => authedRequest(itemPath(id), { method: 'DELETE', schema: noContent }),
    invalidate,
    success: deleted,
    failure: deleteFailed,
    onSuccess,
  });
}

/** A page's query parameters: its filters, search, order, `limit` and `cursor` (undefined ones are left out). */
export type PageQuery = Record<string, string | number | undefined>;

/**
 * A signed-in list read a page at a time (issue 33: leads), the paged sibling of listResource: its query
 * keys (`key`; a page is `[...key, 'list', query]`, an item `[...key, 'detail', id]`), a page's
 * queryOptions (GET `path` with the page's query, parsed with `page`, the shared page schema), one item's
 * (GET `${path}/{id}`, parsed with `item`: the item whole, as no page holds it), and the delete hook. A change
 * of an item makes `keys.changed` stale: the list's keys and the `related` ones (the landing's piles).
 * Built once per list in its feature's api file, read with usePagedList:
 *
 *   export const myLeads = pagedListResource({ key: ['me', 'leads'], path: '/api/me/leads',
 *     page: leadListPageSchema, item: leadSchema });
 *   const leads = usePagedList(myLeads, table.query);
 */
export function pagedListResource<TRow, TItem>({
  key,
  path,
  page,
  item,
  related = [],
}: {
  key: readonly string[];
  path: string;
  page: SchemaSource<{ items: TRow[]; next_cursor: string | null; total: number | null }>;
  item: SchemaSource<TItem>;
  related?: readonly QueryKey[];
}) {
  const keys = {
    all: key,
    list: () => [...key, 'list'] as const,
    page: (query: PageQuery) => [...key, 'list', query] as const,
    detail: (id: string) => [...key, 'detail', id] as const,
    changed: [key, ...related] as readonly QueryKey[],
  };
  const itemPath = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    keys,
    itemPath,
    pageQuery: (query: PageQuery) =>
      queryOptions({
        queryKey: keys.page(query),
        queryFn: () => authedRequest(`${path}${queryString(query)}`, { schema: page }),
      }),
    itemQuery: (id: string) =>
      queryOptions({
        queryKey: keys.detail(id),
        queryFn: (): Promise<TItem> => authedRequest(itemPath(id), { schema: item }),
      }),
    /** Create (POST `path`) or edit (PATCH `${path}/{id}`): the pages (and the related keys) are read again. */
    useSave: <TBody, TResult = TItem>(options: SaveOptions<TBody, TResult>) =>
      useSaveItem(path, itemPath, keys.changed, options),
    /** DELETE `${path}/{id}`: answers 204 with no body; the pages (and the related keys) are read again. */
    useRemove: (messages: Pick<ResourceMessages, 'deleted' | 'deleteFailed'>, onSuccess?: () => void) =>
      useRemoveItem(itemPath, keys.changed, messages, onSuccess),
  };
}

/**
 * `cached` (a page of a paged list) with the row of id `id` changed as `patch` says; anything else as it is:
 * an optimistic toggle's update of every page under a list's key (the spec's approval and active switches).
 */
export function patchPageRow<TRow extends { id: string }>(
  cached: unknown,
  id: string,
  patch: Partial<TRow>,
): unknown {
  if (!cached || typeof cached !== 'object' || !('items' in cached) || !Array.isArray(cached.items)) {
    return cached;
  }
  const items = cached.items as TRow[];
  if (!items.some((row) => row.id === id)) return cached;
  return { ...cached, items: items.map((row) => (row.id === id ? { ...row, ...patch } : row)) };
}

/** One signed-in list as pagedListResource builds it. */
export type PagedListResource<TRow, TItem> = ReturnType<typeof pagedListResource<TRow, TItem>>;

/**
 * One page of a paged list (the hook of issue 33): the page `query` names (its filters and cursor are in
 * its key), parsed with the list's page schema and kept fresh (LIVE_QUERY). While another page loads, the
 * last one stays in `data` with `isPlaceholderData` set: the table shows its skeleton, not the old rows.
 */
export function usePagedList<TRow, TItem>(resource: PagedListResource<TRow, TItem>, query: PageQuery) {
  return useQuery({ ...resource.pageQuery(query), placeholderData: keepPreviousData, ...LIVE_QUERY });
}

/** One signed-in list as listResource builds it. */
export type ListResource<TEntity> = ReturnType<typeof listResource<TEntity>>;

/** The catalogue's words for one entity's list and changes. */
export interface ResourceMessages {
  /** A failed list load ('Failed to fetch products'). */
  fetchFailed: string;
  /** Create and edit succeeded / failed ('Failed to save product'; a 400 shows the API's own message). */
  saved: string;
  saveFailed: string;
  deleted: string;
  deleteFailed: string;
}

/** One row of an admin list: anything with an id. */
export interface Identified {
  id: string;
}

/**
 * An admin entity's API (ARCHITECTURE §9a, TkDodo's key factories): its query keys, the list's
 * queryOptions (parsed with the shared schema), and the save (POST a new one, PATCH an existing one)
 * and delete hooks, which invalidate the list and toast the catalogue's text. Built once per entity in
 * its feature's api.ts:
 *
 *   export const products = adminResource({ key: 'products', path: '/api/admin/products',
 *     schema: productSchema, messages: { ... } });
 *   useQuery(products.listQuery()); const save = products.useSave();
 *
 * `result` parses what a save answers when it is more than the entity (a service's truncation
 * `warning`); `warningOf` picks from it a notice to show besides the success toast.
 */
export function adminResource<TEntity extends Identified, TBody, TResult extends TEntity = TEntity>({
  key,
  path,
  listPath = path,
  schema,
  result,
  messages,
  warningOf,
}: {
  /** The query key's name ('products'): keys are ['admin', key, ...]. */
  key: string;
  /** The collection ('/api/admin/products'); an entity is `${path}/{id}`. */
  path: string;
  /** Where the list is read when it differs from `path` ('/api/admin/rates?status=all'). */
  listPath?: string;
  schema: z.ZodType<TEntity>;
  result?: z.ZodType<TResult>;
  messages: ResourceMessages;
  warningOf?: (saved: TResult) => string | null | undefined;
}) {
  const list = listResource({ key: ['admin', key], path, listPath, schema: schema.array() });
  const { keys, itemPath } = list;
  const resultSchema = (result ?? schema) as z.ZodType<TResult>;

  return {
    keys,
    messages,
    itemPath,
    listQuery: list.listQuery,
    /** Create (no id) or edit (the entity's id): the form's whole values. */
    useSave: () =>
      list.useSave<TBody, TResult>({
        schema: resultSchema,
        saved: messages.saved,
        // A refusal the API explains (400: the shared schema's message) is shown as is.
        failure: (error) => apiMessage(error, 400, messages.saveFailed),
        onSuccess: (saved) => {
          const warning = warningOf?.(saved);
          if (warning) toast.error(warning);
        },
      }),
    /** DELETE `${path}/{id}`: answers 204 with no body. */
    useRemove: () => list.useRemove(messages),
  };
}

export type AdminResource<TEntity extends Identified, TBody, TResult extends TEntity = TEntity> = ReturnType<
  typeof adminResource<TEntity, TBody, TResult>
>;
