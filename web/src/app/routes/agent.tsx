import { commonWords } from '@maplestone/shared/i18n/en/common';
import {
  peopleAgentWords,
  peopleCommonWords,
  peopleContactWords,
  peopleFindBrokerWords,
} from '@maplestone/shared/i18n/en/people';
import { ratesCommonWords } from '@maplestone/shared/i18n/en/rates';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Home, UserX } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { HeadedSection, Section } from '../../components/ui/section';
import { LoadingState, RetryAlert } from '../../components/ui/states';
import { type AgentPage, agentQuery, recordPageView } from '../../features/agents/api/agents';
import {
  AgentAbout,
  AgentHero,
  AgentServices,
  FixedVsVariable,
} from '../../features/agents/components/agent-profile';
import { useAgentPageMeta } from '../../features/agents/page-meta';
import { LendersGrid } from '../../features/lenders/components/lenders-section';
import { TestimonialCards } from '../../features/testimonials/components/testimonials-grid';
import { useDocumentMeta, useNotFound } from '../../lib/document-meta';
import { useWords } from '../../lib/i18n';
import { useDialogs } from '../dialogs';

// Below the fold: the rates board loads in parallel with the page instead of before it.
const loadRates = () => import('../../features/rates/components/rates-section');
void loadRates();
const RatesBoard = lazy(() => loadRates().then((m) => ({ default: m.RatesBoard })));

/** /agent/{id or slug} and /agents/{id}: a broker's own page. */
export default function AgentRoute() {
  const { id = '' } = useParams();
  const { data: agent, isPending, isError, refetch } = useQuery(agentQuery(id));
  const commonText = useWords('common', commonWords);
  const w = useWords('people', 'common', peopleCommonWords);

  if (isPending) return <LoadingState className="min-h-[60vh]">{commonText.loading}</LoadingState>;
  if (isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24">
        <RetryAlert title={commonText.unexpected} retryLabel={w.tryAgain} onRetry={() => refetch()} />
      </div>
    );
  }
  if (!agent) return <AgentNotFound />;
  return <AgentProfile agent={agent} />;
}

function AgentNotFound() {
  const commonText = useWords('common', commonWords);
  const findBroker = useWords('people', 'findBroker', peopleFindBrokerWords);
  const w = useWords('people', 'agent', peopleAgentWords);
  useNotFound(w.notFoundTitle);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-navy-50 text-navy-700">
        <UserX className="size-8" aria-hidden />
      </span>
      <h1 className="mt-6 font-display text-3xl font-bold text-navy-950">{w.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600">{w.notFoundLead}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          <Home className="size-4" aria-hidden />
          {commonText.returnHome}
        </Link>
        <Link to="/find-broker" className={buttonClass('outline', 'lg')}>
          {findBroker.findTitle}
        </Link>
      </div>
    </div>
  );
}

function AgentProfile({ agent }: { agent: AgentPage }) {
  const { openQuote } = useDialogs();
  const ratesText = useWords('rates', 'common', ratesCommonWords);
  const contactText = useWords('people', 'contact', peopleContactWords);
  const w = useWords('people', 'agent', peopleAgentWords);
  useDocumentMeta(useAgentPageMeta(agent));

  // One page_view per visit of this agent's page (the ref survives StrictMode's second effect run).
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (counted.current === agent.id) return;
    counted.current = agent.id;
    void recordPageView(agent.id);
  }, [agent.id]);

  const first = agent.name.split(/\s+/)[0] ?? agent.name;
  return (
    <>
      <AgentHero agent={agent} />

      <Section labelledBy="about-title">
        <AgentAbout agent={agent} />
      </Section>

      <HeadedSection
        className="bg-slate-50"
        headingId="services-title"
        eyebrow={w.services.eyebrow}
        title={w.services.title(first)}
        lead={w.services.lead}
      >
        <AgentServices />
      </HeadedSection>

      <HeadedSection
        id="rates"
        className="scroll-mt-24"
        headingId="agent-rates-title"
        eyebrow={w.rates.eyebrow}
        title={ratesText.title}
        lead={w.rates.lead(first)}
      >
        <Suspense fallback={<div className="h-72 animate-pulse rounded-2xl bg-slate-100" />}>
          <RatesBoard onQuote={(rate) => openQuote('purchase', { mortgageRate: rate.our_rate })} />
        </Suspense>
      </HeadedSection>

      <HeadedSection
        className="border-y border-slate-200 bg-slate-50"
        headingId="agent-lenders-title"
        eyebrow={w.lenders.eyebrow}
        title={w.lenders.title}
        lead={w.lenders.lead}
      >
        <LendersGrid />
      </HeadedSection>

      {agent.testimonials.length > 0 ? (
        <HeadedSection
          headingId="agent-testimonials-title"
          eyebrow={w.testimonials.eyebrow}
          title={w.testimonials.title(first)}
        >
          <TestimonialCards items={agent.testimonials} />
        </HeadedSection>
      ) : null}

      <HeadedSection
        className="bg-slate-50"
        headingId="fixed-variable-title"
        eyebrow={w.options.eyebrow}
        title={w.options.title}
        lead={w.options.lead}
      >
        <FixedVsVariable />
      </HeadedSection>

      <Section labelledBy="agent-contact-title">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-navy-900 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="agent-contact-title" className="font-display text-3xl font-bold text-white sm:text-4xl">
              {w.contact.title(first)}
            </h2>
            <p className="mt-3 max-w-xl text-navy-100">{w.contact.lead(first)}</p>
          </div>
          <Link
            to={`/contact?agent=${encodeURIComponent(agent.id)}`}
            className={buttonClass('light', 'lg', 'shrink-0')}
          >
            {contactText.titleFor(agent.name)}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </Section>
    </>
  );
}
