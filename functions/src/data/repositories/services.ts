import { type Service, serviceSchema } from '@maplestone/shared/schemas/content-record';
import { ENTITY, keys } from '../keys';
import { catalogue } from './catalogue';

export type { Service };

/** Mortgage services (the spec's mortgage_services). */
export const services = catalogue({
  schema: serviceSchema,
  kind: 'service',
  entity: ENTITY.service,
  key: keys.service,
  list: keys.serviceList,
});
