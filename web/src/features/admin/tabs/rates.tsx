import ComingSoonTab from './coming-soon';

/** TEMPORARY scaffold: replaced by the rates panel before issue 15 closes. */
export default function RatesPanel() {
  return <ComingSoonTab />;
}
