import { messages } from '@maplestone/shared';
import { Check, DoorOpen, Lock, LockKeyhole, TrendingUp, X } from 'lucide-react';
import type { ComponentType } from 'react';
import { PageHeader, Section, SectionHeading } from '../../../components/ui/section';
import { pageTitle, useDocumentMeta } from '../../../lib/document-meta';
import { CtaBand } from '../components/cta-band';

interface Option {
  title: string;
  Icon: ComponentType<{ className?: string }>;
  summary: string;
  pros: string[];
  cons: string[];
  bestFor: string;
}

const OPTIONS: Option[] = [
  {
    title: 'Fixed Rate Mortgage',
    Icon: Lock,
    summary: 'Your interest rate and payment stay the same for the whole term, usually 1 to 10 years.',
    pros: ['Predictable payments', 'Protected if rates rise', 'Easy to budget'],
    cons: ['Usually starts higher than variable', 'Larger penalty to break (IRD)'],
    bestFor: 'Buyers on a tight budget and anyone who values certainty.',
  },
  {
    title: 'Variable Rate Mortgage',
    Icon: TrendingUp,
    summary: "Your rate moves with your lender's prime rate, which follows the Bank of Canada.",
    pros: ['Often the lower rate to start', 'Penalty usually 3 months of interest', 'Can lock in to fixed'],
    cons: ['Payment or amortization can change', 'Less predictable'],
    bestFor: 'Borrowers with room in their budget who may move or refinance.',
  },
  {
    title: 'Open Mortgage',
    Icon: DoorOpen,
    summary: 'Pay it off, in part or in full, at any time without a prepayment penalty.',
    pros: ['No prepayment penalty', 'Flexibility for a sale or windfall'],
    cons: ['Higher rate than closed', 'Usually short terms (6 months to 1 year)'],
    bestFor: 'Selling soon, expecting a bonus or inheritance, or bridging to a new mortgage.',
  },
  {
    title: 'Closed Mortgage',
    Icon: LockKeyhole,
    summary: 'A lower rate in exchange for limits on how much you can repay early each year.',
    pros: ['Lowest available rates', 'Annual prepayment privileges (often 10-20%)'],
    cons: ['Penalty to pay off or break early', 'Less flexibility'],
    bestFor: 'Most homeowners planning to keep their mortgage for the full term.',
  },
];

/** The page's lead paragraph, which is also its description in search results. */
const LEAD =
  "Rate type and flexibility are the two biggest choices you'll make. Here is how the options compare.";

/** /mortgage-options: Choose Your Mortgage (fixed, variable, open, closed). */
export default function MortgageOptionsPage() {
  useDocumentMeta({ title: pageTitle(messages.pages.chooseMortgage), description: LEAD });
  return (
    <>
      <PageHeader eyebrow={messages.nav.mortgages} title={messages.pages.chooseMortgage} lead={LEAD} />
      <Section className="bg-slate-50">
        <ul className="grid gap-6 md:grid-cols-2" data-testid="mortgage-options">
          {OPTIONS.map(({ title, Icon, summary, pros, cons, bestFor }) => (
            <li
              key={title}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
            >
              <div className="flex items-center gap-4">
                <span className="flex size-12 items-center justify-center rounded-xl bg-navy-800 text-white">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h2 className="font-display text-2xl font-bold text-navy-950">{title}</h2>
              </div>
              <p className="mt-4 text-[15px] leading-relaxed text-slate-700">{summary}</p>
              <div className="mt-5 grid gap-5 sm:grid-cols-2">
                <div>
                  <h3 className="text-sm font-semibold text-emerald-800">Advantages</h3>
                  <ul className="mt-2 space-y-2 text-sm text-slate-700">
                    {pros.map((p) => (
                      <li key={p} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                        {p}
                      </li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h3 className="text-sm font-semibold text-maple-800">Trade-offs</h3>
                  <ul className="mt-2 space-y-2 text-sm text-slate-700">
                    {cons.map((c) => (
                      <li key={c} className="flex gap-2">
                        <X className="mt-0.5 size-4 shrink-0 text-maple-600" aria-hidden />
                        {c}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
              <p className="mt-auto pt-6 text-sm text-slate-600">
                <span className="font-semibold text-navy-900">Best for: </span>
                {bestFor}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section>
        <SectionHeading
          title="Not sure which fits?"
          lead="Most Canadians choose a 5-year closed mortgage, but the right answer depends on your plans. A broker can model each option with your numbers."
        />
      </Section>
      <CtaBand />
    </>
  );
}
