import { numberFormat } from '../../../../text/intl';

/** French content (issue 37): both back-office audiences' words (`staffMessages`), ours. */
export const staffFrench = {
  french: {
    /** The editors' two columns, side by side from 1024 px: the French one headed in French (lang="fr"). */
    englishColumn: 'English',
    frenchColumn: 'Français',
    /** A French field's label: 'Name (French)'. */
    label: (label: string) => `${label} (French)`,
    /** Atop a post's French column: a French version is whole or absent. */
    postVersion: 'Optional. A French version needs its own title and content.',
    /** A row or card a French page would show partly in English. */
    missing: 'No French',
    /** The lists' filter (`french=missing`): what it may be, and with what it may not be combined. */
    badFilter: 'French must be missing',
    oneFilter: 'Filter by status or by French, not both',
    /** How many of something have no French: '3 of 12 products have no French'. */
    of: (missing: number, total: number, plural: string, lacking: string) =>
      `${numberFormat().format(missing)} of ${numberFormat().format(total)} ${plural} ${missing === 1 ? 'has' : 'have'} ${lacking}`,
  },
} as const;
