import { messages } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { Award, Handshake, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PageHeader, Section } from '../../../components/ui/section';
import { EmptyState, ErrorAlert, LoadingState } from '../../../components/ui/states';
import { pageTitle, useDocumentMeta } from '../../../lib/document-meta';
import { brokersQuery } from '../api/agents';
import { BrokerCard } from '../components/broker-card';

/** The page's lead paragraph, which is also its description in search results. */
const LEAD =
  'Licensed brokers who know your province, your lenders and your options. Pick one to see their rates, reviews and how to reach them.';

/** /find-broker: every active broker as a card, three to a row. */
export default function FindBrokerPage() {
  useDocumentMeta({ title: pageTitle(messages.brokers.findTitle), description: LEAD });
  const { data, isPending, isError, refetch } = useQuery(brokersQuery());
  return (
    <>
      <PageHeader eyebrow="Our team" title={messages.brokers.findTitle} lead={LEAD} />
      <div className="border-b border-slate-200 bg-white">
        <ul className="mx-auto grid max-w-7xl gap-4 px-4 py-6 text-sm text-slate-700 sm:grid-cols-3 sm:px-6 lg:px-8">
          <li className="flex items-center gap-3">
            <Award className="size-5 shrink-0 text-navy-700" aria-hidden />
            Licensed in their province, with yearly continuing education
          </li>
          <li className="flex items-center gap-3">
            <Search className="size-5 shrink-0 text-navy-700" aria-hidden />
            Rates compared across 40+ banks, credit unions and monolines
          </li>
          <li className="flex items-center gap-3">
            <Handshake className="size-5 shrink-0 text-navy-700" aria-hidden />
            Paid by the lender: no fee for most borrowers
          </li>
        </ul>
      </div>
      <Section className="bg-slate-50">
        {isPending ? (
          <LoadingState>{messages.brokers.loading}</LoadingState>
        ) : isError ? (
          <ErrorAlert
            title={messages.brokers.loadFailed}
            action={
              <Button variant="outline" size="sm" onClick={() => refetch()}>
                Try again
              </Button>
            }
          />
        ) : data.length === 0 ? (
          <EmptyState>{messages.brokers.empty}</EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="broker-grid">
            {data.map((broker) => (
              <BrokerCard key={broker.id} broker={broker} />
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
