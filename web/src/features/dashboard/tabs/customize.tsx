import type { DashboardTabProps } from '../nav';

/** TEMPORARY scaffold: replaced by the tab's real panel before issue 14 closes. */
export default function CustomizeTab(_props: DashboardTabProps) {
  return <p>Customize</p>;
}
