import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import type { SchemaSource } from './api';
import { authedRequest } from './authed-api';
import { apiMessage, useResourceMutation } from './resource';
import { toast } from './toast';

/**
 * A signed-in list (TkDodo's key factories): its query keys (`key` and `[...key, 'list']`, which a
 * change invalidates), the list's queryOptions parsed with `schema` (the list's, or a loader of it), the
 * path of one of its items, and the save and delete hooks. Built once per list in its feature's api file:
 *
 *   export const myPosts = listResource({ key: ['me', 'posts'], path: '/api/me/posts', schema });
 *   useQuery(myPosts.listQuery()); const remove = myPosts.useRemove({ deleted, deleteFailed });
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
    listQuery: () =>
      queryOptions({
        queryKey: keys.list(),
        queryFn: ({ signal }): Promise<TEntity[]> => authedRequest(listPath, { schema, signal }),
      }),
    /**
     * Create (no id: POST `path`) or edit (PATCH `${path}/{id}`) with the form's values: the answer is
     * parsed with `schema` (the saved record's), the list read again, and `saved` or `failure` toasted.
     */
    useSave: <TBody, TResult = TEntity>({
      schema: resultSchema,
      saved,
      failure,
      onSuccess,
    }: {
      schema: SchemaSource<TResult>;
      saved: string;
      failure: string | ((error: unknown, variables: { id?: string; body: TBody }) => string);
      onSuccess?: (result: TResult) => void;
    }) =>
      useResourceMutation({
        mutationFn: ({ id, body }: { id?: string; body: TBody }) =>
          authedRequest(id ? itemPath(id) : path, {
            method: id ? 'PATCH' : 'POST',
            body,
            schema: resultSchema,
          }),
        invalidate: [keys.all],
        success: saved,
        failure,
        onSuccess,
      }),
    /** DELETE `${path}/{id}`: answers 204 with no body; the list is read again. */
    useRemove: (
      { deleted, deleteFailed }: Pick<ResourceMessages, 'deleted' | 'deleteFailed'>,
      onSuccess?: () => void,
    ) =>
      useResourceMutation({
        mutationFn: (id: string) => authedRequest(itemPath(id), { method: 'DELETE', schema: z.null() }),
        invalidate: [keys.all],
        success: deleted,
        failure: deleteFailed,
        onSuccess,
      }),
  };
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
  const list = listResource({ key: ['admin', key], path, listPath, schema: z.array(schema) });
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
