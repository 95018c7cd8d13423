import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { siteWhyBrokerWords } from '@maplestone/shared/i18n/en/site';
import { BadgeDollarSign, Clock, Handshake, Scale, Search, ShieldCheck } from 'lucide-react';
import type { ComponentType } from 'react';
import { PageIntro, Section, SectionHeading } from '../../../components/ui/section';
import { useWords } from '../../../lib/i18n';
import { CtaBand } from '../components/cta-band';

type ReasonKey = keyof typeof siteWhyBrokerWords.reasons;

/** The reasons in the page's order, each with its icon (their words are in siteWhyBrokerWords). */
const REASONS: { key: ReasonKey; Icon: ComponentType<{ className?: string }> }[] = [
  { key: 'choice', Icon: Search },
  { key: 'rates', Icon: BadgeDollarSign },
  { key: 'free', Icon: Handshake },
  { key: 'advice', Icon: Scale },
  { key: 'time', Icon: Clock },
  { key: 'licensed', Icon: ShieldCheck },
];

/** /why-broker: Why Use a Mortgage Broker. */
export default function WhyBrokerPage() {
  const layout = useWords('layout', layoutWords);
  const w = useWords('site', 'whyBroker', siteWhyBrokerWords);
  return (
    <>
      <PageIntro eyebrow={layout.nav.resources} title={w.title} lead={w.lead} />
      <Section className="bg-slate-50">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-11 items-center justify-center rounded-xl bg-navy-50 text-navy-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <h2 className="mt-4 text-lg font-semibold text-navy-950">{w.reasons[key].title}</h2>
              <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{w.reasons[key].body}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section>
        <SectionHeading eyebrow={w.comparison.eyebrow} title={w.comparison.title} />
        <div className="mx-auto mt-10 max-w-3xl overflow-hidden rounded-2xl ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{w.comparison.caption}</caption>
            <thead className="bg-navy-900 text-white">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  &nbsp;
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {w.comparison.bank}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {w.comparison.broker}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {w.comparison.rows.map(([row, bank, broker]) => (
                <tr key={row}>
                  <th scope="row" className="px-4 py-3 font-medium text-navy-950">
                    {row}
                  </th>
                  <td className="px-4 py-3 text-slate-600">{bank}</td>
                  <td className="px-4 py-3 font-medium text-navy-900">{broker}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <CtaBand />
    </>
  );
}
