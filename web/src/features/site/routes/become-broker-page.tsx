import { commonWords } from '@maplestone/shared/i18n/en/common';
import { siteBecomeBrokerWords } from '@maplestone/shared/i18n/en/site';
import {
  ArrowRight,
  BadgeDollarSign,
  Check,
  Clock,
  GraduationCap,
  Landmark,
  MonitorSmartphone,
  Users,
} from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PageIntro, Section, SectionHeading } from '../../../components/ui/section';
import { useWords } from '../../../lib/i18n';

const BENEFIT_ICONS = [BadgeDollarSign, MonitorSmartphone, GraduationCap, Landmark, Users, Clock];

/** /become-broker: benefits, requirements and Apply Now. */
export default function BecomeBrokerPage() {
  const common = useWords('common', commonWords);
  const w = useWords('site', 'becomeBroker', siteBecomeBrokerWords);
  return (
    <>
      <PageIntro eyebrow={w.eyebrow} title={w.title} heading={w.heading} lead={w.lead} />
      <Section className="bg-slate-50" labelledBy="benefits-title">
        <SectionHeading id="benefits-title" eyebrow={w.benefits.eyebrow} title={w.benefits.title} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="benefits">
          {w.benefitList.map((benefit, index) => {
            const Icon = BENEFIT_ICONS[index] ?? Check;
            return (
              <li
                key={benefit}
                className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-navy-50 text-navy-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="font-semibold text-navy-950">{benefit}</span>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section labelledBy="requirements-title">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <SectionHeading
              id="requirements-title"
              eyebrow={w.requirements.eyebrow}
              title={w.requirements.title}
              align="left"
            />
            <ul className="mt-8 space-y-4" data-testid="requirements">
              {w.requirementList.map((requirement) => (
                <li key={requirement} className="flex gap-3 text-[17px] text-slate-800">
                  <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
                    <Check className="size-4" aria-hidden />
                  </span>
                  {requirement}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl bg-navy-900 p-8 text-navy-100 sm:p-10">
            <h2 className="font-display text-3xl font-bold text-white">{w.cta.title}</h2>
            <p className="mt-3">{w.cta.body}</p>
            <Button variant="accent" size="lg" className="mt-8">
              {common.applyNow}
              <ArrowRight className="size-4" aria-hidden />
            </Button>
          </div>
        </div>
      </Section>
    </>
  );
}
