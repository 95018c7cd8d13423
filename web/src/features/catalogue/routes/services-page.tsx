import { contentServicesWords } from '@maplestone/shared/i18n/en/content';
import { shownIn } from '@maplestone/shared/i18n/written';
import { Check, Handshake } from 'lucide-react';
import { Written } from '../../../components/ui/written';
import { useLocale, useWords } from '../../../lib/i18n';
import { servicesQuery } from '../api/catalogue';
import { CatalogueIndex } from '../components/catalogue-index';

/** /services: every mortgage service as a card with its first features. */
export default function ServicesPage() {
  const w = useWords('content', 'services', contentServicesWords);
  const locale = useLocale();
  return (
    <CatalogueIndex
      title={w.title}
      lead={w.lead}
      query={servicesQuery()}
      texts={w}
      path="/services"
      Icon={Handshake}
      listTestId="service-list"
      footer={(s) => {
        const features = shownIn(locale, s.features ?? [], s.fr?.features);
        return features.value.length > 0 ? (
          <Written as="ul" shown={features} className="space-y-1 text-sm text-slate-600">
            {(items) =>
              items.slice(0, 3).map((f) => (
                <li key={f} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                  {f}
                </li>
              ))
            }
          </Written>
        ) : null;
      }}
    />
  );
}
