import { dashboardMessages } from '@maplestone/shared';
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
import type { DashboardTabProps, NavItem } from '../../components/back-office/nav-item';

const t = dashboardMessages.tabs;

/**
 * The agent dashboard's tabs: the landing first (issue 17, ADR 074), then the spec's order (§2 /agent-dashboard).
 * The sidebar and routes read this list.
 */
export const DASHBOARD_NAV: NavItem<DashboardTabProps>[] = [
  {
    tab: 'attention',
    title: t.attention,
    icon: BellRing,
    load: () => import('../../features/attention/agent-dashboard/attention-panel'),
  },
  {
    tab: 'profile',
    title: t.profile,
    icon: User,
    load: () => import('../../features/agents/agent-dashboard/profile-panel'),
  },
  {
    tab: 'customize',
    title: t.customize,
    icon: Palette,
    load: () => import('../../features/agents/agent-dashboard/customize-panel'),
  },
  {
    tab: 'social',
    title: t.social,
    icon: Share2,
    load: () => import('../../features/agents/agent-dashboard/social-panel'),
  },
  {
    tab: 'links',
    title: t.links,
    icon: Link2,
    load: () => import('../../features/agents/agent-dashboard/links-panel'),
  },
  {
    tab: 'seo',
    title: t.seo,
    icon: Search,
    load: () => import('../../features/agents/agent-dashboard/seo-panel'),
  },
  {
    tab: 'blog',
    title: t.blog,
    icon: Newspaper,
    load: () => import('../../features/blog/agent-dashboard/blog-panel'),
  },
  {
    tab: 'documents',
    title: t.documents,
    icon: FileText,
    load: () => import('../../features/documents/agent-dashboard/documents-panel'),
  },
  {
    tab: 'testimonials',
    title: t.testimonials,
    icon: MessageSquareQuote,
    load: () => import('../../features/testimonials/agent-dashboard/testimonials-panel'),
  },
  {
    tab: 'leads',
    title: t.leads,
    icon: Users,
    load: () => import('../../features/leads/agent-dashboard/leads-panel'),
  },
  {
    tab: 'analytics',
    title: t.analytics,
    icon: BarChart3,
    load: () => import('../../features/analytics/agent-dashboard/analytics-panel'),
  },
];
