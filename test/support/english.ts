import { chatMessages, purchaseCostMessages } from '@maplestone/shared';
import {
  calculatorsAffordabilityWords,
  calculatorsCommonWords,
  calculatorsHubWords,
  calculatorsLandTransferRulesWords,
  calculatorsMortgageWords,
  calculatorsQuoteWords,
} from '@maplestone/shared/i18n/en/calculators';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import {
  contentBlogWords,
  contentCommonWords,
  contentNewsWords,
  contentProductsWords,
  contentServicesWords,
} from '@maplestone/shared/i18n/en/content';
import { domainWords } from '@maplestone/shared/i18n/en/domain';
import { homeWords } from '@maplestone/shared/i18n/en/home';
import type { EnglishCatalogue } from '@maplestone/shared/i18n/en/index';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import {
  peopleAgentWords,
  peopleApplicationWords,
  peopleCommonWords,
  peopleContactWords,
  peopleFindBrokerWords,
  peopleLendersWords,
  peopleTestimonialsWords,
} from '@maplestone/shared/i18n/en/people';
import { rateAlertMessages } from '@maplestone/shared/i18n/en/rate-alert';
import { rateHistoryMessages } from '@maplestone/shared/i18n/en/rate-history';
import { ratesBoardWords, ratesCommonWords, ratesPageWords } from '@maplestone/shared/i18n/en/rates';
import {
  siteAppWords,
  siteAuthWords,
  siteBecomeBrokerWords,
  siteCtaBandWords,
  siteMortgageOptionsWords,
  siteNewsletterWords,
  siteWhyBrokerWords,
} from '@maplestone/shared/i18n/en/site';
import { widgetsWords } from '@maplestone/shared/i18n/en/widgets';

/** The whole English catalogue, every part and piece: what a test walks to check every wording a visitor reads. */
export const ENGLISH: EnglishCatalogue = {
  common: commonWords,
  chat: chatMessages,
  purchaseCost: purchaseCostMessages,
  rateAlert: rateAlertMessages,
  rateHistory: rateHistoryMessages,
  layout: layoutWords,
  domain: domainWords,
  home: homeWords,
  site: {
    ctaBand: siteCtaBandWords,
    mortgageOptions: siteMortgageOptionsWords,
    whyBroker: siteWhyBrokerWords,
    app: siteAppWords,
    becomeBroker: siteBecomeBrokerWords,
    newsletter: siteNewsletterWords,
    auth: siteAuthWords,
  },
  calculators: {
    common: calculatorsCommonWords,
    hub: calculatorsHubWords,
    mortgage: calculatorsMortgageWords,
    affordability: calculatorsAffordabilityWords,
    quote: calculatorsQuoteWords,
    landTransferRules: calculatorsLandTransferRulesWords,
  },
  rates: { common: ratesCommonWords, page: ratesPageWords, board: ratesBoardWords },
  people: {
    common: peopleCommonWords,
    findBroker: peopleFindBrokerWords,
    agent: peopleAgentWords,
    contact: peopleContactWords,
    application: peopleApplicationWords,
    testimonials: peopleTestimonialsWords,
    lenders: peopleLendersWords,
  },
  content: {
    common: contentCommonWords,
    blog: contentBlogWords,
    news: contentNewsWords,
    products: contentProductsWords,
    services: contentServicesWords,
  },
  widgets: widgetsWords,
};
