import ComingSoonTab from './coming-soon';

/** TEMPORARY scaffold: replaced by the blog panel before issue 15 closes. */
export default function BlogPanel() {
  return <ComingSoonTab />;
}
