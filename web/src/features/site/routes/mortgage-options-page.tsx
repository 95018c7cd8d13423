import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { siteMortgageOptionsWords } from '@maplestone/shared/i18n/en/site';
import { Check, DoorOpen, Lock, LockKeyhole, TrendingUp, X } from 'lucide-react';
import type { ComponentType } from 'react';
import { PageIntro, Section, SectionHeading } from '../../../components/ui/section';
import { cn } from '../../../lib/cn';
import { useWords } from '../../../lib/i18n';
import { CtaBand } from '../components/cta-band';

type OptionKey = keyof typeof siteMortgageOptionsWords.options;

/** The options in the page's order, each with its icon (their words are in siteMortgageOptionsWords). */
const OPTIONS: { key: OptionKey; Icon: ComponentType<{ className?: string }> }[] = [
  { key: 'fixed', Icon: Lock },
  { key: 'variable', Icon: TrendingUp },
  { key: 'open', Icon: DoorOpen },
  { key: 'closed', Icon: LockKeyhole },
];

/** /mortgage-options: Choose Your Mortgage (fixed, variable, open, closed). */
export default function MortgageOptionsPage() {
  const layout = useWords('layout', layoutWords);
  const w = useWords('site', 'mortgageOptions', siteMortgageOptionsWords);
  return (
    <>
      <PageIntro eyebrow={layout.nav.mortgages} title={w.title} lead={w.lead} />
      <Section className="bg-slate-50">
        <ul className="grid gap-6 md:grid-cols-2" data-testid="mortgage-options">
          {OPTIONS.map(({ key, Icon }) => {
            const { title, summary, pros, cons, bestFor } = w.options[key];
            return (
              <li
                key={key}
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
                  <Points title={w.advantages} items={pros} kind="pro" />
                  <Points title={w.tradeOffs} items={cons} kind="con" />
                </div>
                <p className="mt-auto pt-6 text-sm text-slate-600">
                  <span className="font-semibold text-navy-900">{w.bestFor}</span>
                  {bestFor}
                </p>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section>
        <SectionHeading title={w.notSure.title} lead={w.notSure.lead} />
      </Section>
      <CtaBand />
    </>
  );
}

/** How advantages (a green check) and trade-offs (a red cross) look. */
const POINT_LOOKS = {
  pro: { Icon: Check, titleClassName: 'text-emerald-800', iconClassName: 'text-emerald-600' },
  con: { Icon: X, titleClassName: 'text-maple-800', iconClassName: 'text-maple-600' },
};

/** An option's advantages or trade-offs: a small heading over its points, each behind the icon. */
function Points({ title, items, kind }: { title: string; items: readonly string[]; kind: 'pro' | 'con' }) {
  const { Icon, titleClassName, iconClassName } = POINT_LOOKS[kind];
  return (
    <div>
      <h3 className={cn('text-sm font-semibold', titleClassName)}>{title}</h3>
      <ul className="mt-2 space-y-2 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Icon className={cn('mt-0.5 size-4 shrink-0', iconClassName)} aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
