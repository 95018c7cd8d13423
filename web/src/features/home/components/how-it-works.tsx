import { ClipboardList, Handshake, Search } from 'lucide-react';

const STEPS = [
  {
    icon: ClipboardList,
    title: 'Tell us your plans',
    body: 'Buying, renewing or refinancing: a two-minute quote gives us what we need. No credit check to start.',
  },
  {
    icon: Search,
    title: 'We shop the market',
    body: 'Your broker compares rates, prepayment privileges and penalties across 40+ lenders, not just the headline rate.',
  },
  {
    icon: Handshake,
    title: 'You choose, we handle the rest',
    body: 'Pick the mortgage that fits. We manage the paperwork with the lender and your lawyer through closing.',
  },
];

/** How working with a Maplestone broker goes, in three steps. */
export function HowItWorks() {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {STEPS.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <span className="absolute top-6 right-6 font-display text-4xl font-bold text-navy-100" aria-hidden>
            {index + 1}
          </span>
          <span className="flex size-12 items-center justify-center rounded-xl bg-navy-50 text-navy-700">
            <step.icon className="size-6" aria-hidden />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-navy-950">{step.title}</h3>
          <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
