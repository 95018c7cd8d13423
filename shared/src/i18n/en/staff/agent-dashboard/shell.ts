/** Shell: the agent dashboard's words (`dashboardMessages`). */
export const dashboardShell = {
  viewMyPage: 'View My Page',
  tabs: {
    attention: 'Needs attention',
    profile: 'Profile',
    customize: 'Customize',
    social: 'Social',
    links: 'Links',
    seo: 'SEO',
    blog: 'Blog',
    documents: 'Documents',
    testimonials: 'Testimonials',
    leads: 'Leads',
    analytics: 'Analytics',
  },
} as const;
