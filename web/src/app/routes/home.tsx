import { homeWords } from '@maplestone/shared/i18n/en/home';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { ratesCommonWords } from '@maplestone/shared/i18n/en/rates';
import { lazy, Suspense } from 'react';
import { HeadedSection } from '../../components/ui/section';
import { Hero } from '../../features/home/components/hero';
import { BestRateBadge } from '../../features/rates/components/best-rate-badge';
import { RatesBoard } from '../../features/rates/components/rates-section';
import { pageTitle, useDocumentMeta } from '../../lib/document-meta';
import { useWords } from '../../lib/i18n';
import { useDialogs } from '../dialogs';

const BelowTheFold = lazy(() => import('./home-below-the-fold'));

/** The home page: hero, rates, how it works, lenders, testimonials, calculators. */
export default function HomeRoute() {
  const layout = useWords('layout', layoutWords);
  const ratesText = useWords('rates', 'common', ratesCommonWords);
  const w = useWords('home', homeWords);
  useDocumentMeta({ title: pageTitle(undefined, layout.headline), description: w.description });
  const { openQuote, preload } = useDialogs();
  const preloadQuote = () => preload('quote');
  return (
    <>
      <Hero
        onGetStarted={() => openQuote('purchase')}
        onRenewal={() => openQuote('renewal')}
        onPreload={preloadQuote}
        badge={<BestRateBadge />}
      />

      <HeadedSection
        id="rates"
        className="bg-slate-50"
        headingId="rates-title"
        eyebrow={w.rates.eyebrow}
        title={ratesText.title}
        lead={w.rates.lead}
      >
        <RatesBoard onQuote={(rate) => openQuote('purchase', { mortgageRate: rate.our_rate })} />
      </HeadedSection>

      {/* Below the fold: prerendered with the page, its code loaded once the page is up (React keeps the
          server's HTML until then), so the first screen hydrates sooner. */}
      <Suspense fallback={null}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
