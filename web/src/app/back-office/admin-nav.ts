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
import type { AdminTabProps, NavItem } from '../../components/back-office/nav-item';

const t = adminMessages.tabs;

/**
 * The super admin panel's tabs: the landing first (issue 17, ADR 074), then the spec's order (§2 /super-admin),
 * then ours. The sidebar and routes read this list.
 */
export const ADMIN_NAV: NavItem<AdminTabProps>[] = [
  {
    tab: 'attention',
    title: t.attention,
    icon: BellRing,
    load: () => import('../../features/attention/super-admin/attention-panel'),
  },
  {
    tab: 'agents',
    title: t.agents,
    icon: Users,
    load: () => import('../../features/agents/super-admin/agents-panel'),
  },
  {
    tab: 'testimonials',
    title: t.testimonials,
    icon: MessageSquareQuote,
    load: () => import('../../features/testimonials/super-admin/testimonials-panel'),
  },
  {
    tab: 'blog',
    title: t.blog,
    icon: Newspaper,
    load: () => import('../../features/blog/super-admin/blog-panel'),
  },
  {
    tab: 'leads',
    title: t.leads,
    icon: ClipboardList,
    load: () => import('../../features/leads/super-admin/leads-panel'),
  },
  {
    tab: 'analytics',
    title: t.analytics,
    icon: BarChart3,
    load: () => import('../../features/analytics/super-admin/analytics-panel'),
  },
  {
    tab: 'rates',
    title: t.rates,
    icon: Percent,
    load: () => import('../../features/rates/super-admin/rates-panel'),
  },
  {
    tab: 'products',
    title: t.products,
    icon: Package,
    load: () => import('../../features/catalogue/super-admin/products/products-panel'),
  },
  {
    tab: 'services',
    title: t.services,
    icon: Briefcase,
    load: () => import('../../features/catalogue/super-admin/services/services-panel'),
  },
  {
    tab: 'lenders',
    title: t.lenders,
    icon: Landmark,
    load: () => import('../../features/lenders/super-admin/lenders-panel'),
  },
  {
    tab: 'audit',
    title: t.audit,
    icon: ScrollText,
    load: () => import('../../features/audit/super-admin/audit-panel'),
  },
  {
    tab: 'privacy',
    title: t.privacy,
    icon: ShieldCheck,
    load: () => import('../../features/privacy/super-admin/privacy-panel'),
  },
];
