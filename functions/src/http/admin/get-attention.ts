import { defineHandler, ok } from '../../lib/http';
import { adminAttention } from '../../services/back-office/attention';

/** GET /api/admin/attention: the super admin's landing: leads waiting, testimonials and drafts to review (issue 33). */
export const getAttention = defineHandler({
  handle: async () => ok(await adminAttention()),
});
