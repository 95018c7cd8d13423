import ComingSoonTab from './coming-soon';

/** TEMPORARY scaffold: replaced by the agents panel before issue 15 closes. */
export default function AgentsPanel() {
  return <ComingSoonTab />;
}
