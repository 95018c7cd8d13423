import { adminMessages, type Lender, type LenderRequest, lenderSchema } from '@maplestone/shared';
import { adminResource } from '../../../lib/admin-resource';

/** /api/admin/lenders: every lender, active or not, by display_order; create, edit, delete. */
export const lendersResource = adminResource<Lender, LenderRequest>({
  key: 'lenders',
  path: '/api/admin/lenders',
  schema: lenderSchema,
  messages: {
    fetchFailed: adminMessages.lenders.fetchFailed,
    saved: adminMessages.lenders.saved,
    saveFailed: adminMessages.lenders.saveFailed,
    deleted: adminMessages.lenders.deleted,
    deleteFailed: adminMessages.lenders.deleteFailed,
  },
});
