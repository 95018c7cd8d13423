import { messages } from '@maplestone/shared';
import { BadgeDollarSign, Clock, Handshake, Scale, Search, ShieldCheck } from 'lucide-react';
import { PageHeader, Section, SectionHeading } from '../../../components/ui/section';
import { pageTitle, useDocumentMeta } from '../../../lib/document-meta';
import { CtaBand } from '../components/cta-band';

const REASONS = [
  {
    Icon: Search,
    title: 'More choice',
    body: 'A bank offers its own mortgages. A broker compares the big banks, monolines, credit unions and alternative lenders, more than 40 in all.',
  },
  {
    Icon: BadgeDollarSign,
    title: 'Better rates',
    body: 'Lenders compete for broker business with discounted rates, often well below the posted rates at the branch.',
  },
  {
    Icon: Handshake,
    title: 'Free for most borrowers',
    body: 'The lender pays the broker when your mortgage closes. For most residential mortgages you pay nothing.',
  },
  {
    Icon: Scale,
    title: 'Advice on your side',
    body: 'We look past the headline rate at prepayment privileges, portability and penalties, the terms that cost money later.',
  },
  {
    Icon: Clock,
    title: 'Less paperwork, less time',
    body: 'One application, one credit check, and we handle the back-and-forth with lenders, lawyers and appraisers.',
  },
  {
    Icon: ShieldCheck,
    title: 'Licensed and regulated',
    body: 'Our brokers are licensed in their province (FSRA in Ontario) and bound by a code of conduct and continuing education.',
  },
];

/** The page's lead paragraph, which is also its description in search results. */
const LEAD =
  "About half of Canadian home buyers now use a mortgage broker. Here's what a broker does for you, and why it usually costs you nothing.";

/** /why-broker: Why Use a Mortgage Broker. */
export default function WhyBrokerPage() {
  useDocumentMeta({ title: pageTitle(messages.pages.whyBroker), description: LEAD });
  return (
    <>
      <PageHeader eyebrow={messages.nav.resources} title={messages.pages.whyBroker} lead={LEAD} />
      <Section className="bg-slate-50">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ Icon, title, body }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-11 items-center justify-center rounded-xl bg-navy-50 text-navy-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <h2 className="mt-4 text-lg font-semibold text-navy-950">{title}</h2>
              <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{body}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section>
        <SectionHeading eyebrow="Side by side" title="Bank or broker?" />
        <div className="mx-auto mt-10 max-w-3xl overflow-hidden rounded-2xl ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">What a bank and a broker offer</caption>
            <thead className="bg-navy-900 text-white">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  &nbsp;
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Your bank
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  A Maplestone broker
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {[
                ['Lenders compared', 'One', '40+'],
                ['Rates', 'Posted, then negotiated', 'Discounted broker rates'],
                ['Cost to you', 'None', 'None for most borrowers'],
                ['Advice covers', "The bank's products", 'The whole market'],
                ['Credit checks', 'One per bank', 'One'],
              ].map(([row, bank, broker]) => (
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
