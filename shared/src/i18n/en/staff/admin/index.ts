import { adminAgents } from './agents';
import { adminAnalytics } from './analytics';
import { adminAudit } from './audit';
import { adminCatalogue } from './catalogue';
import { adminContent } from './content';
import { adminFrench } from './french';
import { adminLeads } from './leads';
import { adminPrivacy } from './privacy';
import { adminShell } from './shell';
import { adminTables } from './tables';

/**
 * The super admin panel's words, assembled from the panels' files (ADR 110): a page of the agent dashboard never
 * imports this module, so never downloads them.
 * A string is added in the file of the panel that shows it, in the spec's wording where it has one ("ours"
 * otherwise); the back office is English only.
 */
export const adminMessages = {
  ...adminShell,
  ...adminAgents,
  ...adminAnalytics,
  ...adminTables,
  ...adminCatalogue,
  ...adminContent,
  ...adminFrench,
  ...adminLeads,
  ...adminAudit,
  ...adminPrivacy,
} as const;
