// @vitest-environment jsdom
import { brand } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { homeWords } from '@maplestone/shared/i18n/en/home';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { siteAuthWords, siteNewsletterWords, siteWhyBrokerWords } from '@maplestone/shared/i18n/en/site';
import { homeFr } from '@maplestone/shared/i18n/fr/home';
import { french } from '@maplestone/shared/i18n/fr/index';
import { siteFr } from '@maplestone/shared/i18n/fr/site';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogsProvider } from '../../../web/src/app/dialogs';
import HomeRoute from '../../../web/src/app/routes/home';
import AuthPage from '../../../web/src/features/auth/routes/auth-page';
import AppPage from '../../../web/src/features/site/routes/app-page';
import BecomeBrokerPage from '../../../web/src/features/site/routes/become-broker-page';
import MortgageOptionsPage from '../../../web/src/features/site/routes/mortgage-options-page';
import NewsletterPage from '../../../web/src/features/site/routes/newsletter-page';
import WhyBrokerPage from '../../../web/src/features/site/routes/why-broker-page';
import { plain } from '../../support/french';
import { stubBrowser } from './support/browser';
import { servePublicApi } from './support/public-api';
import { renderScreen } from './support/render';

// Issue 20, ADR 085: the home page, the static pages and the sign-in page at their French paths read in French
// (titles, labels, the document's title and description, fr-CA figures), and their English pages as before.

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  stubBrowser();
  servePublicApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the home page', () => {
  const home = (path: string) =>
    renderScreen(
      <DialogsProvider>
        <HomeRoute />
      </DialogsProvider>,
      path,
    );

  it('reads in French at /fr: hero, facts in fr-CA, sections, steps, title and description', async () => {
    home('/fr');
    expect(screen.getByRole('heading', { level: 1, name: french.layout.headline })).toBeTruthy();
    expect(screen.getByText(homeFr.hero.badge)).toBeTruthy();
    expect(screen.getByRole('button', { name: french.home.hero.getStarted })).toBeTruthy();
    for (const bullet of french.home.hero.bullets) expect(screen.getByText(bullet)).toBeTruthy();
    // '$0' is '0 $' in French.
    const facts = screen.getAllByRole('definition').map((fact) => plain(fact.textContent));
    expect(facts).toEqual([
      `20+${homeFr.hero.facts.years}`,
      `40+${homeFr.hero.facts.lenders}`,
      `0 $${homeFr.hero.facts.fees}`,
    ]);
    // Below the fold: its own chunk, loaded once the page is up.
    expect(await screen.findByRole('heading', { name: homeFr.how.title })).toBeTruthy();
    for (const step of homeFr.how.steps)
      expect(screen.getByRole('heading', { name: step.title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: homeFr.lenders.title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: homeFr.testimonials.title })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: homeFr.calculators.mortgageCalculator }).getAttribute('href'),
    ).toBe('/fr/calculatrice-hypothecaire');
    expect(
      screen.getByRole('link', { name: french.calculators.common.affordabilityTitle }).getAttribute('href'),
    ).toBe('/fr/calculatrice-capacite-emprunt');
    await waitFor(() => expect(document.title).toBe(`${brand.name} · ${french.layout.headline}`));
    expect(description()).toBe(homeFr.description);
  });

  it('stays English at /', async () => {
    home('/');
    expect(screen.getByRole('heading', { level: 1, name: layoutWords.headline })).toBeTruthy();
    expect(screen.getByText('Licensed Canadian mortgage brokerage')).toBeTruthy();
    expect(screen.getAllByRole('definition').map((fact) => fact.textContent)).toEqual([
      '20+years helping Canadians',
      '40+lenders compared',
      '$0broker fees for most buyers',
    ]);
    expect(await screen.findByRole('heading', { name: 'A better mortgage in three steps' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mortgage payment calculator' }).getAttribute('href')).toBe(
      '/mortgage-calculator',
    );
    await waitFor(() => expect(document.title).toBe(`${brand.name} · ${layoutWords.headline}`));
    expect(description()).toBe(homeWords.description);
  });
});

describe('the static pages', () => {
  it('why a broker reads in French, its comparison table too', async () => {
    renderScreen(<WhyBrokerPage />, '/fr/pourquoi-un-courtier');
    expect(screen.getByRole('heading', { level: 1, name: french.site.whyBroker.title })).toBeTruthy();
    for (const reason of Object.values(siteFr.whyBroker.reasons)) {
      expect(screen.getByRole('heading', { name: reason.title })).toBeTruthy();
    }
    const table = screen.getByRole('table', { name: siteFr.whyBroker.comparison.caption });
    expect(within(table).getByRole('columnheader', { name: siteFr.whyBroker.comparison.bank })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Coût pour vous' })).toBeTruthy();
    // The closing band and its links in French.
    expect(screen.getByRole('heading', { name: siteFr.ctaBand.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: siteFr.ctaBand.findBroker }).getAttribute('href')).toBe(
      '/fr/trouver-un-courtier',
    );
    expect(screen.getByRole('link', { name: french.common.applyNow }).getAttribute('href')).toBe(
      '/fr/demande',
    );
    await waitFor(() => expect(document.title).toBe(`${french.site.whyBroker.title} · ${brand.name}`));
    expect(description()).toBe(siteFr.whyBroker.lead);
  });

  it('why a broker stays English at /why-broker', () => {
    renderScreen(<WhyBrokerPage />, '/why-broker');
    expect(screen.getByRole('heading', { level: 1, name: siteWhyBrokerWords.title })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'What a bank and a broker offer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a broker' }).getAttribute('href')).toBe('/find-broker');
  });

  it('mortgage options read in French', async () => {
    renderScreen(<MortgageOptionsPage />, '/fr/options-hypothecaires');
    expect(screen.getByRole('heading', { level: 1, name: french.site.mortgageOptions.title })).toBeTruthy();
    const options = within(screen.getByTestId('mortgage-options'));
    for (const option of Object.values(siteFr.mortgageOptions.options)) {
      expect(options.getByRole('heading', { name: option.title })).toBeTruthy();
    }
    expect(options.getAllByRole('heading', { name: siteFr.mortgageOptions.advantages })).toHaveLength(4);
    expect(options.getByText(/souvent de 10 à 20/).textContent).toContain('20\u00a0%');
    expect(screen.getByRole('heading', { name: siteFr.mortgageOptions.notSure.title })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${french.site.mortgageOptions.title} · ${brand.name}`));
  });

  it('mortgage options stay English at /mortgage-options', () => {
    renderScreen(<MortgageOptionsPage />, '/mortgage-options');
    expect(screen.getByRole('heading', { name: 'Fixed Rate Mortgage' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Trade-offs' })).toHaveLength(4);
  });

  it('the app page reads in French', () => {
    renderScreen(<AppPage />, '/fr/application-mobile');
    expect(screen.getByRole('heading', { level: 1, name: french.site.app.title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: siteFr.app.featuresTitle })).toBeTruthy();
    for (const feature of Object.values(siteFr.app.features))
      expect(screen.getByText(feature.title)).toBeTruthy();
    const stores = within(screen.getByTestId('store-buttons')).getAllByRole('button');
    expect(stores.map((button) => button.textContent)).toEqual([
      `${siteFr.app.appStore.prefix}App Store${siteFr.app.appStore.devices}`,
      `${siteFr.app.googlePlay.prefix}Google Play${siteFr.app.googlePlay.devices}`,
    ]);
    expect(screen.getByText(siteFr.app.free)).toBeTruthy();
  });

  it('the app page stays English at /app', () => {
    renderScreen(<AppPage />, '/app');
    expect(screen.getByText('Everything you need, in one app')).toBeTruthy();
    expect(screen.getAllByRole('button')[0]?.textContent).toBe('Download on theApp Store (iPhone and iPad)');
  });

  it('become a broker reads in French', async () => {
    renderScreen(<BecomeBrokerPage />, '/fr/devenir-courtier');
    expect(screen.getByRole('heading', { level: 1, name: siteFr.becomeBroker.heading })).toBeTruthy();
    expect(
      within(screen.getByTestId('benefits'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(french.site.becomeBroker.benefitList);
    expect(screen.getByRole('heading', { name: siteFr.becomeBroker.requirements.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: french.common.applyNow })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${siteFr.becomeBroker.title} · ${brand.name}`));
  });

  it('become a broker stays English at /become-broker', () => {
    renderScreen(<BecomeBrokerPage />, '/become-broker');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Become a Mortgage Broker with Maplestone' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ready to grow with us?' })).toBeTruthy();
  });

  it('the newsletter page reads in French, its errors too', async () => {
    const user = userEvent.setup();
    renderScreen(<NewsletterPage />, '/fr/infolettre');
    expect(screen.getByRole('heading', { level: 1, name: siteFr.newsletter.heading })).toBeTruthy();
    const form = screen.getByRole('form', { name: siteFr.newsletter.formLabel });
    const email = within(form).getByLabelText(siteFr.newsletter.email);
    expect(email.getAttribute('placeholder')).toBe(siteFr.newsletter.placeholder);
    await user.click(within(form).getByRole('button', { name: french.site.newsletter.subscribe }));
    expect((await within(form).findByRole('alert')).textContent).toBe(french.common.required);
    await user.type(email, 'pas-un-courriel{Enter}');
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(french.common.invalidEmail));
    expect(
      within(screen.getByTestId('newsletter-benefits'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(french.site.newsletter.benefits);
    await waitFor(() => expect(document.title).toBe(`${siteFr.newsletter.title} · ${brand.name}`));
    expect(description()).toBe(siteFr.newsletter.lead);
  });

  it('the French newsletter form asks in French and says to confirm from the inbox (ADR 095)', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (url !== '/api/newsletter' || init.method !== 'POST') return Response.json({}, { status: 404 });
      sent.push(JSON.parse(String(init.body)));
      return Response.json({ confirmation: 'check_inbox' }, { status: 202 });
    });
    const user = userEvent.setup();
    renderScreen(<NewsletterPage />, '/fr/infolettre');
    const form = screen.getByRole('form', { name: siteFr.newsletter.formLabel });
    await user.type(within(form).getByLabelText(siteFr.newsletter.email), 'lecteur@example.com{Enter}');
    expect((await screen.findByTestId('newsletter-check-inbox')).textContent).toBe(
      french.site.newsletter.checkInbox,
    );
    expect(sent).toEqual([{ email: 'lecteur@example.com', language: 'fr', website: '' }]);
  });

  it('the newsletter page stays English at /newsletter', async () => {
    const user = userEvent.setup();
    renderScreen(<NewsletterPage />, '/newsletter');
    const form = screen.getByRole('form', { name: 'Newsletter' });
    await user.click(within(form).getByRole('button', { name: siteNewsletterWords.subscribe }));
    expect((await within(form).findByRole('alert')).textContent).toBe(commonWords.required);
    expect(screen.getByText('We never share your e-mail address.')).toBeTruthy();
    expect(description()).toBe(siteNewsletterWords.lead);
  });
});

describe('the sign-in page', () => {
  it('reads in French at /fr/connexion', async () => {
    renderScreen(<AuthPage />, '/fr/connexion');
    expect(screen.getByRole('heading', { level: 1, name: french.site.auth.title })).toBeTruthy();
    expect(screen.getByLabelText(french.site.auth.email)).toBeTruthy();
    expect(screen.getByLabelText(french.site.auth.password)).toBeTruthy();
    expect(screen.getByRole('button', { name: french.site.auth.signIn })).toBeTruthy();
    expect(screen.getByText(siteFr.auth.secure)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${french.site.auth.signIn} · ${brand.name}`));
  });

  it('stays English at /auth', () => {
    renderScreen(<AuthPage />, '/auth');
    expect(screen.getByRole('heading', { level: 1, name: siteAuthWords.title })).toBeTruthy();
    expect(screen.getByText('Secure sign-in for Maplestone brokers and staff.')).toBeTruthy();
  });
});
