import { leadNoteRequestSchema } from '@maplestone/shared/schemas/leads';
import { created, defineHandler } from '../../lib/http';
import { addLeadNote } from '../../services/back-office/leads';
import { idParam } from '../../services/back-office/params';

/** POST /api/admin/leads/{id}/notes: a note on any lead (201 with the entry). */
export const createLeadNote = defineHandler({
  body: leadNoteRequestSchema,
  handle: async ({ body, caller, params }) => created(await addLeadNote(idParam(params), body.text, caller)),
});
