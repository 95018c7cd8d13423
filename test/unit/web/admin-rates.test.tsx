// @vitest-environment jsdom
import './support/signed-in-fakes';
import { adminMessages, type Rate, staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { ratesCommonWords } from '@maplestone/shared/i18n/en/rates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RatesPanel from '../../../web/src/features/rates/super-admin/rates-panel';
import { ApiError } from '../../../web/src/lib/api';
import { seriousViolations } from './support/axe';
import { stubBrowser } from './support/browser';
import { cancelThenDelete } from './support/confirm-delete';
import { answerRequests, type Call, toast } from './support/fake-api';
import { renderWithQuery } from './support/render';
import { failedThenRetry } from './support/retry';
import { cellTexts } from './support/table';

// The fake API keeps its rates and answers as /api/admin/rates does.

const m = ratesCommonWords;
const t = adminMessages.rates;

const rate = (fields: Partial<Rate> & Pick<Rate, 'id' | 'term' | 'province' | 'our_rate'>): Rate => ({
  rate_type: 'fixed',
  posted_rate: 6.49,
  is_active: true,
  mortgage_type: 'Conventional',
  source_url: 'Manual Entry',
  scraped_at: null,
  updated_at: '2026-03-01T12:00:00.000Z',
  ...fields,
});

/** The API lists rates lowest our_rate first; the table shows them by term (1, 3, 5, 7 year). */
const seed = (): Rate[] => [
  rate({ id: 'r7', term: '7 year', province: 'Ontario', our_rate: 3.99 }),
  rate({ id: 'r5', term: '5 year', province: 'Ontario', our_rate: 4.79 }),
  rate({
    id: 'r1',
    term: '1 year',
    province: 'Quebec',
    our_rate: 5.2,
    posted_rate: null,
    rate_type: 'variable',
    source_url: 'https://www.ratehub.ca/best-mortgage-rates',
  }),
  rate({ id: 'r3', term: '3 year', province: 'Ontario', our_rate: 5.34, is_active: false }),
];
/** How the row's buttons name the 5-year Ontario rate. */
const FIVE = '5 year fixed, Ontario, Manual Entry';

let calls: Call[];
let store: Rate[];
/** Overrides the fake API for one call (return undefined to let the store answer). */
let override: (call: Call) => unknown;

function storeAnswer({ path, method, body }: Call): unknown {
  // The tab also shows the rate alert counts (ADR 082): none here.
  if (path === '/api/admin/rate-alerts/summary') return { series: [] };
  const id = path.split('/').pop();
  if (method === 'GET') return store;
  if (method === 'PATCH') {
    store = store.map((r) => (r.id === id ? { ...r, ...(body as Partial<Rate>) } : r));
    return store.find((r) => r.id === id);
  }
  if (method === 'DELETE') {
    store = store.filter((r) => r.id !== id);
    return null;
  }
  if (path.endsWith('/scrape')) return { message: 'Scraped 12 rates: 3 new, 2 updated.' };
  const added = { ...rate({ ...(body as Rate), id: 'r-new' }), source_url: 'Manual Entry' };
  store = [...store, added];
  return added;
}

beforeEach(() => {
  store = seed();
  override = () => undefined;
  calls = answerRequests(async (call) => (await override(call)) ?? storeAnswer(call));
});
afterEach(() => vi.resetAllMocks());

const writes = () => calls.filter((call) => call.method !== 'GET');

/** A promise settled from the test, to see what shows while a call is still running. */
function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function renderPanel(query = '') {
  const user = userEvent.setup();
  renderWithQuery(<RatesPanel />, `/super-admin/rates${query}`);
  return user;
}

const table = () => screen.getByRole('table', { name: t.allRates });

/** Opens the inline edit of the cell named `cell`, which shows `shown`, and returns its input. */
async function editCell(user: ReturnType<typeof renderPanel>, cell: string, shown: string) {
  await user.click(await screen.findByRole('button', { name: `Edit ${cell}: ${shown}` }));
  return screen.getByRole('spinbutton', { name: cell }) as HTMLInputElement;
}

/** Types `keys` into the inline edit `input` in place of its value. */
async function retype(user: ReturnType<typeof renderPanel>, input: HTMLElement, keys: string) {
  await user.clear(input);
  await user.type(input, keys);
}
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowText = () => bodyRows().map((row) => row.textContent);

describe('the super admin Rates panel', () => {
  it('lists every rate by term (1, 3, 5, 7 year) with 3 decimals, its status and its source', async () => {
    renderPanel();
    await screen.findByRole('button', { name: `Edit ${t.oursOf(FIVE)}: 4.790%` });
    const [one, three, five, seven] = bodyRows() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(rowText().map((text) => text?.match(/\d year/)?.[0])).toEqual([
      '1 year',
      '3 year',
      '5 year',
      '7 year',
    ]);

    expect(within(five).getByText('6.490%')).toBeTruthy();
    expect(within(five).getByText('4.790%')).toBeTruthy();
    expect(within(five).getByText('Manual Entry')).toBeTruthy();
    expect(within(five).getByRole('button', { name: t.toggle(true, FIVE) }).textContent).toBe(t.active);
    expect(within(three).getByRole('button', { name: /^Inactive: activate 3 year fixed/ })).toBeTruthy();
    // A scraped rate names its source's site and links to the page it was read from.
    const source = within(one).getByRole('link', { name: 'ratehub.ca' });
    expect(source.getAttribute('href')).toBe('https://www.ratehub.ca/best-mortgage-rates');
    expect(within(one).getByText('—')).toBeTruthy();
    expect(within(seven).getByText('3.990%')).toBeTruthy();
    expect(calls.find((call) => call.path.startsWith('/api/admin/rates'))?.path).toBe(
      '/api/admin/rates?status=all',
    );
  });

  it('says which of two rates for one term the public site shows, and why the other is not (issue 35)', async () => {
    store = [
      ...seed(),
      rate({
        id: 'r5-scraped',
        term: '5 year',
        province: 'Ontario',
        our_rate: 4.59,
        source_url: 'https://www.ratehub.ca/best-mortgage-rates',
      }),
    ];
    renderPanel();
    await screen.findByRole('button', { name: `Edit ${t.oursOf(FIVE)}: 4.790%` });
    const fives = bodyRows().filter((row) => row.textContent?.includes('5 year')) as HTMLElement[];
    const scraped = fives.find((row) => within(row).queryByRole('link', { name: 'ratehub.ca' }))!;
    const manual = fives.find((row) => row !== scraped)!;
    expect(within(scraped).getByText(t.shownPublicly)).toBeTruthy();
    expect(within(manual).getByText(t.passedOver('ratehub.ca', '4.590%'))).toBeTruthy();
    // An inactive rate is not on the site at all: no line.
    const three = bodyRows().find((row) => row.textContent?.includes('3 year')) as HTMLElement;
    expect(within(three).queryByText(t.shownPublicly)).toBeNull();
  });

  it('has no serious or critical axe violation, on both tabs and in the delete confirmation', async () => {
    const user = renderPanel();
    await screen.findByRole('button', { name: `Edit ${t.oursOf(FIVE)}: 4.790%` });
    expect(await seriousViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: t.delete(FIVE) }));
    await screen.findByRole('alertdialog');
    expect(await seriousViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('tab', { name: t.addManually }));
    await screen.findByLabelText(t.fields.ours);
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('edits our rate in place: Enter saves the 3-decimal value with a PATCH and the cell shows it', async () => {
    const user = renderPanel();
    const input = await editCell(user, t.oursOf(FIVE), '4.790%');
    await retype(user, input, '4.625{Enter}');

    expect(await screen.findByRole('button', { name: `Edit ${t.oursOf(FIVE)}: 4.625%` })).toBeTruthy();
    expect(writes()).toEqual([{ path: '/api/admin/rates/r5', method: 'PATCH', body: { our_rate: 4.625 } }]);
    expect(toast.success).toHaveBeenCalledWith(t.updated);
  });

  it('Escape cancels an inline edit and sends nothing', async () => {
    const user = renderPanel();
    const input = await editCell(user, t.postedOf(FIVE), '6.490%');
    await retype(user, input, '7.1{Escape}');

    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.getByRole('button', { name: `Edit ${t.postedOf(FIVE)}: 6.490%` })).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it("refuses an invalid rate with the shared schema's message and sends nothing", async () => {
    const user = renderPanel();
    const input = await editCell(user, t.oursOf(FIVE), '4.790%');

    await retype(user, input, '30{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(commonWords.outOfRange);
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await retype(user, input, '4.1234{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(commonWords.tooManyDecimals(3));

    await retype(user, input, '{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(commonWords.invalidNumber);
    expect(writes()).toEqual([]);
  });

  it('a rate without a posted rate opens empty and takes one', async () => {
    const user = renderPanel();
    const one = '1 year variable, Quebec, ratehub.ca';
    const input = await editCell(user, t.postedOf(one), '—');
    expect(input.value).toBe('');
    await user.type(input, '6.2{Enter}');
    expect(await screen.findByRole('button', { name: `Edit ${t.postedOf(one)}: 6.200%` })).toBeTruthy();
    expect(writes()).toEqual([{ path: '/api/admin/rates/r1', method: 'PATCH', body: { posted_rate: 6.2 } }]);
  });

  it("toggles the status badge at once, and puts it back with 'Failed to update rate status' when the call fails", async () => {
    const user = renderPanel();
    const call = deferred();
    override = ({ method }) => (method === 'PATCH' ? call.promise : undefined);
    await user.click(await screen.findByRole('button', { name: t.toggle(true, FIVE) }));

    // Shown switched before the API has answered.
    const switched = await screen.findByRole('button', { name: t.toggle(false, FIVE) });
    expect(switched.textContent).toBe(t.inactive);
    expect(writes()).toEqual([{ path: '/api/admin/rates/r5', method: 'PATCH', body: { is_active: false } }]);

    call.reject(new ApiError(500, 'internal', 'boom'));
    expect(await screen.findByRole('button', { name: t.toggle(true, FIVE) })).toBeTruthy();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(t.statusFailed));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('switches an inactive rate back on and says so', async () => {
    const user = renderPanel();
    const three = '3 year fixed, Ontario, Manual Entry';
    await user.click(await screen.findByRole('button', { name: t.toggle(false, three) }));
    expect(await screen.findByRole('button', { name: t.toggle(true, three) })).toBeTruthy();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(t.statusUpdated(true)));
    expect(writes()).toEqual([{ path: '/api/admin/rates/r3', method: 'PATCH', body: { is_active: true } }]);
  });

  it("runs the scrape, showing that it runs, then the job's message", async () => {
    const user = renderPanel();
    await screen.findByRole('table', { name: t.allRates });
    const call = deferred();
    override = ({ path }) => (path.endsWith('/scrape') ? call.promise : undefined);
    const button = screen.getByRole('button', { name: t.scrape });
    await user.click(button);

    expect(await screen.findByText(t.scraping)).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    call.resolve({ message: 'Scraped 12 rates: 3 new, 2 updated.' });

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Scraped 12 rates: 3 new, 2 updated.'));
    expect(screen.queryByText(t.scraping)).toBeNull();
    expect(writes()).toEqual([{ path: '/api/admin/rates/scrape', method: 'POST', body: undefined }]);
  });

  it("says 'Failed to scrape rates. Please try again.' when the scrape fails", async () => {
    const user = renderPanel();
    await screen.findByRole('table', { name: t.allRates });
    override = ({ path }) => {
      if (path.endsWith('/scrape'))
        throw new ApiError(502, 'scrape_failed', staffMessages.rates.scrapeFailed);
    };
    await user.click(screen.getByRole('button', { name: t.scrape }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(staffMessages.rates.scrapeFailed));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('filters by province, term, type and source, each kept in the URL', async () => {
    const user = renderPanel();
    await screen.findByRole('table', { name: t.allRates });
    await user.selectOptions(screen.getByRole('combobox', { name: t.columns.province }), 'Ontario');
    expect(bodyRows()).toHaveLength(3);
    await user.selectOptions(screen.getByRole('combobox', { name: t.columns.term }), '5 year');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'query' }).textContent).toBe(
      '?rates_province=Ontario&rates_term=5+year',
    );
  });

  it('reads its filters from the URL: a bookmarked type and source show only their rates', async () => {
    renderPanel('?rates_type=variable&rates_source=ratehub.ca');
    await screen.findByRole('table', { name: t.allRates });
    expect(bodyRows()).toHaveLength(1);
    expect(rowText()[0]).toContain('Quebec');
    expect((screen.getByRole('combobox', { name: t.columns.type }) as HTMLSelectElement).value).toBe(
      'variable',
    );
    expect((screen.getByRole('combobox', { name: t.columns.source }) as HTMLSelectElement).value).toBe(
      'ratehub.ca',
    );
  });

  it('asks before deleting a rate: Cancel sends nothing, Delete removes it', async () => {
    const user = renderPanel();
    await cancelThenDelete(user, { label: t.delete(FIVE), title: t.deleteTitle(FIVE), writes });
    await waitFor(() => expect(screen.queryByRole('button', { name: t.delete(FIVE) })).toBeNull());
    expect(writes()).toEqual([{ path: '/api/admin/rates/r5', method: 'DELETE', body: undefined }]);
    expect(toast.success).toHaveBeenCalledWith(t.deleted);
  });

  it("says 'Failed to delete rate' when a delete fails, and keeps the rate", async () => {
    const user = renderPanel();
    override = ({ method }) => {
      if (method === 'DELETE') throw new ApiError(500, 'internal', 'boom');
    };
    await user.click(await screen.findByRole('button', { name: t.delete(FIVE) }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(t.deleteFailed));
    expect(screen.getByRole('button', { name: t.delete(FIVE) })).toBeTruthy();
  });

  it('adds a rate by hand: posted and our rate required, then sent with its choices', async () => {
    const user = renderPanel('?rates_view=add');
    const add = await screen.findByRole('button', { name: t.add });
    await user.click(add);
    const ours = screen.getByLabelText(t.fields.ours);
    await waitFor(() => expect(ours.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(commonWords.required)).toHaveLength(2);
    expect(writes()).toEqual([]);

    await user.selectOptions(screen.getByLabelText(t.fields.province), 'British Columbia');
    await user.selectOptions(screen.getByLabelText(t.fields.term), '3 year');
    await user.selectOptions(screen.getByLabelText(t.fields.type), 'variable');
    await user.selectOptions(screen.getByLabelText(t.fields.mortgageType), 'High-Ratio');
    await user.type(screen.getByLabelText(t.fields.posted), '6.15');
    await user.type(ours, '4.875');
    await user.click(add);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(t.added));
    expect(writes()).toEqual([
      {
        path: '/api/admin/rates',
        method: 'POST',
        body: {
          province: 'British Columbia',
          term: '3 year',
          rate_type: 'variable',
          mortgage_type: 'High-Ratio',
          posted_rate: 6.15,
          our_rate: 4.875,
          is_active: true,
        },
      },
    ]);
    // Ready for the next one: the figures cleared, the choices kept.
    await waitFor(() => expect((ours as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText(t.fields.province) as HTMLSelectElement).value).toBe('British Columbia');
  });

  it("says 'Failed to add rate' when the API refuses, keeping what was typed", async () => {
    const user = renderPanel();
    override = ({ method }) => {
      if (method === 'POST') throw new ApiError(500, 'internal', 'boom');
    };
    await user.click(await screen.findByRole('tab', { name: t.addManually }));
    expect(screen.getByRole('status', { name: 'query' }).textContent).toBe('?rates_view=add');
    await user.type(screen.getByLabelText(t.fields.posted), '6.15');
    await user.type(screen.getByLabelText(t.fields.ours), '4.875');
    await user.click(screen.getByRole('button', { name: t.add }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(t.addFailed));
    expect((screen.getByLabelText(t.fields.ours) as HTMLInputElement).value).toBe('4.875');
  });

  it('shows how many rate alerts exist for each target, waiting and fired (issue 21, ADR 082)', async () => {
    override = ({ path }) =>
      path === '/api/admin/rate-alerts/summary'
        ? {
            series: [
              {
                province: 'Ontario',
                rate_type: 'fixed',
                term: '5 year',
                target: 3.9,
                armed: 3,
                fired: 2,
                unsubscribed: 1,
              },
              {
                province: 'Ontario',
                rate_type: 'fixed',
                term: '5 year',
                target: 4.2,
                armed: 1,
                fired: 0,
                unsubscribed: 0,
              },
            ],
          }
        : undefined;
    renderPanel();
    const table = await screen.findByTestId('rate-alert-counts');
    const rows = within(table).getAllByRole('row', { name: /Ontario/ });
    expect(rows.map(cellTexts)).toEqual([
      ['fixed', '5 year', '3.90%', '3', '2', '1'],
      ['fixed', '5 year', '4.20%', '1', '0', '0'],
    ]);
  });

  it("says 'Failed to fetch rates' when the list cannot be loaded, with Retry", async () => {
    override = ({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/admin/rates'))
        throw new ApiError(500, 'internal', 'boom');
    };
    renderPanel();
    await failedThenRetry(m.fetchFailed, () => {
      override = () => undefined;
    });
    expect(await screen.findByRole('table', { name: t.allRates })).toBeTruthy();
  });
});

describe('the Rates panel below 768 px (issue 35)', () => {
  beforeEach(() => stubBrowser({ narrow: true }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows each rate as a card headed by its province, edited in place and toggled as in the table', async () => {
    const user = renderPanel();
    const list = await screen.findByRole('list', { name: t.allRates });
    const cards = within(list).getAllByRole('listitem');
    // By term, as the table: 1, 3, 5, 7 year.
    expect(cards.map((card) => card.textContent?.match(/\d year/)?.[0])).toEqual([
      '1 year',
      '3 year',
      '5 year',
      '7 year',
    ]);
    const five = cards[2]!;
    expect(within(five).getByRole('heading', { level: 3 }).textContent).toBe('Ontario');
    expect(
      within(five)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      t.columns.term,
      t.columns.type,
      t.columns.mortgageType,
      t.columns.posted,
      t.columns.ours,
      t.columns.status,
      t.columns.source,
    ]);
    expect(within(five).getByText('Manual Entry')).toBeTruthy();
    expect(within(five).getByRole('button', { name: t.delete(FIVE) })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    const input = await editCell(user, t.oursOf(FIVE), '4.790%');
    await retype(user, input, '4.625{Enter}');
    expect(await within(five).findByRole('button', { name: `Edit ${t.oursOf(FIVE)}: 4.625%` })).toBeTruthy();
    await user.click(within(five).getByRole('button', { name: t.toggle(true, FIVE) }));
    expect(writes()).toEqual([
      { path: '/api/admin/rates/r5', method: 'PATCH', body: { our_rate: 4.625 } },
      { path: '/api/admin/rates/r5', method: 'PATCH', body: { is_active: false } },
    ]);
  });
});
