/** Shell: both back-office audiences' words (`staffMessages`). */
export const staffShell = {
  /** The back-office shell shared by /agent-dashboard and /super-admin. */
  backOffice: {
    agentArea: 'Agent Dashboard',
    adminArea: 'Super Admin',
    logout: 'Logout',
    /** The guard's refusal of a role the area does not allow (moved from `messages.auth`: staff only). */
    accessDenied: 'Access denied',
    /** ours (moved from `messages.common`: staff only) */
    confirmDelete: 'Are you sure you want to delete this? This cannot be undone.',
    /** ours */
    signedInAs: 'Signed in as',
    /** ours: the accessible name of the shell's leaf mark, a link to the public site's home page. */
    siteHome: 'Maplestone Mortgage website',
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
} as const;
