import { commonWords } from '@maplestone/shared/i18n/en/common';
import { leadNoteRequestSchema } from '@maplestone/shared/schemas/leads';
import { created, defineHandler } from '../../lib/http';
import { addLeadNote } from '../../services/back-office/leads';
import { callerAgentId } from '../../services/back-office/ownership';

/** POST /api/me/leads/{id}/notes: a note on one of the caller's leads (201 with the entry); another's: 404. */
export const createMyLeadNote = defineHandler({
  body: leadNoteRequestSchema,
  params: { id: commonWords.notFound },
  handle: async ({ body, caller, params }) => {
    const agentId = await callerAgentId(caller);
    return created(await addLeadNote(params.id, body.text, caller, agentId));
  },
});
