import type { Product, Service } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api';

const schemas = () => import('./schemas');

export const catalogueKeys = {
  products: () => ['products'] as const,
  product: (id: string) => ['products', id] as const,
  services: () => ['services'] as const,
  service: (id: string) => ['services', id] as const,
};

/** null for a 404 (or an id the API refuses): the page says it was not found. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** GET /api/products: every product, oldest first. */
export function productsQuery() {
  return queryOptions({
    queryKey: catalogueKeys.products(),
    queryFn: ({ signal }): Promise<Product[]> =>
      apiRequest('/api/products', { schema: () => schemas().then((s) => s.productsSchema), signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/products/{id}, or null when there is no such product. */
export function productQuery(id: string) {
  return queryOptions({
    queryKey: catalogueKeys.product(id),
    queryFn: ({ signal }): Promise<Product | null> =>
      orNull(
        apiRequest(`/api/products/${encodeURIComponent(id)}`, {
          schema: () => schemas().then((s) => s.productSchema),
          signal,
        }),
      ),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/services: every mortgage service, oldest first. */
export function servicesQuery() {
  return queryOptions({
    queryKey: catalogueKeys.services(),
    queryFn: ({ signal }): Promise<Service[]> =>
      apiRequest('/api/services', { schema: () => schemas().then((s) => s.servicesSchema), signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/services/{id}, or null when there is no such service. */
export function serviceQuery(id: string) {
  return queryOptions({
    queryKey: catalogueKeys.service(id),
    queryFn: ({ signal }): Promise<Service | null> =>
      orNull(
        apiRequest(`/api/services/${encodeURIComponent(id)}`, {
          schema: () => schemas().then((s) => s.serviceSchema),
          signal,
        }),
      ),
    staleTime: 5 * 60_000,
  });
}
