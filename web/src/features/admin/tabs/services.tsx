import ComingSoonTab from './coming-soon';

/** TEMPORARY scaffold: replaced by the services panel before issue 15 closes. */
export default function ServicesPanel() {
  return <ComingSoonTab />;
}
