import { lenders } from '../../data/repositories/lenders';
import { defineHandler, ok } from '../../lib/http';
import { publicLender } from '../../services/lenders';

/** GET /api/admin/lenders: every lender, active or not, by display_order. */
export const listAdminLenders = defineHandler({
  handle: async () => ok((await lenders.listByDisplayOrder()).map(publicLender)),
});
