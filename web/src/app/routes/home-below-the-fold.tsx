import { calculatorsCommonWords } from '@maplestone/shared/i18n/en/calculators';
import { homeWords } from '@maplestone/shared/i18n/en/home';
import { ArrowRight, Calculator, PiggyBank } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { HeadedSection, Section } from '../../components/ui/section';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { LendersGrid } from '../../features/lenders/components/lenders-section';
import { TestimonialsGrid } from '../../features/testimonials/components/testimonials-grid';
import { useWords } from '../../lib/i18n';

/** The headed sections in the page's order: their words are homeWords[key], their heading's id `{key}-title`. */
const SECTIONS: { key: 'how' | 'lenders' | 'testimonials'; Content: ComponentType; className?: string }[] = [
  { key: 'how', Content: HowItWorks },
  { key: 'lenders', Content: LendersGrid, className: 'border-y border-slate-200 bg-slate-50' },
  { key: 'testimonials', Content: TestimonialsGrid },
];

/** The home page past its first screen: how it works, lenders, testimonials, calculators. */
export default function BelowTheFold() {
  const calculatorsText = useWords('calculators', 'common', calculatorsCommonWords);
  const w = useWords('home', homeWords);
  return (
    <>
      {SECTIONS.map(({ key, Content, className }) => {
        const words: { eyebrow: string; title: string; lead?: string } = w[key];
        return (
          <HeadedSection
            key={key}
            className={className}
            headingId={`${key}-title`}
            eyebrow={words.eyebrow}
            title={words.title}
            lead={words.lead}
            contentClassName="mt-12"
          >
            <Content />
          </HeadedSection>
        );
      })}

      <Section className="pt-0">
        <div className="grid gap-6 overflow-hidden rounded-3xl bg-navy-900 p-8 sm:p-12 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div>
            <h2 className="font-display text-3xl font-bold text-white sm:text-4xl">{w.calculators.title}</h2>
            <p className="mt-3 text-navy-100">{w.calculators.lead}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
            <CalculatorLink
              to="/mortgage-calculator"
              Icon={Calculator}
              className={buttonClass('light', 'lg', 'justify-between')}
            >
              {w.calculators.mortgageCalculator}
            </CalculatorLink>
            <CalculatorLink
              to="/affordability-calculator"
              Icon={PiggyBank}
              className={buttonClass(
                'ghost',
                'lg',
                'justify-between bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20',
              )}
            >
              {calculatorsText.affordabilityTitle}
            </CalculatorLink>
          </div>
        </div>
      </Section>
    </>
  );
}

/** A calculator's button in the closing band: its icon and name, an arrow at the far end. */
function CalculatorLink({
  to,
  Icon,
  className,
  children,
}: {
  to: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={className}>
      <span className="inline-flex items-center gap-2">
        <Icon className="size-5" aria-hidden />
        {children}
      </span>
      <ArrowRight className="size-4" aria-hidden />
    </Link>
  );
}
