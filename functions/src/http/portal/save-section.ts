import { commonWords } from '@maplestone/shared/i18n/en/common';
import { type SectionKey, sectionKeySchema } from '@maplestone/shared/schemas/borrower-file';
import * as z from 'zod';
import { UnauthorizedError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { saveSection } from '../../services/borrower-portal';

/**
 * PUT /api/portal/file/sections/{section}: the body is the section's value, validated by its schema (400 before
 * anything is written); a personal section is always the caller's own.
 */
export const savePortalSection = defineHandler({
  body: z.unknown(),
  params: { section: { schema: sectionKeySchema, notFound: commonWords.notFound } },
  handle: async ({ borrower, params, body }) => {
    if (!borrower) throw new UnauthorizedError();
    return ok(await saveSection(borrower, params.section as SectionKey, body));
  },
});
