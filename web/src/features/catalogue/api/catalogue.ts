import type { Product, Service } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, orNotFound, type Parser } from '../../../lib/api';

const schemas = () => import('./schemas');

type Catalogue = 'products' | 'services';

export const catalogueKeys = {
  list: (catalogue: Catalogue) => [catalogue] as const,
  item: (catalogue: Catalogue, id: string) => [catalogue, id] as const,
};

type Schemas = typeof import('./schemas');

/** GET /api/{catalogue}: every item, oldest first. */
function listQuery<T>(catalogue: Catalogue, schema: (s: Schemas) => Parser<T[]>) {
  return queryOptions({
    queryKey: catalogueKeys.list(catalogue),
    queryFn: (): Promise<T[]> => apiRequest(`/api/${catalogue}`, { schema: () => schemas().then(schema) }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/{catalogue}/{id}, or null when there is no such item. */
function itemQuery<T>(catalogue: Catalogue, id: string, schema: (s: Schemas) => Parser<T>) {
  return queryOptions({
    queryKey: catalogueKeys.item(catalogue, id),
    queryFn: (): Promise<T | null> =>
      orNotFound(
        apiRequest(`/api/${catalogue}/${encodeURIComponent(id)}`, {
          schema: () => schemas().then(schema),
        }),
      ),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/products: every product, oldest first. */
export const productsQuery = () => listQuery<Product>('products', (s) => s.productsSchema);

/** GET /api/products/{id}, or null when there is no such product. */
export const productQuery = (id: string) => itemQuery<Product>('products', id, (s) => s.productSchema);

/** GET /api/services: every mortgage service, oldest first. */
export const servicesQuery = () => listQuery<Service>('services', (s) => s.servicesSchema);

/** GET /api/services/{id}, or null when there is no such service. */
export const serviceQuery = (id: string) => itemQuery<Service>('services', id, (s) => s.serviceSchema);
