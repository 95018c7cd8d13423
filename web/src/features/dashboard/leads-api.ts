import { leadListSchema } from '@maplestone/shared';
import { leadActivityApi } from '../../components/back-office/leads';
import { listResource } from '../../lib/admin-resource';

/** GET /api/me/leads: the signed-in agent's own leads, newest first (the whole list: an agent's leads are few). */
export const myLeadsResource = listResource({
  key: ['me', 'leads'],
  path: '/api/me/leads',
  schema: leadListSchema,
});

/**
 * A lead's status (PATCH /api/me/leads/{id}), activity and notes (GET /api/me/leads/{id}/history,
 * POST /api/me/leads/{id}/notes).
 */
export const myLeadActivity = leadActivityApi(myLeadsResource);
