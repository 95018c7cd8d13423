import { type Agent, dashboardMessages } from '@maplestone/shared';
import {
  BarChart3,
  BellRing,
  FileText,
  Link2,
  MessageSquareQuote,
  Newspaper,
  Palette,
  Search,
  Share2,
  User,
  Users,
} from 'lucide-react';
import type { NavItem } from '../../components/back-office/nav-item';

/** What every dashboard tab receives: the signed-in agent's record, loaded once by the layout. */
export interface DashboardTabProps {
  agent: Agent;
}

const t = dashboardMessages.tabs;

/**
 * The agent dashboard's tabs: the landing first (issue 17, ADR 074), then the spec's order (§2 /agent-dashboard).
 * The sidebar and routes read this list.
 */
export const DASHBOARD_NAV: NavItem<DashboardTabProps>[] = [
  { tab: 'attention', title: t.attention, icon: BellRing, load: () => import('./tabs/attention') },
  { tab: 'profile', title: t.profile, icon: User, load: () => import('./tabs/profile') },
  { tab: 'customize', title: t.customize, icon: Palette, load: () => import('./tabs/customize') },
  { tab: 'social', title: t.social, icon: Share2, load: () => import('./tabs/social') },
  { tab: 'links', title: t.links, icon: Link2, load: () => import('./tabs/links') },
  { tab: 'seo', title: t.seo, icon: Search, load: () => import('./tabs/seo') },
  { tab: 'blog', title: t.blog, icon: Newspaper, load: () => import('./tabs/blog') },
  { tab: 'documents', title: t.documents, icon: FileText, load: () => import('./tabs/documents') },
  {
    tab: 'testimonials',
    title: t.testimonials,
    icon: MessageSquareQuote,
    load: () => import('./tabs/testimonials'),
  },
  { tab: 'leads', title: t.leads, icon: Users, load: () => import('./tabs/leads') },
  { tab: 'analytics', title: t.analytics, icon: BarChart3, load: () => import('./tabs/analytics') },
];
