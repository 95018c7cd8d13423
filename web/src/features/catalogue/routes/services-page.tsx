import { contentServicesWords } from '@maplestone/shared/i18n/en/content';
import { Check, Handshake } from 'lucide-react';
import { useWords } from '../../../lib/i18n';
import { servicesQuery } from '../api/catalogue';
import { CatalogueIndex } from '../components/catalogue-index';

/** /services: every mortgage service as a card with its first features. */
export default function ServicesPage() {
  const w = useWords('content', 'services', contentServicesWords);
  return (
    <CatalogueIndex
      title={w.title}
      lead={w.lead}
      query={servicesQuery()}
      texts={w}
      path="/services"
      Icon={Handshake}
      listTestId="service-list"
      footer={(s) =>
        s.features && s.features.length > 0 ? (
          <ul className="space-y-1 text-sm text-slate-600">
            {s.features.slice(0, 3).map((f) => (
              <li key={f} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                {f}
              </li>
            ))}
          </ul>
        ) : null
      }
    />
  );
}
