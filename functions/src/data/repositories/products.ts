import type { Product } from '@maplestone/shared/schemas/content';
import { ENTITY, keys } from '../keys';
import { catalogue } from './catalogue';

export type { Product };

export const products = catalogue<Product>({
  entity: ENTITY.product,
  key: keys.product,
  list: keys.productList,
});
