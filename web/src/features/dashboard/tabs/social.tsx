import type { DashboardTabProps } from '../nav';

/** TEMPORARY scaffold: replaced by the tab's real panel before issue 14 closes. */
export default function SocialTab(_props: DashboardTabProps) {
  return <p>Social</p>;
}
