/**
 * The words several of the super admin's panels show (tabs, entities, columns), each said once (issue 36,
 * ADR 115), in the spec's wording where it has one; a panel's file names the one it shows (and marks it ours
 * where the spec is silent). English only.
 */
export const adminTermWords = {
  agents: 'Agents',
  products: 'Products',
  lenders: 'Lenders',
  auditLog: 'Audit log',
  active: 'Active',
  inactive: 'Inactive',
  product: 'Product',
  created: 'Created',
  service: 'Service',
  lender: 'Lender',
  lead: 'Lead',
  post: 'Post',
  draft: 'Draft',
  exporting: 'Exporting…',
  request: 'Request',
  privacyRequests: 'Privacy requests',
  noAgent: 'No agent',
  email: 'E-mail',
} as const;
