import { messages } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Home, UserX } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { Section, SectionHeading } from '../../components/ui/section';
import { ErrorAlert, LoadingState } from '../../components/ui/states';
import { type AgentPage, agentQuery, recordPageView } from '../../features/agents/api/agents';
import {
  AgentAbout,
  AgentHero,
  AgentServices,
  FixedVsVariable,
} from '../../features/agents/components/agent-profile';
import { agentPageMeta } from '../../features/agents/page-meta';
import { LendersGrid } from '../../features/lenders/components/lenders-section';
import { TestimonialCards } from '../../features/testimonials/components/testimonials-grid';
import { useDocumentMeta, useNotFound } from '../../lib/document-meta';
import { useDialogs } from '../dialogs';

// Below the fold: the rates board loads in parallel with the page instead of before it.
const loadRates = () => import('../../features/rates/components/rates-section');
void loadRates();
const RatesBoard = lazy(() => loadRates().then((m) => ({ default: m.RatesBoard })));

/** /agent/{id or slug} and /agents/{id}: a broker's own page. */
export default function AgentRoute() {
  const { id = '' } = useParams();
  const { data: agent, isPending, isError, refetch } = useQuery(agentQuery(id));

  if (isPending) return <LoadingState className="min-h-[60vh]">{messages.common.loading}</LoadingState>;
  if (isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24">
        <ErrorAlert
          title={messages.common.unexpected}
          action={
            <Button variant="outline" size="sm" onClick={() => refetch()}>
              Try again
            </Button>
          }
        />
      </div>
    );
  }
  if (!agent) return <AgentNotFound />;
  return <AgentProfile agent={agent} />;
}

function AgentNotFound() {
  useNotFound(messages.agentPage.notFoundTitle);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-navy-50 text-navy-700">
        <UserX className="size-8" aria-hidden />
      </span>
      <h1 className="mt-6 font-display text-3xl font-bold text-navy-950">
        {messages.agentPage.notFoundTitle}
      </h1>
      <p className="mt-3 text-slate-600">
        This broker's page doesn't exist or is no longer active. Our other licensed brokers are happy to help.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          <Home className="size-4" aria-hidden />
          {messages.common.returnHome}
        </Link>
        <Link to="/find-broker" className={buttonClass('outline', 'lg')}>
          {messages.brokers.findTitle}
        </Link>
      </div>
    </div>
  );
}

function AgentProfile({ agent }: { agent: AgentPage }) {
  const { openQuote } = useDialogs();
  useDocumentMeta(agentPageMeta(agent));

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

      <Section className="bg-slate-50" labelledBy="services-title">
        <SectionHeading
          id="services-title"
          eyebrow="Services"
          title={`How ${first} can help`}
          lead="Whatever the stage of your mortgage, one broker from first call to closing."
        />
        <div className="mt-10">
          <AgentServices />
        </div>
      </Section>

      <Section id="rates" className="scroll-mt-24" labelledBy="agent-rates-title">
        <SectionHeading
          id="agent-rates-title"
          eyebrow="Updated daily"
          title={messages.home.ratesTitle}
          lead={`Broker rates ${first} can offer today, by province.`}
        />
        <div className="mt-10">
          <Suspense fallback={<div className="h-72 animate-pulse rounded-2xl bg-slate-100" />}>
            <RatesBoard onQuote={(rate) => openQuote('purchase', { mortgageRate: rate.our_rate })} />
          </Suspense>
        </div>
      </Section>

      <Section className="border-y border-slate-200 bg-slate-50" labelledBy="agent-lenders-title">
        <SectionHeading
          id="agent-lenders-title"
          eyebrow="Lending partners"
          title="Lenders I work with"
          lead="The big banks, monolines, credit unions and alternative lenders."
        />
        <div className="mt-10">
          <LendersGrid />
        </div>
      </Section>

      {agent.testimonials.length > 0 ? (
        <Section labelledBy="agent-testimonials-title">
          <SectionHeading
            id="agent-testimonials-title"
            eyebrow="Client stories"
            title={`What clients say about ${first}`}
          />
          <div className="mt-10">
            <TestimonialCards items={agent.testimonials} />
          </div>
        </Section>
      ) : null}

      <Section className="bg-slate-50" labelledBy="fixed-variable-title">
        <SectionHeading
          id="fixed-variable-title"
          eyebrow="Know your options"
          title="Fixed or variable?"
          lead="The right choice depends on your budget, your plans and how much change you can live with."
        />
        <div className="mt-10">
          <FixedVsVariable />
        </div>
      </Section>

      <Section labelledBy="agent-contact-title">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-navy-900 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="agent-contact-title" className="font-display text-3xl font-bold text-white sm:text-4xl">
              Ready to talk to {first}?
            </h2>
            <p className="mt-3 max-w-xl text-navy-100">
              Send a message and {first} will get back to you within one business day, with no obligation.
            </p>
          </div>
          <Link
            to={`/contact?agent=${encodeURIComponent(agent.id)}`}
            className={buttonClass('light', 'lg', 'shrink-0')}
          >
            {messages.contact.titleFor(agent.name)}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </Section>
    </>
  );
}
