import { contentServicesWords } from '@maplestone/shared/i18n/en/content';
import { shownIn } from '@maplestone/shared/i18n/written';
import { useParams } from 'react-router';
import { useLocale, useWords } from '../../../lib/i18n';
import { serviceQuery } from '../api/catalogue';
import { CatalogueItemPage } from '../components/catalogue-item-page';
import { Features } from '../components/parts';

/** /services/{id}: one service with its content and features, and a way back to the list. */
export default function ServicePage() {
  const { id = '' } = useParams();
  const w = useWords('content', 'services', contentServicesWords);
  const locale = useLocale();
  return (
    <CatalogueItemPage
      query={serviceQuery(id)}
      path="/services"
      words={w}
      texts={w}
      more={(service) => {
        const features = shownIn(locale, service.features ?? [], service.fr?.features);
        return features.value.length > 0 ? (
          <section aria-labelledby="features-title">
            <h2 id="features-title" className="mb-4 font-display text-2xl font-bold text-navy-950">
              {w.included}
            </h2>
            <Features shown={features} />
          </section>
        ) : null;
      }}
    />
  );
}
