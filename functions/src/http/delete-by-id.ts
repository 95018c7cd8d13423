import { commonWords } from '@maplestone/shared/i18n/en/common';
import { NotFoundError } from '../lib/errors';
import { defineHandler, noContent, type RouteHandler } from '../lib/http';

/**
 * A DELETE route of a record by its `{id}`: 204 once `remove` has deleted it, 404 with `notFound` when
 * there was none (or the id cannot be one).
 */
export function deleteById(
  remove: (id: string) => Promise<boolean>,
  notFound: string = commonWords.notFound,
): RouteHandler {
  return defineHandler({
    params: { id: notFound },
    handle: async ({ params }) => {
      if (!(await remove(params.id))) throw new NotFoundError(notFound);
      return noContent();
    },
  });
}
