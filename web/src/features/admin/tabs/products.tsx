import ComingSoonTab from './coming-soon';

/** TEMPORARY scaffold: replaced by the products panel before issue 15 closes. */
export default function ProductsPanel() {
  return <ComingSoonTab />;
}
