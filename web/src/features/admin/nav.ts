import { adminMessages } from '@maplestone/shared';
import {
  BarChart3,
  BellRing,
  Briefcase,
  ClipboardList,
  Landmark,
  MessageSquareQuote,
  Newspaper,
  Package,
  Percent,
  ScrollText,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { NavItem } from '../../components/back-office/nav-item';

/** What every admin panel receives: nothing yet (each panel loads its own data). */
export type AdminTabProps = Record<string, never>;

const t = adminMessages.tabs;

/**
 * The super admin panel's tabs: the landing first (issue 17, ADR 074), then the spec's order (§2 /super-admin),
 * then ours. The sidebar and routes read this list.
 */
export const ADMIN_NAV: NavItem<AdminTabProps>[] = [
  { tab: 'attention', title: t.attention, icon: BellRing, load: () => import('./tabs/attention') },
  { tab: 'agents', title: t.agents, icon: Users, load: () => import('./tabs/agents') },
  {
    tab: 'testimonials',
    title: t.testimonials,
    icon: MessageSquareQuote,
    load: () => import('./tabs/testimonials'),
  },
  { tab: 'blog', title: t.blog, icon: Newspaper, load: () => import('./tabs/blog') },
  { tab: 'leads', title: t.leads, icon: ClipboardList, load: () => import('./tabs/leads') },
  { tab: 'analytics', title: t.analytics, icon: BarChart3, load: () => import('./tabs/analytics') },
  { tab: 'rates', title: t.rates, icon: Percent, load: () => import('./tabs/rates') },
  { tab: 'products', title: t.products, icon: Package, load: () => import('./tabs/products') },
  { tab: 'services', title: t.services, icon: Briefcase, load: () => import('./tabs/services') },
  { tab: 'lenders', title: t.lenders, icon: Landmark, load: () => import('./tabs/lenders') },
  { tab: 'audit', title: t.audit, icon: ScrollText, load: () => import('./tabs/audit') },
  { tab: 'privacy', title: t.privacy, icon: ShieldCheck, load: () => import('./tabs/privacy') },
];
