import { brand, telHref } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import {
  peopleCommonWords,
  peopleContactWords,
  peopleFindBrokerWords,
} from '@maplestone/shared/i18n/en/people';
import { useQuery } from '@tanstack/react-query';
import { Building2, Clock, MapPin, Phone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { PageHeader, Section, TitledBox } from '../../components/ui/section';
import { ErrorAlert, LoadingState } from '../../components/ui/states';
import { type Broker, brokersQuery } from '../../features/agents/api/agents';
import { BrokerAvatar } from '../../features/agents/components/broker-avatar';
import { BrokerContacts } from '../../features/agents/components/broker-contacts';
import { pageTitle, useDocumentMeta } from '../../lib/document-meta';
import { useHydrated } from '../../lib/hydrated';
import { useWords } from '../../lib/i18n';

// The form (react-hook-form and the zod schemas) downloads in parallel with the page, which renders
// its heading, broker card and office first.
const loadForm = () => import('../../features/leads/components/contact-form');
void loadForm();
const ContactForm = lazy(() => loadForm().then((m) => ({ default: m.ContactForm })));

/**
 * /contact and /contact?agent={id}: with an active broker's id, 'Contact {name}' and their card, the
 * message going to them; otherwise 'Contact Us' and the list of brokers. Always the office and the form.
 */
export default function ContactRoute() {
  const [params] = useSearchParams();
  const commonText = useWords('common', commonWords);
  const w = useWords('people', 'contact', peopleContactWords);
  // The prerendered /contact knows no ?agent: the broker is shown once hydrated, so hydration meets its HTML.
  const hydrated = useHydrated();
  const agentParam = hydrated ? params.get('agent') : null;
  const brokers = useQuery(brokersQuery());
  const broker = agentParam ? brokers.data?.find((b) => b.id === agentParam) : undefined;
  const resolving = Boolean(agentParam) && brokers.isPending;
  const title = broker ? w.titleFor(broker.name) : w.title;
  const lead = broker ? w.leadFor(broker.name.split(/\s+/)[0] ?? broker.name) : w.lead;
  useDocumentMeta({ title: pageTitle(resolving ? w.title : title), description: lead });

  return (
    <>
      <PageHeader
        eyebrow={w.eyebrow}
        title={resolving ? <span className="opacity-0">{w.title}</span> : title}
        lead={lead}
      />
      <Section className="bg-slate-50">
        <div className="grid gap-8 lg:grid-cols-[1fr_24rem] lg:items-start">
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 className="font-display text-2xl font-bold text-navy-950">{w.formTitle}</h2>
            <p className="mt-1 mb-6 text-sm text-slate-600">{w.formNote}</p>
            {resolving ? (
              <LoadingState>{commonText.loading}</LoadingState>
            ) : (
              <Suspense fallback={<FormSkeleton />}>
                <ContactForm key={broker?.id ?? 'office'} agentId={broker?.id ?? null} />
              </Suspense>
            )}
          </div>
          <aside className="space-y-6">
            {broker ? (
              <YourBroker broker={broker} />
            ) : resolving ? null : (
              <OurBrokers brokers={brokers.data} loading={brokers.isPending} failed={brokers.isError} />
            )}
            <OfficeCard />
          </aside>
        </div>
      </Section>
    </>
  );
}

function YourBroker({ broker }: { broker: Broker }) {
  const contactText = useWords('people', 'contact', peopleContactWords);
  const peopleText = useWords('people', 'common', peopleCommonWords);
  return (
    <TitledBox
      id="your-broker"
      title={contactText.yourBroker}
      titleClassName="text-xs font-semibold tracking-[0.14em] text-maple-700 uppercase"
    >
      <div className="mt-4 flex items-center gap-4">
        <BrokerAvatar broker={broker} className="size-16" textClassName="text-lg" />
        <div className="min-w-0">
          <p className="font-display text-xl font-bold text-navy-950">{broker.name}</p>
          <p className="text-sm text-slate-600">{peopleText.brokerRole}</p>
        </div>
      </div>
      <BrokerContacts
        broker={broker}
        className="mt-5 space-y-2 text-sm"
        linkClassName="text-navy-800 hover:underline"
      />
    </TitledBox>
  );
}

function OurBrokers({
  brokers,
  loading,
  failed,
}: {
  brokers: Broker[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const contactText = useWords('people', 'contact', peopleContactWords);
  const findBroker = useWords('people', 'findBroker', peopleFindBrokerWords);
  const w = useWords('people', 'common', peopleCommonWords);
  return (
    <TitledBox
      id="our-brokers"
      title={contactText.ourBrokers}
      titleClassName="font-display text-xl font-bold text-navy-950"
    >
      {loading ? (
        <LoadingState className="py-8">{findBroker.loading}</LoadingState>
      ) : failed ? (
        <ErrorAlert className="mt-4" title={findBroker.loadFailed} />
      ) : !brokers || brokers.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{findBroker.empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {brokers.map((b) => (
            <li key={b.id} className="flex gap-3 py-4 first:pt-0 last:pb-0">
              <BrokerAvatar broker={b} className="size-12" textClassName="text-sm" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-navy-950">{b.name}</p>
                {/* Stacked tap targets: each at least 24 px tall (WCAG 2.5.8). */}
                <a
                  href={`mailto:${b.email}`}
                  className="block truncate py-0.5 text-slate-600 hover:underline"
                >
                  {b.email}
                </a>
                {b.phone ? (
                  <a href={telHref(b.phone)} className="block py-0.5 text-slate-600 hover:underline">
                    {b.phone}
                  </a>
                ) : null}
                {b.profile_slug ? (
                  <Link
                    to={`/agent/${encodeURIComponent(b.profile_slug)}`}
                    className="mt-1 inline-block font-semibold text-navy-700 hover:underline"
                    aria-label={w.actionFor(contactText.viewProfileArrow.replace(' →', ''), b.name)}
                  >
                    {contactText.viewProfileArrow}
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </TitledBox>
  );
}

function OfficeCard() {
  const w = useWords('people', 'contact', peopleContactWords);
  const l = useWords('layout', layoutWords);
  return (
    <TitledBox
      id="corporate-offices"
      title={
        <>
          <Building2 className="size-5 text-maple-200" aria-hidden />
          {w.corporateOffices}
        </>
      }
      titleClassName="flex items-center gap-2 font-display text-xl font-bold text-white"
      className="rounded-2xl bg-navy-900 p-6 text-navy-100"
      testId="office-card"
    >
      <ul className="mt-4 space-y-3 text-sm">
        <li className="flex gap-2.5">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="font-semibold text-white">{w.officeName}</span>
            <br />
            {brand.office.street}
            <br />
            {brand.office.city}, {brand.office.province} {brand.office.postalCode}
          </span>
        </li>
        <li className="flex gap-2.5">
          <Phone className="mt-1 size-4 shrink-0" aria-hidden />
          <span className="flex flex-col">
            <a href={telHref(brand.phone)} className="py-0.5 hover:text-white hover:underline">
              {brand.phone}
            </a>
            <span>
              <a
                href={telHref(brand.tollFree)}
                className="inline-block py-0.5 hover:text-white hover:underline"
              >
                {brand.tollFree}
              </a>{' '}
              <span className="text-navy-300">{w.tollFree}</span>
            </span>
          </span>
        </li>
        <li className="flex gap-2.5">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{w.hours(brand.office.hours)}</span>
        </li>
      </ul>
      <p className="mt-5 border-t border-white/10 pt-4 text-xs text-navy-200">
        {brand.legalName} · {l.licence(brand.licenceNumber)}
      </p>
    </TitledBox>
  );
}

function FormSkeleton() {
  return (
    <div className="space-y-5" aria-busy="true">
      <div className="grid gap-5 sm:grid-cols-2">
        {['a', 'b', 'c', 'd'].map((key) => (
          <div key={key} className="h-[4.5rem] animate-pulse rounded-lg bg-slate-100" />
        ))}
      </div>
      <div className="h-36 animate-pulse rounded-lg bg-slate-100" />
    </div>
  );
}
