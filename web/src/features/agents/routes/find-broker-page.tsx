import { peopleCommonWords, peopleFindBrokerWords } from '@maplestone/shared/i18n/en/people';
import { lacksFrench } from '@maplestone/shared/i18n/written';
import { useQuery } from '@tanstack/react-query';
import { Award, Handshake, Search } from 'lucide-react';
import { PageIntro, Section } from '../../../components/ui/section';
import { QueryList } from '../../../components/ui/states';
import { EnglishNotice } from '../../../components/ui/written';
import { useWords } from '../../../lib/i18n';
import { brokersQuery } from '../api/agents';
import { BrokerCard } from '../components/broker-card';

const POINT_ICONS = [Award, Search, Handshake];

/** /find-broker: every active broker as a card, three to a row. */
export default function FindBrokerPage() {
  const w = useWords('people', 'findBroker', peopleFindBrokerWords);
  const common = useWords('people', 'common', peopleCommonWords);
  const brokers = useQuery(brokersQuery());
  return (
    <>
      <PageIntro eyebrow={w.eyebrow} title={w.findTitle} lead={w.lead} />
      <div className="border-b border-slate-200 bg-white">
        <ul className="mx-auto grid max-w-7xl gap-4 px-4 py-6 text-sm text-slate-700 sm:grid-cols-3 sm:px-6 lg:px-8">
          {w.points.map((point, index) => {
            const Icon = POINT_ICONS[index] ?? Award;
            return (
              <li key={point} className="flex items-center gap-3">
                <Icon className="size-5 shrink-0 text-navy-700" aria-hidden />
                {point}
              </li>
            );
          })}
        </ul>
      </div>
      <Section className="bg-slate-50">
        <QueryList
          query={brokers}
          loading={w.loading}
          failed={w.loadFailed}
          retryLabel={common.tryAgain}
          empty={w.empty}
        >
          {(items) => (
            <>
              <EnglishNotice when={items.some((broker) => lacksFrench('agent', broker))} className="mb-8" />
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="broker-grid">
                {items.map((broker) => (
                  <BrokerCard key={broker.id} broker={broker} />
                ))}
              </ul>
            </>
          )}
        </QueryList>
      </Section>
    </>
  );
}
