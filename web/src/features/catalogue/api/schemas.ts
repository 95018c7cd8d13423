import { productSchema, serviceSchema } from '@maplestone/shared';
import * as z from 'zod';

export { productSchema, serviceSchema };
export const productsSchema = z.array(productSchema);
export const servicesSchema = z.array(serviceSchema);
