import { commonWords } from '@maplestone/shared/i18n/en/common';
import { defineHandler, ok } from '../../lib/http';
import { openLead } from '../../services/back-office/leads';
import { callerAgentId } from '../../services/back-office/ownership';

/**
 * GET /api/me/leads/{id}: one of the caller's own leads, whole, with the duplicate links to its own leads only
 * (ADR 097); any other is a 404, as if it did not exist.
 */
export const getMyLead = defineHandler({
  params: { id: commonWords.notFound },
  handle: async ({ caller, params }) => ok(await openLead(params.id, await callerAgentId(caller))),
});
