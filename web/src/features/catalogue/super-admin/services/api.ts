import { adminMessages, type Service, serviceSchema } from '@maplestone/shared';
import { contentServicesWords } from '@maplestone/shared/i18n/en/content';
import * as z from 'zod';
import { adminResource } from '../../../../lib/admin-resource';
import type { ServiceBody } from './service-form';

/** A saved service, and the warning when its name or description was cut to 255 characters (ADR 053). */
const savedServiceSchema = serviceSchema.extend({ warning: z.string().max(500).nullish() });
type SavedService = z.infer<typeof savedServiceSchema>;

/** /api/admin/services: every mortgage service, newest first; create, edit, delete. */
export const servicesResource = adminResource<Service, ServiceBody, SavedService>({
  key: 'services',
  path: '/api/admin/services',
  schema: serviceSchema,
  result: savedServiceSchema,
  // 'Some fields were truncated to fit database limits (255 chars)...' (the spec's words, from the API).
  warningOf: (saved) => saved.warning,
  messages: {
    fetchFailed: contentServicesWords.fetchFailed,
    saved: adminMessages.services.saved,
    saveFailed: adminMessages.services.saveFailed,
    deleted: adminMessages.services.deleted,
    deleteFailed: adminMessages.services.deleteFailed,
  },
});
