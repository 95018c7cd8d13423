import type * as z from 'zod';
import { ApiError } from './api';
import { useSchemaWords } from './i18n';

/**
 * What a form says of a 400 the API answered to a body the browser had validated with the same schema (rare: a
 * rule only the server checks, or a schema that changed between deploys). On an English page, the API's own
 * words; on a French one, the schema's reason for the body in French, or nothing: the API answers in English,
 * and no text is translated back from it.
 */
export function useRefusalText(): (
  error: unknown,
  body: unknown,
  schema: () => Promise<z.ZodType>,
) => Promise<string | undefined> {
  const words = useSchemaWords();
  return async (error, body, schema) => {
    if (!(error instanceof ApiError && error.status === 400)) return undefined;
    if (!words) return error.message;
    const [checked, { validatingIn }] = await Promise.all([
      schema(),
      import('@maplestone/shared/i18n/schema-words'),
    ]);
    return validatingIn(words, () => checked.safeParse(body).error?.issues[0]?.message);
  };
}
