import { messages } from '@maplestone/shared';
import {
  BarChart3,
  Briefcase,
  ClipboardList,
  Landmark,
  MessageSquareQuote,
  Newspaper,
  Package,
  Percent,
  Users,
} from 'lucide-react';
import type { NavItem } from '../../components/back-office/nav-item';

/** What every admin panel receives: nothing yet (each panel loads its own data). */
export type AdminTabProps = Record<string, never>;

const t = messages.admin.tabs;
// Every panel is the next issue's; until then each tab shows the one placeholder.
const comingSoon = () => import('./tabs/coming-soon');

/** The super admin panel's tabs, in the spec's order (§2 /super-admin). The sidebar and routes read this list. */
export const ADMIN_NAV: NavItem<AdminTabProps>[] = [
  { tab: 'agents', title: t.agents, icon: Users, load: comingSoon },
  { tab: 'testimonials', title: t.testimonials, icon: MessageSquareQuote, load: comingSoon },
  { tab: 'blog', title: t.blog, icon: Newspaper, load: comingSoon },
  { tab: 'leads', title: t.leads, icon: ClipboardList, load: comingSoon },
  { tab: 'analytics', title: t.analytics, icon: BarChart3, load: comingSoon },
  { tab: 'rates', title: t.rates, icon: Percent, load: comingSoon },
  { tab: 'products', title: t.products, icon: Package, load: comingSoon },
  { tab: 'services', title: t.services, icon: Briefcase, load: comingSoon },
  { tab: 'lenders', title: t.lenders, icon: Landmark, load: comingSoon },
];
