import { messages } from '@maplestone/shared/messages';
import { idSchema } from '@maplestone/shared/schemas/common';
import { NotFoundError } from '../../lib/errors';

/** The route's {id}: an id that cannot exist reads as not found, like one that does not. */
export function idParam(params: Record<string, string>, notFound: string = messages.common.notFound): string {
  const parsed = idSchema.safeParse(params.id);
  if (!parsed.success) throw new NotFoundError(notFound);
  return parsed.data;
}
