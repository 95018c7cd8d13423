import { messages } from '@maplestone/shared';
import { homeWords } from '@maplestone/shared/words/home';
import { ArrowRight, Calculator, PiggyBank } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { HeadedSection, Section } from '../../components/ui/section';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { LendersGrid } from '../../features/lenders/components/lenders-section';
import { TestimonialsGrid } from '../../features/testimonials/components/testimonials-grid';
import { useWords } from '../../lib/i18n';

/** The home page past its first screen: how it works, lenders, testimonials, calculators. */
export default function BelowTheFold() {
  const m = useWords('messages', messages);
  const w = useWords('home', homeWords);
  return (
    <>
      <HeadedSection
        headingId="how-title"
        eyebrow={w.how.eyebrow}
        title={w.how.title}
        lead={w.how.lead}
        contentClassName="mt-12"
      >
        <HowItWorks />
      </HeadedSection>

      <HeadedSection
        className="border-y border-slate-200 bg-slate-50"
        headingId="lenders-title"
        eyebrow={w.lenders.eyebrow}
        title={w.lenders.title}
        lead={w.lenders.lead}
        contentClassName="mt-12"
      >
        <LendersGrid />
      </HeadedSection>

      <HeadedSection
        headingId="testimonials-title"
        eyebrow={w.testimonials.eyebrow}
        title={w.testimonials.title}
        contentClassName="mt-12"
      >
        <TestimonialsGrid />
      </HeadedSection>

      <Section className="pt-0">
        <div className="grid gap-6 overflow-hidden rounded-3xl bg-navy-900 p-8 sm:p-12 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div>
            <h2 className="font-display text-3xl font-bold text-white sm:text-4xl">{w.calculators.title}</h2>
            <p className="mt-3 text-navy-100">{w.calculators.lead}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
            <Link to="/mortgage-calculator" className={buttonClass('light', 'lg', 'justify-between')}>
              <span className="inline-flex items-center gap-2">
                <Calculator className="size-5" aria-hidden />
                {w.calculators.mortgageCalculator}
              </span>
              <ArrowRight className="size-4" aria-hidden />
            </Link>
            <Link
              to="/affordability-calculator"
              className={buttonClass(
                'ghost',
                'lg',
                'justify-between bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20',
              )}
            >
              <span className="inline-flex items-center gap-2">
                <PiggyBank className="size-5" aria-hidden />
                {m.calculators.affordabilityTitle}
              </span>
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}
