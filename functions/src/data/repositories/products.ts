import { type Product, productSchema } from '@maplestone/shared/schemas/content-record';
import { ENTITY, keys } from '../keys';
import { catalogue } from './catalogue';

export type { Product };

export const products = catalogue({
  schema: productSchema,
  kind: 'product',
  entity: ENTITY.product,
  key: keys.product,
  list: keys.productList,
});
