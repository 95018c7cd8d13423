/** Shell: the super admin panel's words (`adminMessages`). */
export const adminShell = {
  tabs: {
    attention: 'Needs attention',
    agents: 'Agents',
    testimonials: 'Testimonials',
    blog: 'Blog',
    leads: 'Leads',
    analytics: 'Analytics',
    rates: 'Rates',
    products: 'Products',
    services: 'Services',
    lenders: 'Lenders',
    audit: 'Audit log',
    privacy: 'Privacy',
  },
} as const;
