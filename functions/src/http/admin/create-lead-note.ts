import { commonWords } from '@maplestone/shared/i18n/en/common';
import { leadNoteRequestSchema } from '@maplestone/shared/schemas/leads';
import { created, defineHandler } from '../../lib/http';
import { addLeadNote } from '../../services/back-office/leads';

/** POST /api/admin/leads/{id}/notes: a note on any lead (201 with the entry). */
export const createLeadNote = defineHandler({
  body: leadNoteRequestSchema,
  params: { id: commonWords.notFound },
  handle: async ({ body, caller, params }) => created(await addLeadNote(params.id, body.text, caller)),
});
