import { numberFormat } from '../../../../text/intl';
import { adminTermWords } from './terms';

/** Leads: the super admin panel's words (`adminMessages`). */
export const adminLeads = {
  /** ours, except staffMessages.leads and messages.application.listFailed: the admin Leads (applications) panel */
  leads: {
    lead: 'Every application and lead on the platform, newest first, with its agent.',
    empty: 'No leads yet. Applications, quotes, contact messages and chatbot leads appear here.',
    noneInRange: 'No leads were received between these dates.',
    search: 'Search by name, e-mail or phone',
    from: 'Received from',
    to: 'Received to',
    clearDates: 'Clear dates',
    exportCsv: 'Export CSV',
    exporting: adminTermWords.exporting,
    exported: 'Leads exported',
    exportFailed: 'Failed to export leads',
    /** ours: the export runs as a job (ADR 093); these say how far it is, then offer its file. */
    exportProgress: (rows: number) =>
      `Exporting… ${numberFormat().format(rows)} ${rows === 1 ? 'row' : 'rows'} written`,
    exportReady: (rows: number) =>
      `${numberFormat().format(rows)} ${rows === 1 ? 'row is' : 'rows are'} ready to download.`,
    downloadCsv: 'Download CSV',
    deleteLabel: (name: string) => `Delete the application from ${name}`,
    deleteTitle: (name: string) => `Delete the application from ${name}?`,
    deleteText: 'The lead and its details are removed for good. This cannot be undone.',
    deleted: 'Application deleted successfully!',
  },
} as const;
