import type { Agent } from '@maplestone/shared';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';

/** One tab of a back-office area: its sidebar entry and its page, /<area>/<tab>. */
export interface NavItem<P> {
  /** The URL segment: /<area>/<tab>. */
  tab: string;
  title: string;
  icon: LucideIcon;
  /** The tab's code, loaded when first opened (each tab is its own chunk). */
  load: () => Promise<{ default: ComponentType<P> }>;
}

/** What every super admin tab receives: nothing yet (each panel loads its own data). */
export type AdminTabProps = Record<string, never>;

/** What every agent dashboard tab receives: the signed-in agent's record, loaded once by the layout. */
export interface DashboardTabProps {
  agent: Agent;
}
