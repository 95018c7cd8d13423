import { numberFormat } from '../../../../text/intl';
import { fileStageWords } from './file-stages';

/** Analytics: both back-office audiences' words (`staffMessages`). */
export const staffAnalytics = {
  /** ours: the agent dashboard's Analytics tab (the spec leaves its detail unshown) */
  agentAnalytics: {
    fetchFailed: 'Failed to fetch analytics',
    pageViews: 'Page views',
    leads: 'Leads',
    last7Days: 'Last 7 days',
    last30Days: 'Last 30 days',
    allTime: 'All time',
    overTime: 'Page views and leads, last 30 days',
    day: 'Day',
    byType: 'Leads by type',
    bySource: 'Leads by source',
    noLeads: 'No leads yet.',
    showTable: 'Show as a table',
    summary: (views: number, leads: number) =>
      `In the last 30 days: ${numberFormat().format(views)} page views and ${numberFormat().format(leads)} leads.`,
    /** ours: time to first contact (issue 17), here and in the platform analytics */
    firstContact: {
      title: 'Time to first contact',
      median: 'Median, in business hours',
      contacted: 'Leads contacted',
      overdue: 'New leads waiting over a business hour',
      noneContacted: 'No lead contacted yet',
    },
    /** ours: the funnel (issue 17), here and in the platform analytics */
    funnel: {
      title: 'Funnel',
      allTime: 'All time: your page views, then your leads by how far they went.',
      stages: {
        page_views: 'Page views',
        leads: 'Leads',
        contacted: 'Contacted',
        qualified: 'Qualified',
        closed: 'Closed',
        // ours: the borrower file's stages (issue 38), after the lead's
        application_started: fileStageWords.application_started,
        application_submitted: fileStageWords.application_submitted,
        documents_complete: fileStageWords.documents_complete,
        sent_to_lender: fileStageWords.sent_to_lender,
        approved: fileStageWords.approved,
        funded: fileStageWords.funded,
      },
      ofPrevious: (percent: string) => `${percent} of the stage before`,
      /** the first file stage's share: of the leads, not of the lead stage drawn before it */
      ofLeads: (percent: string) => `${percent} of the leads`,
      /** the heading between the lead stages and the file stages */
      fileStages: 'Borrower files',
      bySource: 'Funnel by source',
      source: 'Source',
    },
  },
} as const;
