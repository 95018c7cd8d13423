import { leadListPageSchema, leadSchema } from '@maplestone/shared';
import { pagedListResource } from '../../../lib/admin-resource';
import { backOfficeKeys } from '../../../lib/back-office-keys';
import { leadActivityApi } from '../back-office';

/**
 * GET /api/me/leads?type&status&q&order&limit&cursor: a page of the signed-in agent's own leads, newest first
 * (issue 33: the server filters, searches and pages); GET /api/me/leads/{id}: one of them whole. A change of
 * a lead also makes the landing's piles stale.
 */
export const myLeadsResource = pagedListResource({
  key: ['me', 'leads'],
  path: '/api/me/leads',
  page: leadListPageSchema,
  item: leadSchema,
  related: [backOfficeKeys.myAttention],
});

/**
 * A lead's detail, status (PATCH /api/me/leads/{id}), activity and notes (GET /api/me/leads/{id}/history,
 * POST /api/me/leads/{id}/notes).
 */
export const myLeadActivity = leadActivityApi(myLeadsResource);
