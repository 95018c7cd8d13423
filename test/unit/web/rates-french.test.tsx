// @vitest-environment jsdom
import { CONSENT_TEXTS, RATE_ALERT_CONSENT_VERSIONS } from '@maplestone/shared/consent';
import { rateAlertMessages } from '@maplestone/shared/i18n/en/rate-alert';
import { rateHistoryMessages } from '@maplestone/shared/i18n/en/rate-history';
import { ratesPageWords } from '@maplestone/shared/i18n/en/rates';
import { french } from '@maplestone/shared/i18n/fr/index';
import { rateAlertFr } from '@maplestone/shared/i18n/fr/rate-alert';
import { rateHistoryFr } from '@maplestone/shared/i18n/fr/rate-history';
import { ratesFr } from '@maplestone/shared/i18n/fr/rates';
import type { RateHistory } from '@maplestone/shared/schemas/rate-history';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogsProvider } from '../../../web/src/app/dialogs';
import RatesRoute from '../../../web/src/app/routes/rates';
import { BestRateBadge } from '../../../web/src/features/rates/components/best-rate-badge';
import { RateAlertForm } from '../../../web/src/features/rates/components/rate-alert-form';
import { RateHistorySection } from '../../../web/src/features/rates/components/rate-history-section';
import { RatesBoard } from '../../../web/src/features/rates/components/rates-section';
import RateAlertKeepWatchingPage from '../../../web/src/features/rates/routes/rate-alert-keep-watching-page';
import RateAlertUnsubscribePage from '../../../web/src/features/rates/routes/rate-alert-unsubscribe-page';
import { plain } from '../../support/french';
import { stubBrowser } from './support/browser';
import { expectAlerts, quebecVariableAlert, sendAlert } from './support/rate-alert';
import { renderScreen } from './support/render';

// Issue 20, ADR 085: the rates board, the rate history, the rate alert form and its pages read in French at
// their French paths, with fr-CA rates and dates, and as before in English.

const RATE = {
  id: 'rate-on-5-fixed',
  term: '5 year',
  rate_type: 'fixed',
  province: 'Ontario',
  posted_rate: 6.04,
  our_rate: 4.74,
  scraped_at: '2024-03-05T15:00:00.000Z',
};
const SHORT = { ...RATE, id: 'rate-on-3-fixed', term: '3 year', our_rate: 4.89, posted_rate: 5.99 };

const HISTORY: RateHistory = {
  province: 'Ontario',
  range: '5y',
  from: '2021-11-24',
  to: '2026-11-23',
  fixed: {
    region: 'Ontario',
    points: [
      { d: '2026-11-22', v: 4.6 },
      { d: '2026-11-23', v: 4.61 },
    ],
  },
  variable: {
    region: 'Ontario',
    points: [
      { d: '2026-11-22', v: 4.1 },
      { d: '2026-11-23', v: 4.11 },
    ],
  },
  posted: { points: [{ d: '2026-11-18', v: 6.09 }] },
};

/** The public API of the rates pages; every body POSTed to /api/rate-alerts is kept. */
function serveRates() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://site.test');
    if (url.pathname === '/api/rates') return Response.json([RATE, SHORT]);
    if (url.pathname === '/api/rates/best') return Response.json(RATE);
    if (url.pathname === '/api/rates/history') return Response.json(HISTORY);
    if (url.pathname === '/api/rate-alerts' && init.method === 'POST') {
      sent.push(JSON.parse(String(init.body)));
      return Response.json({ confirmation: 'check_inbox' }, { status: 202 });
    }
    if (url.pathname.startsWith('/api/rate-alerts/'))
      return Response.json(
        { error: { code: 'not_found', message: rateAlertMessages.api.notFound } },
        { status: 404 },
      );
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
  return sent;
}

/** The French "keep watching" page (its English twin: /rate-alerts/keep-watching). */
const KEEP_WATCHING_FR = '/fr/alertes-taux/continuer';

beforeEach(() => stubBrowser());
afterEach(() => vi.unstubAllGlobals());

describe('the rates board', () => {
  it('reads in French at /fr/taux: labels, provinces, terms, rates as "4,74 %", the date', async () => {
    serveRates();
    renderScreen(<RatesBoard variant="table" onQuote={() => {}} />, '/fr/taux');
    const cards = await screen.findAllByTestId('rate-card');
    expect(cards).toHaveLength(2);
    const best = cards.find((card) => card.dataset.term === '5 year')!;
    expect(plain(within(best).getByTestId('rate-value').textContent)).toBe('4,74 %');
    expect(within(best).getByText('5 ans, fixe')).toBeTruthy();
    expect(plain(best.textContent)).toContain(`${ratesFr.board.bankPosted} 6,04 %`);
    expect(plain(best.textContent)).toContain(ratesFr.board.save('1,30 %'));
    expect(within(best).getByText(ratesFr.board.lowestRate)).toBeTruthy();
    const quote = plain(ratesFr.board.getThisRateLabel('5 ans, fixe', '4,74 %'));
    expect(within(best).getByRole('button', { name: (name) => plain(name) === quote })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: ratesFr.board.rateType })).toBeTruthy();
    expect(screen.getByRole('radio', { name: french.domain.rateTypes.fixed })).toBeTruthy();
    const province = screen.getByLabelText(ratesFr.board.province) as HTMLSelectElement;
    expect(province.value).toBe('ON');
    expect(within(province).getByRole('option', { name: 'Québec' })).toBeTruthy();
    expect(within(province).getByRole('option', { name: 'Colombie-Britannique' })).toBeTruthy();
    expect(screen.getByTestId('rates-updated').textContent).toBe('5 mars 2024');
    expect(screen.getByText(french.rates.common.note)).toBeTruthy();
  });

  it('reads in English at /rates as before', async () => {
    serveRates();
    renderScreen(<RatesBoard variant="table" onQuote={() => {}} />, '/rates');
    const cards = await screen.findAllByTestId('rate-card');
    const best = cards.find((card) => card.dataset.term === '5 year')!;
    expect(within(best).getByTestId('rate-value').textContent).toBe('4.74%');
    expect(within(best).getByText('5-Year Fixed')).toBeTruthy();
    expect(best.textContent).toContain('Bank posted 6.04%');
    expect(best.textContent).toContain('Save 1.30%');
    expect(within(best).getByRole('button', { name: 'Get this rate: 5-Year Fixed 4.74%' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Rate type' })).toBeTruthy();
    expect(within(screen.getByLabelText('Province')).getByRole('option', { name: 'Quebec' })).toBeTruthy();
    expect(screen.getByTestId('rates-updated').textContent).toBe('March 5, 2024');
  });

  it("the home page's best rate badge says it in French", async () => {
    serveRates();
    renderScreen(<BestRateBadge />, '/fr');
    expect(plain((await screen.findByTestId('best-rate')).textContent)).toBe('4,74 %');
    expect(screen.getByText(french.rates.common.bestRateToday)).toBeTruthy();
    expect(screen.getByText('5 ans, fixe')).toBeTruthy();
  });
});

describe('the /fr/taux page', () => {
  it('has its French title, lead, notes, history and alert form', async () => {
    serveRates();
    renderScreen(
      <DialogsProvider>
        <RatesRoute />
      </DialogsProvider>,
      '/fr/taux',
    );
    expect(screen.getByRole('heading', { level: 1, name: french.rates.page.title })).toBeTruthy();
    expect(screen.getByText(ratesFr.page.lead)).toBeTruthy();
    expect(screen.getByRole('heading', { name: ratesFr.page.fixedTitle })).toBeTruthy();
    expect(screen.getByText(ratesFr.page.variableBody)).toBeTruthy();
    expect(screen.getByRole('heading', { name: rateHistoryFr.title })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: rateAlertFr.form.title })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain(french.rates.page.title));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      ratesFr.page.lead,
    );
  });

  it('is in English at /rates', async () => {
    serveRates();
    renderScreen(
      <DialogsProvider>
        <RatesRoute />
      </DialogsProvider>,
      '/rates',
    );
    expect(screen.getByRole('heading', { level: 1, name: ratesPageWords.title })).toBeTruthy();
    expect(screen.getByText(ratesPageWords.lead)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fixed rates' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: rateAlertMessages.form.title })).toBeTruthy();
  });
});

describe('the rate history chart', () => {
  it('has its French legend, ranges, province and table in fr-CA', async () => {
    serveRates();
    renderScreen(<RateHistorySection province="QC" />, '/fr/taux');
    await screen.findByTestId('rate-history-table');
    const legend = screen.getByTestId('rate-history-legend').textContent;
    for (const name of Object.values(rateHistoryFr.series)) expect(legend).toContain(name);
    expect(
      screen.getByRole('button', { name: rateHistoryFr.ranges['5y'] }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      screen.getAllByRole('img', { name: rateHistoryFr.chartLabel(rateHistoryFr.ranges['5y']) }),
    ).toHaveLength(2);
    expect(screen.getByTestId('rate-history-region').textContent).toBe(rateHistoryFr.region('Québec'));
    const rows = within(screen.getByTestId('rate-history-table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => plain(cell.textContent)));
    expect(rows[0]).toEqual(['23 nov. 2026', '4,61 %', '4,11 %', '—']);
    expect(rows[2]).toEqual(['18 nov. 2026', '—', '—', '6,09 %']);
    // The axis: rates and years in fr-CA.
    const svg = screen.getAllByTestId('rate-history-svg')[0]!;
    expect(plain(svg.textContent)).toContain('4,50 %');
    expect(svg.textContent).toContain(rateHistoryFr.axisRate);
    expect(screen.getByText(plain(rateHistoryFr.source))).toBeTruthy();
  });

  it('keeps its English legend at /rates', async () => {
    serveRates();
    renderScreen(<RateHistorySection province="QC" />, '/rates');
    await screen.findByTestId('rate-history-table');
    const legend = screen.getByTestId('rate-history-legend').textContent;
    for (const name of Object.values(rateHistoryMessages.series)) expect(legend).toContain(name);
    expect(screen.getByTestId('rate-history-region').textContent).toBe(rateHistoryMessages.region('Quebec'));
  });
});

describe('the rate alert form in French', () => {
  const F = rateAlertFr.form;

  it('has French labels, choices and consent; says what is missing in French', async () => {
    serveRates();
    const user = userEvent.setup();
    renderScreen(<RateAlertForm />, '/fr/taux');
    const form = within(screen.getByRole('form', { name: F.title }));
    expect(screen.getByText(F.lead)).toBeTruthy();
    expect(within(form.getByLabelText(F.province)).getByRole('option', { name: 'Québec' })).toBeTruthy();
    expect(within(form.getByLabelText(F.rateType)).getByRole('option', { name: F.variable })).toBeTruthy();
    expect(within(form.getByLabelText(F.term)).getByRole('option', { name: '5 ans' })).toBeTruthy();
    expect(form.getByLabelText(F.target).getAttribute('placeholder')).toBe('4,20');
    expect(form.getByText(F.targetHint)).toBeTruthy();
    expect(form.getByLabelText(F.email)).toBeTruthy();
    expect(form.getByLabelText(CONSENT_TEXTS[RATE_ALERT_CONSENT_VERSIONS.fr])).toBeTruthy();
    await user.click(form.getByRole('button', { name: F.submit }));
    await expectAlerts(form, [F.targetRequired, expect.any(String), F.consentMissing]);
  });

  it('takes 4,20, sends the stored values and language: fr, and confirms in French', async () => {
    const sent = serveRates();
    const user = userEvent.setup();
    renderScreen(<RateAlertForm />, '/fr/taux');
    const form = within(screen.getByRole('form', { name: F.title }));
    await sendAlert(user, form, F, CONSENT_TEXTS[RATE_ALERT_CONSENT_VERSIONS.fr], {
      province: 'Quebec',
      rateType: 'variable',
      term: '3 year',
      target: '4,20',
      email: 'sam@example.com',
    });

    const note = await screen.findByTestId('rate-alert-sent');
    expect(note.textContent).toContain(F.sentTitle);
    expect(plain(note.textContent)).toContain(
      'Nous avons envoyé un lien à sam@example.com. Une fois le lien suivi, nous vous écrirons quand le taux variable de 3 ans (Québec) atteindra 4,20 % ou moins.',
    );
    expect(screen.getByRole('button', { name: F.another })).toBeTruthy();
    expect(sent).toEqual([quebecVariableAlert('fr')]);
  });

  it('also takes 4.20 in French, and says an out-of-range target in French', async () => {
    const sent = serveRates();
    const user = userEvent.setup();
    renderScreen(<RateAlertForm />, '/fr/taux');
    const form = within(screen.getByRole('form', { name: F.title }));
    await sendAlert(user, form, F, CONSENT_TEXTS[RATE_ALERT_CONSENT_VERSIONS.fr], {
      target: '16',
      email: 'sam@example.com',
    });
    await expectAlerts(form, [F.targetRange]);
    expect(plain(F.targetRange)).toBe('Le taux cible doit se situer entre 0,50 % et 15,00 %.');
    await user.clear(form.getByLabelText(F.target));
    await user.type(form.getByLabelText(F.target), '4.20');
    await user.click(form.getByRole('button', { name: F.submit }));
    await screen.findByTestId('rate-alert-sent');
    expect(sent).toMatchObject([{ target: 4.2, language: 'fr' }]);
  });
});

describe('the rate alert pages', () => {
  it('/fr/alertes-taux/desabonnement reads in French, and a dead link says so in French', async () => {
    serveRates();
    const user = userEvent.setup();
    renderScreen(
      <RateAlertUnsubscribePage />,
      '/fr/alertes-taux/desabonnement?token=abc',
      '/fr/alertes-taux/desabonnement',
    );
    expect(screen.getByRole('heading', { level: 1, name: rateAlertFr.unsubscribe.title })).toBeTruthy();
    expect(screen.getByText(rateAlertFr.unsubscribe.lead)).toBeTruthy();
    expect(screen.getByRole('link', { name: rateAlertFr.pages.backToRates }).getAttribute('href')).toBe(
      '/fr/taux',
    );
    await user.click(screen.getByRole('button', { name: rateAlertFr.unsubscribe.button }));
    expect((await screen.findByRole('alert')).textContent).toBe(rateAlertFr.api.notFound);
  });

  it('a "keep watching" link of an alert unsubscribed since says so in French (told apart by the code)', async () => {
    serveRates();
    const answered = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) =>
      new URL(input, 'http://site.test').pathname.endsWith('/rearm')
        ? Response.json(
            { error: { code: 'rate_alert_unsubscribed', message: rateAlertMessages.api.unsubscribed } },
            { status: 404 },
          )
        : answered(input, init),
    );
    const user = userEvent.setup();
    renderScreen(<RateAlertKeepWatchingPage />, `${KEEP_WATCHING_FR}?token=abc`, KEEP_WATCHING_FR);
    await user.click(screen.getByRole('button', { name: rateAlertFr.rearm.button }));
    expect((await screen.findByRole('alert')).textContent).toBe(rateAlertFr.api.unsubscribed);
  });

  it('/rate-alerts/unsubscribe stays in English', () => {
    serveRates();
    renderScreen(<RateAlertUnsubscribePage />, '/rate-alerts/unsubscribe', '/rate-alerts/unsubscribe');
    expect(screen.getByRole('heading', { level: 1, name: rateAlertMessages.unsubscribe.title })).toBeTruthy();
    expect(screen.getByText(rateAlertMessages.pages.missingToken)).toBeTruthy();
    expect(screen.getByRole('link', { name: rateAlertMessages.pages.backToRates }).getAttribute('href')).toBe(
      '/rates',
    );
  });
});
