import { leadListPageSchema, leadSchema } from '@maplestone/shared';
import { leadActivityApi } from '../../components/back-office/leads';
import { pagedListResource } from '../../lib/admin-resource';
import { myAttentionKey } from './attention-api';

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
  related: [myAttentionKey],
});

/**
 * A lead's detail, status (PATCH /api/me/leads/{id}), activity and notes (GET /api/me/leads/{id}/history,
 * POST /api/me/leads/{id}/notes).
 */
export const myLeadActivity = leadActivityApi(myLeadsResource);
