import { homeWords } from '@maplestone/shared/i18n/en/home';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { ArrowRight, BadgeCheck, Check, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format';
import { useWords } from '../../../lib/i18n';

interface HeroProps {
  onGetStarted: () => void;
  onRenewal: () => void;
  onPreload?: () => void;
  /** The 'Best Rate Today' badge (composed by the page). */
  badge?: ReactNode;
}

/** The home hero: headline, tagline, the three bullets and the two quote buttons. */
export function Hero({ onGetStarted, onRenewal, onPreload, badge }: HeroProps) {
  const layout = useWords('layout', layoutWords);
  const w = useWords('home', homeWords);
  const f = useFormat();
  const facts = [
    { value: `${f.number(20)}+`, label: w.hero.facts.years },
    { value: `${f.number(40)}+`, label: w.hero.facts.lenders },
    { value: f.money(0, 0), label: w.hero.facts.fees },
  ];
  return (
    <section className="relative isolate overflow-hidden bg-navy-950" aria-labelledby="hero-title">
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_85%_10%,rgba(60,105,163,0.55),transparent_60%),radial-gradient(ellipse_60%_50%_at_0%_100%,rgba(185,43,47,0.25),transparent_60%)]"
        aria-hidden
      />
      <div
        className="absolute inset-0 -z-10 opacity-[0.07] [background-image:linear-gradient(white_1px,transparent_1px),linear-gradient(90deg,white_1px,transparent_1px)] [background-size:48px_48px]"
        aria-hidden
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-navy-100 ring-1 ring-white/15">
            <BadgeCheck className="size-4 text-gold-400" aria-hidden />
            {w.hero.badge}
          </p>
          <h1
            id="hero-title"
            className="mt-5 font-display text-4xl leading-[1.08] font-bold tracking-tight text-white sm:text-6xl"
          >
            {layout.headline}
          </h1>
          <p className="mt-4 text-xl font-medium text-navy-100 sm:text-2xl">{w.hero.tagline}</p>
          <ul className="mt-7 space-y-3">
            {w.hero.bullets.map((bullet) => (
              <li key={bullet} className="flex items-center gap-3 text-base text-white sm:text-lg">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-maple-600">
                  <Check className="size-4 text-white" strokeWidth={3} aria-hidden />
                </span>
                {bullet}
              </li>
            ))}
          </ul>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button
              variant="accent"
              size="lg"
              onClick={onGetStarted}
              onPointerEnter={onPreload}
              onFocus={onPreload}
            >
              {w.hero.getStarted}
              <ArrowRight className="size-4" aria-hidden />
            </Button>
            <Button
              size="lg"
              onClick={onRenewal}
              onPointerEnter={onPreload}
              onFocus={onPreload}
              className="bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20"
            >
              <RefreshCw className="size-4" aria-hidden />
              {w.hero.renewalQuote}
            </Button>
          </div>
        </div>

        <div className="relative">
          <div className="rounded-3xl bg-white/[0.06] p-6 ring-1 ring-white/15 backdrop-blur-sm sm:p-8">
            {badge}
            <dl className="mt-6 grid grid-cols-3 gap-2 sm:gap-3">
              {facts.map((fact) => (
                <div key={fact.label} className="rounded-2xl bg-white/[0.07] p-3 ring-1 ring-white/10 sm:p-4">
                  <dt className="sr-only">{fact.label}</dt>
                  <dd>
                    <span className="block font-display text-2xl font-bold text-white sm:text-3xl">
                      {fact.value}
                    </span>
                    <span className="mt-1 block text-[11px] leading-snug text-navy-200 sm:text-xs">
                      {fact.label}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-6 text-sm leading-relaxed text-navy-100">{w.hero.pitch}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
