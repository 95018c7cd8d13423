/**
 * How the audit log reads the entity an admin route changes, by the route's path segment
 * (/api/admin/{segment}/{id}): the values before come from a read before the handler runs, the values
 * after from a second read once it has succeeded (ADR 069). A segment not listed here is recorded with
 * its parameters and a summary of the request, and no values.
 */
type Loader = (id: string) => Promise<object | undefined>;

const repositories = () => import('../../data/repositories');

export const AUDIT_ENTITY_LOADERS: Readonly<Record<string, Loader>> = {
  agents: async (id) => (await repositories()).agents.get(id),
  testimonials: async (id) => (await repositories()).testimonials.get(id),
  posts: async (id) => (await repositories()).posts.get(id),
  leads: async (id) => (await repositories()).leads.get(id),
  rates: async (id) => (await repositories()).rates.get(id),
  products: async (id) => (await repositories()).products.get(id),
  services: async (id) => (await repositories()).services.get(id),
  lenders: async (id) => (await repositories()).lenders.get(id),
};

const READABLE_ID = /^[A-Za-z0-9_.:-]{1,200}$/;

/** The entity type of an admin route: its first segment after /api/admin/, without an extension. */
export function auditEntityType(path: string): string {
  const segment = path.replace(/^\/api\/admin\//, '').split('/')[0] ?? '';
  return segment.replace(/\..*$/, '') || 'admin';
}

/** The entity as the log keeps it (null: none, or a type the log does not read). */
export async function loadAuditEntity(
  type: string,
  id: string | null,
  { consistent = false }: { consistent?: boolean } = {},
): Promise<Record<string, unknown> | null> {
  const load = AUDIT_ENTITY_LOADERS[type];
  // An id no entity can have is not read (the handler answers it 404): a huge key would fail the read.
  if (!load || !id || !READABLE_ID.test(id)) return null;
  // The values after a change: strongly consistent, or the read may not see the change just made.
  const read = consistent ? (await import('../../data/query')).withConsistentReads(() => load(id)) : load(id);
  return ((await read) as Record<string, unknown> | undefined) ?? null;
}
