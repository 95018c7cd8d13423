import { dashboardContent } from './content';
import { dashboardDocuments } from './documents';
import { dashboardProfile } from './profile';
import { dashboardShell } from './shell';
import { dashboardUploads } from './uploads';

/**
 * The agent dashboard's words, assembled from the panels' files (ADR 110): a page of the super admin panel
 * never imports this module, so never downloads them.
 * A string is added in the file of the panel that shows it, in the spec's wording where it has one ("ours"
 * otherwise); the back office is English only.
 */
export const dashboardMessages = {
  ...dashboardShell,
  ...dashboardContent,
  ...dashboardProfile,
  ...dashboardDocuments,
  ...dashboardUploads,
} as const;
