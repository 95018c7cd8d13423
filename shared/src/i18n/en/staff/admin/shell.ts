import { adminTermWords } from './terms';
/** Shell: the super admin panel's words (`adminMessages`). */
export const adminShell = {
  tabs: {
    attention: 'Needs attention',
    agents: adminTermWords.agents,
    testimonials: 'Testimonials',
    blog: 'Blog',
    leads: 'Leads',
    analytics: 'Analytics',
    rates: 'Rates',
    products: adminTermWords.products,
    services: 'Services',
    lenders: adminTermWords.lenders,
    audit: adminTermWords.auditLog,
    privacy: 'Privacy',
  },
} as const;
