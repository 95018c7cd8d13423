import { peopleCommonWords, peopleFindBrokerWords } from '@maplestone/shared/i18n/en/people';
import { shownIn } from '@maplestone/shared/i18n/written';
import { ArrowRight, MapPin } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { Written } from '../../../components/ui/written';
import { useLocale, useWords } from '../../../lib/i18n';
import { type Broker, profilePath } from '../api/agents';
import { BrokerAvatar } from './broker-avatar';
import { BrokerContacts } from './broker-contacts';

/**
 * A find-broker card: photo or placeholder, name, 'Mortgage Broker', bio (3 lines; in French where there is one
 * on a French page), contacts, View Profile.
 */
export function BrokerCard({ broker }: { broker: Broker }) {
  const address = broker.contact_details?.address;
  const findBroker = useWords('people', 'findBroker', peopleFindBrokerWords);
  const w = useWords('people', 'common', peopleCommonWords);
  const bio = shownIn(useLocale(), broker.bio ?? null, broker.fr?.bio);
  return (
    <li
      className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
      data-testid="broker-card"
    >
      <div className="relative flex h-44 items-end justify-center bg-gradient-to-br from-navy-800 to-navy-950">
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(95,136,189,0.4),transparent_60%)]" />
        <BrokerAvatar
          broker={broker}
          className="relative -mb-10 size-28 border-4 border-white bg-navy-700 shadow-md"
          textClassName="font-display text-3xl"
        />
      </div>
      <div className="flex flex-1 flex-col px-6 pt-14 pb-6 text-center">
        <h2 className="font-display text-xl font-bold text-navy-950">{broker.name}</h2>
        <p className="mt-1 text-sm font-semibold tracking-wide text-maple-700">{w.brokerRole}</p>
        {bio.value ? (
          <Written
            as="p"
            shown={bio}
            className="mt-4 line-clamp-3 text-[15px] leading-relaxed text-slate-600"
            data-testid="broker-bio"
          />
        ) : null}
        <BrokerContacts
          broker={broker}
          className="mt-5 space-y-2 text-left text-sm text-slate-700"
          linkClassName="hover:text-navy-900 hover:underline"
        >
          {address ? (
            <li className="flex items-start gap-2.5">
              <MapPin className="mt-0.5 size-4 shrink-0 text-navy-600" aria-hidden />
              <span>{address}</span>
            </li>
          ) : null}
        </BrokerContacts>
        <div className="mt-auto pt-6">
          <Link
            to={profilePath(broker)}
            className={buttonClass('primary', 'md', 'w-full')}
            aria-label={w.actionFor(findBroker.viewProfile, broker.name)}
          >
            {findBroker.viewProfile}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </li>
  );
}
