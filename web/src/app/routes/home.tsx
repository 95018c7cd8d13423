import { messages } from '@maplestone/shared';
import { ArrowRight, Calculator, PiggyBank } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Section, SectionHeading } from '../../components/ui/section';
import { Hero } from '../../features/home/components/hero';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { LendersGrid } from '../../features/lenders/components/lenders-section';
import { BestRateBadge } from '../../features/rates/components/best-rate-badge';
import { RatesBoard } from '../../features/rates/components/rates-section';
import { TestimonialsGrid } from '../../features/testimonials/components/testimonials-grid';
import { pageTitle, useDocumentMeta } from '../../lib/document-meta';
import { useDialogs } from '../dialogs';

/** What search results say of the home page. */
const DESCRIPTION =
  "Your mortgage AI companion: compare today's best mortgage rates in your province, get an instant rate analysis and a personalized plan from a licensed broker.";

/** The home page: hero, rates, how it works, lenders, testimonials, calculators. */
export default function HomeRoute() {
  useDocumentMeta({ title: pageTitle(), description: DESCRIPTION });
  const { openQuote, preload } = useDialogs();
  const preloadQuote = () => preload('quote');
  return (
    <>
      <Hero
        onGetStarted={() => openQuote('purchase')}
        onRenewal={() => openQuote('renewal')}
        onPreload={preloadQuote}
        badge={<BestRateBadge />}
      />

      <Section id="rates" className="bg-slate-50" labelledBy="rates-title">
        <SectionHeading
          id="rates-title"
          eyebrow="Updated daily"
          title={messages.home.ratesTitle}
          lead="Discounted broker rates from our lender partners, by province. Pick a rate to get a personalized quote."
        />
        <div className="mt-10">
          <RatesBoard onQuote={(rate) => openQuote('purchase', { mortgageRate: rate.our_rate })} />
        </div>
      </Section>

      <Section labelledBy="how-title">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="A better mortgage in three steps"
          lead="Brokers are paid by the lender when your mortgage closes, so our advice costs most borrowers nothing."
        />
        <div className="mt-12">
          <HowItWorks />
        </div>
      </Section>

      <Section className="border-y border-slate-200 bg-slate-50" labelledBy="lenders-title">
        <SectionHeading
          id="lenders-title"
          eyebrow="Our lending partners"
          title="Trusted by Canada's leading lenders"
          lead="One application, dozens of lenders: the big banks, monolines, credit unions and alternative lenders."
        />
        <div className="mt-12">
          <LendersGrid />
        </div>
      </Section>

      <Section labelledBy="testimonials-title">
        <SectionHeading id="testimonials-title" eyebrow="Client stories" title="What our clients say" />
        <div className="mt-12">
          <TestimonialsGrid />
        </div>
      </Section>

      <Section className="pt-0">
        <div className="grid gap-6 overflow-hidden rounded-3xl bg-navy-900 p-8 sm:p-12 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div>
            <h2 className="font-display text-3xl font-bold text-white sm:text-4xl">
              Run the numbers before you talk to anyone
            </h2>
            <p className="mt-3 text-navy-100">
              Payments at every frequency, a full amortization schedule, and what you can afford under today's
              stress test.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
            <Link to="/mortgage-calculator" className={buttonClass('light', 'lg', 'justify-between')}>
              <span className="inline-flex items-center gap-2">
                <Calculator className="size-5" aria-hidden />
                Mortgage payment calculator
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
                {messages.calculators.affordabilityTitle}
              </span>
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}
