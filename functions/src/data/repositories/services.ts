import type { Service } from '@maplestone/shared/schemas/content';
import { ENTITY, keys } from '../keys';
import { catalogue } from './catalogue';

export type { Service };

/** Mortgage services (the spec's mortgage_services). */
export const services = catalogue<Service>({
  entity: ENTITY.service,
  key: keys.service,
  list: keys.serviceList,
});
