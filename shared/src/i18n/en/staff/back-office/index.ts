import { staffAnalytics } from './analytics';
import { staffCatalogue } from './catalogue';
import { staffContent } from './content';
import { staffFrench } from './french';
import { staffLeads } from './leads';
import { staffShell } from './shell';
import { staffTables } from './tables';

/**
 * The words both back-office audiences share (the shells', tables', lead desk's), assembled from the
 * panels' files (ADR 110).
 * A string is added in the file of the panel that shows it, in the spec's wording where it has one ("ours"
 * otherwise); the back office is English only.
 */
export const staffMessages = {
  ...staffShell,
  ...staffAnalytics,
  ...staffTables,
  ...staffCatalogue,
  ...staffContent,
  ...staffFrench,
  ...staffLeads,
} as const;
