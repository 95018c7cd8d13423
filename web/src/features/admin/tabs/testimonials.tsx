import ComingSoonTab from './coming-soon';

/** TEMPORARY scaffold: replaced by the testimonials panel before issue 15 closes. */
export default function TestimonialsPanel() {
  return <ComingSoonTab />;
}
