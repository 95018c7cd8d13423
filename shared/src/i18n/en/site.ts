/**
 * ours: the static pages' words (mortgage options, why a broker, the app, become a broker, the newsletter), their
 * closing call to action and the sign-in's, the spec's wordings among them (marked where they stand). English; French in
 * fr/site.ts (ADR 085).
 */

export { siteAppWords } from './site/app';
export { siteAuthWords } from './site/auth';
export { siteBecomeBrokerWords } from './site/become-broker';
export { siteCtaBandWords } from './site/cta-band';
export { siteMortgageOptionsWords } from './site/mortgage-options';
export { siteNewsletterWords } from './site/newsletter';
export { siteWhyBrokerWords } from './site/why-broker';

import type { siteAppWords } from './site/app';
import type { siteAuthWords } from './site/auth';
import type { siteBecomeBrokerWords } from './site/become-broker';
import type { siteCtaBandWords } from './site/cta-band';
import type { siteMortgageOptionsWords } from './site/mortgage-options';
import type { siteNewsletterWords } from './site/newsletter';
import type { siteWhyBrokerWords } from './site/why-broker';

/**
 * The site part of the English catalogue (EnglishCatalogue.site), piece by piece: a page imports
 * only the pieces it shows (`useWords('site', '<piece>', english)`).
 */
export interface SiteWords {
  ctaBand: typeof siteCtaBandWords;
  mortgageOptions: typeof siteMortgageOptionsWords;
  whyBroker: typeof siteWhyBrokerWords;
  app: typeof siteAppWords;
  becomeBroker: typeof siteBecomeBrokerWords;
  newsletter: typeof siteNewsletterWords;
  auth: typeof siteAuthWords;
}
