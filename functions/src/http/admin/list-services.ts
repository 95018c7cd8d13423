import { catalogueListQuerySchema } from '@maplestone/shared/schemas/list-queries';
import { services } from '../../data/repositories/services';
import { defineHandler, ok } from '../../lib/http';
import { catalogueList } from '../../services/back-office/catalogue';
import { publicService } from '../../services/catalogue';

/** GET /api/admin/services?french: every mortgage service, newest first; french=missing: those lacking French. */
export const listAdminServices = defineHandler({
  query: catalogueListQuerySchema,
  handle: async ({ query }) =>
    ok(catalogueList('service', await services.listNewestFirst(), query).map(publicService)),
});
