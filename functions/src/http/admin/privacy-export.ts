import { privacyContactQuerySchema } from '@maplestone/shared/schemas/privacy';
import { defineHandler, NO_STORE } from '../../lib/http';
import { exportPerson } from '../../services/back-office/privacy';

/** GET /api/admin/privacy/export?email=&phone=: what the search shows, as a JSON file to hand to the person. */
export const exportPrivacy = defineHandler({
  query: privacyContactQuerySchema,
  handle: async ({ query, log }) => {
    const file = await exportPerson(query);
    log.info('personal data exported', { leads: file.leads });
    return {
      status: 200,
      headers: {
        'cache-control': NO_STORE,
        'content-disposition': `attachment; filename="${file.filename}"`,
      },
      text: { contentType: 'application/json; charset=utf-8', content: file.content },
    };
  },
});
