/**
 * The back office's strings, in the spec's wording where it has one ("ours" otherwise). Kept apart from
 * `messages` so the public pages, whose entry carries `messages`, never download them; one object per area
 * (the shell's and tables', the agent dashboard's, the admin panel's) so neither area downloads the other's.
 */
export const staffMessages = {
  /** The back-office shell shared by /agent-dashboard and /super-admin. */
  backOffice: {
    agentArea: 'Agent Dashboard',
    adminArea: 'Super Admin',
    logout: 'Logout',
    /** ours */
    signedInAs: 'Signed in as',
    /** ours */
    toggleSidebar: 'Toggle sidebar',
    /** ours */
    closeSidebar: 'Close sidebar',
    /** ours */
    discardTitle: 'Discard unsaved changes?',
    /** ours */
    discardDescription: 'You have changes that have not been saved. If you leave now, they will be lost.',
    /** ours */
    discardConfirm: 'Discard changes',
    /** ours */
    keepEditing: 'Keep editing',
    /** ours */
    retry: 'Retry',
    /** ours: an admin whose account has no agent record (session.me.agent_id is null). */
    noAgentTitle: 'No agent profile for this account',
    /** ours */
    noAgentText:
      'The agent dashboard manages an agent profile, and this account has none yet. A super admin can create one for you.',
  },
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
      `In the last 30 days: ${views.toLocaleString('en-CA')} page views and ${leads.toLocaleString('en-CA')} leads.`,
  },
  /** ours: the back-office DataTable */
  dataTable: {
    search: 'Search',
    all: (label: string) => `${label}: All`,
    rowsPerPage: 'Rows per page',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    rows: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
    previousPage: 'Previous page',
    nextPage: 'Next page',
    noMatches: 'No results match your filters.',
    clearFilters: 'Clear filters',
    retry: 'Retry',
    actions: 'Actions',
    edit: (label: string) => `Edit ${label}`,
    editHint: 'Enter saves, Escape cancels',
    saving: 'Saving…',
    saveFailed: 'Not saved. Please try again.',
  },
} as const;
