import { leadNoteRequestSchema } from '@maplestone/shared/schemas/leads';
import { created, defineHandler } from '../../lib/http';
import { addLeadNote } from '../../services/back-office/leads';
import { callerAgentId } from '../../services/back-office/ownership';
import { idParam } from '../../services/back-office/params';

/** POST /api/me/leads/{id}/notes: a note on one of the caller's leads (201 with the entry); another's: 404. */
export const createMyLeadNote = defineHandler({
  body: leadNoteRequestSchema,
  handle: async ({ body, caller, params }) => {
    const agentId = await callerAgentId(caller);
    return created(await addLeadNote(idParam(params), body.text, caller, agentId));
  },
});
