import { contentProductsWords } from '@maplestone/shared/i18n/en/content';
import { products } from '../../data/repositories/products';
import { deleteById } from '../delete-by-id';

/** DELETE /api/admin/products/{id}. */
export const deleteProduct = deleteById((id) => products.remove(id), contentProductsWords.notFound);
