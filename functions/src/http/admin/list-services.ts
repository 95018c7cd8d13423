import { services } from '../../data/repositories/services';
import { defineHandler, ok } from '../../lib/http';
import { publicService } from '../../services/catalogue';

/** GET /api/admin/services: every mortgage service, newest first. */
export const listAdminServices = defineHandler({
  handle: async () => ok((await services.listNewestFirst()).map(publicService)),
});
