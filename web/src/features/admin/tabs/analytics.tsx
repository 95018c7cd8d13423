import ComingSoonTab from './coming-soon';

/** TEMPORARY scaffold: replaced by the analytics panel before issue 15 closes. */
export default function AnalyticsPanel() {
  return <ComingSoonTab />;
}
