import { numberFormat } from '../../../../text/intl';
import { adminTermWords } from './terms';

/** Analytics: the super admin panel's words (`adminMessages`). */
export const adminAnalytics = {
  analyticsTitle: 'Platform Analytics',
  analyticsPeriods: ['All Time', '30 days', '7 days'],
  /** ours, except analyticsTitle and analyticsPeriods above: the Platform Analytics panel */
  analytics: {
    fetchFailed: 'Failed to fetch analytics',
    period: 'Period',
    counts: {
      agents: adminTermWords.agents,
      leads: 'Leads',
      page_views: 'Page views',
      testimonials: 'Testimonials',
      posts: 'Blog posts',
    },
    topAgents: 'Top Performing Agents',
    noTopAgents: 'No leads in this period yet.',
    leadCount: (count: number) => `${numberFormat().format(count)} ${count === 1 ? 'lead' : 'leads'}`,
    recentActivity: 'Recent Activity',
    noActivity: 'Nothing happened in this period yet.',
    overTime: 'Leads and page views over time',
    summary: (leads: number, views: number) =>
      `In this period: ${numberFormat().format(leads)} leads and ${numberFormat().format(views)} page views.`,
    activityTypes: {
      lead: adminTermWords.lead,
      testimonial: 'Testimonial',
      post: adminTermWords.post,
      agent: 'Agent',
    },
    /** What each recent activity says (the lead's type as stored, with a space for its underscore). */
    activity: {
      lead: (type: string, clientName: string) => `New ${type.replace('_', ' ')} lead: ${clientName}`,
      testimonial: (clientName: string) => `Testimonial from ${clientName}`,
      post: (published: boolean, title: string) => `${published ? 'Published' : 'Draft'}: ${title}`,
      agent: (name: string) => `New agent: ${name}`,
    },
    byAgent: 'Agents in this period',
    byAgentColumns: {
      agent: 'Agent',
      page_views: 'Page views',
      leads: 'Leads',
      contacted: 'Contacted',
      qualified: 'Qualified',
      closed: 'Closed',
      median: 'Median first contact',
      overdue: 'Overdue',
    },
    noAgentsInPeriod: 'No agent had page views or leads in this period yet.',
    showMoreAgents: (shown: number, total: number) =>
      `Show more agents (${numberFormat().format(shown)} of ${numberFormat().format(total)} shown)`,
    showFirstAgents: (count: number) => `Show the first ${count} only`,
  },
} as const;
