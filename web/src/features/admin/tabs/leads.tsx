import ComingSoonTab from './coming-soon';

/** TEMPORARY scaffold: replaced by the leads panel before issue 15 closes. */
export default function LeadsPanel() {
  return <ComingSoonTab />;
}
