import ComingSoonTab from './coming-soon';

/** TEMPORARY scaffold: replaced by the lenders panel before issue 15 closes. */
export default function LendersPanel() {
  return <ComingSoonTab />;
}
