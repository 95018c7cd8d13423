// @vitest-environment jsdom
import { closingCosts, formatCad, purchaseCostMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ClosingCostsPage from '../../../web/src/features/calculators/routes/closing-costs-page';
import LandTransferTaxPage from '../../../web/src/features/calculators/routes/land-transfer-tax-page';
import { renderScreen } from './support/render';

const LTT = purchaseCostMessages.landTransfer;
const CC = purchaseCostMessages.closingCosts;
const P = purchaseCostMessages.purchase;
const E = purchaseCostMessages.estimateLead;

/** The land transfer tax page with the given purchase entered. */
async function landTransfer({
  province,
  city,
  price,
  firstTimeBuyer = false,
}: {
  province?: string;
  city?: string;
  price?: string;
  firstTimeBuyer?: boolean;
}) {
  const user = userEvent.setup();
  renderScreen(<LandTransferTaxPage />, '/land-transfer-tax-calculator');
  if (province) await user.selectOptions(screen.getByLabelText(P.province), province);
  if (city) await user.selectOptions(screen.getByLabelText(P.city), city);
  if (price !== undefined) {
    await user.clear(screen.getByLabelText(P.price));
    if (price) await user.type(screen.getByLabelText(P.price), price);
  }
  if (firstTimeBuyer) await user.click(screen.getByRole('checkbox', { name: new RegExp(P.firstTimeBuyer) }));
  return user;
}

const figure = (testId: string) => screen.getByTestId(testId).textContent;

/**
 * The bracket table's body rows as a buyer reads them on a wide screen: range, rate, part taxed, tax (jsdom has no
 * layout, so the phone's copy of the part taxed, under the range, is left out here).
 */
function bracketRows(): string[][] {
  return [...screen.getByRole('table').querySelectorAll('tbody tr')]
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => {
        const wide = cell.cloneNode(true) as HTMLElement;
        for (const phoneOnly of wide.querySelectorAll('.sm\\:hidden')) phoneOnly.remove();
        return wide.textContent ?? '';
      }),
    )
    .filter((cells) => cells.length === 4);
}

describe('land transfer tax calculator', () => {
  it("shows Ontario's tax on $500,000 with each bracket, part taxed and source", async () => {
    await landTransfer({ price: '500000' });
    expect(figure('ltt-total')).toBe('$6,475.00');
    expect(figure('ltt-provincial')).toBe('$6,475.00');
    // No city chosen: no municipal tax to show.
    expect(screen.queryByTestId('ltt-municipal')).toBeNull();
    expect(figure('ltt-rebate')).toBe('$0.00');
    expect(bracketRows()).toEqual([
      ['$0 to $55,000', '0.50%', '$55,000.00', '$275.00'],
      ['$55,000 to $250,000', '1.00%', '$195,000.00', '$1,950.00'],
      ['$250,000 to $400,000', '1.50%', '$150,000.00', '$2,250.00'],
      ['$400,000 to $2,000,000', '2.00%', '$100,000.00', '$2,000.00'],
    ]);
    expect(screen.getByTestId('ltt-table-total').textContent).toBe('$6,475.00');
    expect(screen.getByText('Ontario land transfer tax', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText(/Land Transfer Tax Act \(R\.S\.O\. 1990/).textContent).toContain(
      LTT.asOf('November 23, 2026'),
    );
  });

  it("adds Toronto's municipal tax and both first-time buyer rebates", async () => {
    await landTransfer({ city: 'toronto', price: '500000', firstTimeBuyer: true });
    expect(figure('ltt-provincial')).toBe('$6,475.00');
    expect(figure('ltt-municipal')).toBe('$6,475.00');
    expect(figure('ltt-rebate')).toBe('−$8,475.00');
    expect(figure('ltt-total')).toBe('$4,475.00');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getByRole('rowheader', { name: LTT.rebateOf('Ontario land transfer tax') })
        .closest('tr')?.textContent,
    ).toContain('−$4,000.00');
    expect(
      within(table)
        .getByRole('rowheader', { name: LTT.rebateOf('Toronto municipal land transfer tax') })
        .closest('tr')?.textContent,
    ).toContain('−$4,475.00');
  });

  it('gives a BC first-time buyer at $700,000 the exemption on the first $500,000: $4,000 due', async () => {
    await landTransfer({ province: 'BC', price: '700000', firstTimeBuyer: true });
    expect(figure('ltt-provincial')).toBe('$12,000.00');
    expect(figure('ltt-rebate')).toBe('−$8,000.00');
    expect(figure('ltt-total')).toBe('$4,000.00');
    // No city rule in BC: no city to choose.
    expect(screen.queryByLabelText(P.city)).toBeNull();
  });

  it('says when a first-time buyer gets no relief rather than showing a bare $0', async () => {
    await landTransfer({ province: 'MB', price: '300000', firstTimeBuyer: true });
    expect(figure('ltt-total')).toBe('$3,650.00');
    expect(screen.getByText(LTT.noFirstTimeRelief('Manitoba'))).toBeTruthy();
  });

  it.each([
    [
      'NS',
      undefined,
      '500000',
      "We can't calculate Nova Scotia's deed transfer tax yet: each municipality sets its own rate.",
    ],
    ['QC', 'montreal', '400000', LTT.unavailable['rates-unconfirmed'](LTT.montrealCharge)],
    ['QC', undefined, '600000', LTT.unavailable['municipal-rate-varies'](LTT.chargeOf.QC, '$500,000')],
    ['YT', undefined, '500000', LTT.unavailable['no-rule-yet'](LTT.chargeOf.YT)],
  ])(
    'explains why %s (%s) at $%s has no figure, and shows no number',
    async (province, city, price, text) => {
      await landTransfer({ province, city, price });
      const panel = screen.getByTestId('ltt-unavailable');
      expect(within(panel).getByText(text)).toBeTruthy();
      expect(panel.textContent).not.toMatch(/\$\d+\.\d\d/);
      expect(screen.queryByTestId('ltt-total')).toBeNull();
      expect(screen.queryByRole('table')).toBeNull();
    },
  );

  it('asks a Quebec first-time buyer to untick the box rather than guess the credit', async () => {
    await landTransfer({ province: 'QC', price: '300000', firstTimeBuyer: true });
    expect(screen.getByTestId('ltt-unavailable').textContent).toContain(
      LTT.unavailable['first-time-buyer-relief-unconfirmed'](LTT.chargeOf.QC),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(P.firstTimeBuyer) }));
    // 0.5 % of $62,900 + 1 % of $237,100.
    expect(figure('ltt-total')).toBe('$2,685.50');
  });

  it.each([
    ['', P.priceRequired],
    // A text box (typed the page's way): what is not a number says so.
    ['abc', commonWords.invalidNumber],
    ['-5', commonWords.notNegative],
    ['0', P.priceAboveZero],
    ['200000000', commonWords.tooLarge(100_000_000)],
  ])('price %j: says so under the field and shows no figure, never NaN', async (price, message) => {
    await landTransfer({ price });
    const input = screen.getByLabelText(P.price);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByTestId('ltt-empty').textContent).toBe(LTT.empty);
    expect(screen.queryByTestId('ltt-total')).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN/);
  });
});

/** The closing costs page with the given purchase entered. */
async function closing({ province, price, down }: { province?: string; price?: string; down?: string }) {
  const user = userEvent.setup();
  renderScreen(<ClosingCostsPage />, '/closing-costs-calculator');
  if (province) await user.selectOptions(screen.getByLabelText(P.province), province);
  for (const [label, value] of [
    [P.price, price],
    [CC.downPayment, down],
  ] as const) {
    if (value === undefined) continue;
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  return user;
}

/** The row of the breakdown whose label is `label`. */
const row = (label: string) => screen.getByText(label, { selector: 'p' }).closest('li')!;

describe('closing costs calculator', () => {
  it('adds the sales tax on an insured mortgage premium in Ontario, paid in cash', async () => {
    await closing({ price: '500000', down: '25000' });
    // 5 % down: a 4.00 % premium on $475,000 = $19,000; Ontario's 8 % of it = $1,520.
    expect(figure('closing-premium-tax')).toBe('$1,520.00');
    expect(row(CC.premiumSalesTax).textContent).toContain(CC.premiumTax.insured('8.00%', '$19,000.00'));
    expect(figure('closing-ltt')).toBe('$6,475.00');
    const expected = closingCosts({
      province: 'ON',
      price: 500_000,
      downPayment: 25_000,
      firstTimeBuyer: false,
    });
    expect(figure('closing-cash')).toBe(
      `${formatCad(expected.cashToClose.low, { decimals: 0 })} – ${formatCad(expected.cashToClose.high, { decimals: 0 })}`,
    );
    // $25,000 down + $6,475 + $1,520 in taxes + $1,900 to $4,400 of estimates.
    expect(figure('closing-cash')).toBe('$34,895 – $37,395');
    expect(figure('closing-down')).toBe('$25,000');
  });

  it('has no premium tax when 20% or more is down, or where the province has none', async () => {
    await closing({ price: '500000', down: '100000' });
    expect(figure('closing-premium-tax')).toBe('$0.00');
    expect(row(CC.premiumSalesTax).textContent).toContain(CC.premiumTax.notRequired);

    await userEvent.selectOptions(screen.getByLabelText(P.province), 'AB');
    await userEvent.clear(screen.getByLabelText(CC.downPayment));
    await userEvent.type(screen.getByLabelText(CC.downPayment), '25000');
    expect(figure('closing-premium-tax')).toBe('$0.00');
    expect(row(CC.premiumSalesTax).textContent).toContain(
      CC.premiumTax.noTaxInProvince('$19,000.00', 'Alberta'),
    );
  });

  it('marks the four fee ranges as estimates', async () => {
    await closing({});
    for (const [testId, label, range] of [
      ['closing-legalFees', CC.legalFees, '$1,000 – $2,500'],
      ['closing-titleInsurance', CC.titleInsurance, '$200 – $500'],
      ['closing-homeInspection', CC.homeInspection, '$400 – $800'],
      ['closing-appraisal', CC.appraisal, '$300 – $600'],
    ] as const) {
      expect(figure(testId)).toBe(range);
      expect(within(row(label)).getByText(CC.estimate)).toBeTruthy();
    }
  });

  it('leaves the land transfer tax out, and says why, where it cannot be calculated', async () => {
    await closing({ province: 'NS', price: '500000', down: '100000' });
    expect(figure('closing-ltt')).toBe(CC.notAvailable);
    expect(row(CC.landTransferTax).textContent).toContain(
      "We can't calculate Nova Scotia's deed transfer tax yet: each municipality sets its own rate.",
    );
    // Down payment + the estimates only: $100,000 + $1,900 to $4,400.
    expect(figure('closing-cash')).toBe('$101,900 – $104,400');
  });

  it('refuses a down payment above the price without a figure', async () => {
    await closing({ price: '300000', down: '400000' });
    expect(screen.getByRole('alert').textContent).toBe(CC.downPaymentAbovePrice);
    expect(screen.getByTestId('closing-empty').textContent).toBe(CC.empty);
    expect(screen.queryByTestId('closing-cash')).toBeNull();
  });

  it('asks for the price when it is empty, and shows no NaN', async () => {
    await closing({ price: '' });
    expect(screen.getByTestId('closing-empty').textContent).toBe(CC.empty);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(P.priceRequired);
    expect(document.body.textContent).not.toMatch(/NaN/);
  });
});

/** POST /api/leads as the server answers it (201 and an id), each request kept as the browser sent it. */
function serveLeads() {
  const sent: { body: Record<string, unknown>; key: string | undefined }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url !== '/api/leads' || init.method !== 'POST') return Response.json({}, { status: 404 });
    const headers = init.headers as Record<string, string>;
    sent.push({ body: JSON.parse(String(init.body)), key: headers['Idempotency-Key'] });
    return Response.json({ id: `lead-${sent.length}` }, { status: 201 });
  });
  return sent;
}

/** The estimate form, once its code has loaded (it loads beside the page). */
const estimateForm = () => screen.findByRole('form', { name: E.title });

describe('send me this estimate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for a name and a valid e-mail with the quote form's messages, and sends nothing until then", async () => {
    const sent = serveLeads();
    const user = await closing({ price: '500000', down: '25000' });
    const form = within(await estimateForm());
    await user.click(form.getByRole('button', { name: E.submit }));
    await waitFor(() =>
      expect(form.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        commonWords.required,
        commonWords.required,
      ]),
    );
    expect(form.getByLabelText(E.name).getAttribute('aria-invalid')).toBe('true');

    await user.type(form.getByLabelText(E.name), 'Jamie Buyer');
    await user.type(form.getByLabelText(E.email), 'jamie@');
    await user.click(form.getByRole('button', { name: E.submit }));
    await waitFor(() =>
      expect(form.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        commonWords.invalidEmail,
      ]),
    );
    await user.type(form.getByLabelText(/^Phone/), '12');
    await user.click(form.getByRole('button', { name: E.submit }));
    await waitFor(() => expect(form.getAllByRole('alert')).toHaveLength(2));
    expect(form.getAllByRole('alert')[1]?.textContent).toBe(commonWords.invalidPhone);
    expect(sent).toEqual([]);
  });

  it("sends the closing costs inputs only, as a purchase quote, then confirms and can't be sent twice", async () => {
    const sent = serveLeads();
    const user = await closing({ price: '500000', down: '25000' });
    await user.selectOptions(screen.getByLabelText(P.city), 'toronto');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(P.firstTimeBuyer) }));
    await user.selectOptions(screen.getByLabelText(CC.amortization), '30');
    const form = within(await estimateForm());
    await user.type(form.getByLabelText(E.name), '  Jamie Buyer ');
    await user.type(form.getByLabelText(E.email), 'jamie@example.com');
    // Two clicks in a row: one submission (at most one key, so at most one lead).
    await user.dblClick(form.getByRole('button', { name: E.submit }));

    const sentNote = await screen.findByTestId('estimate-sent');
    expect(sentNote.textContent).toContain(E.sentTitle);
    expect(sentNote.textContent).toContain(E.sent('jamie@example.com'));
    expect(document.activeElement).toBe(sentNote);
    // The form is gone: nothing left to click twice.
    expect(screen.queryByRole('form', { name: E.title })).toBeNull();
    expect(new Set(sent.map((request) => request.key)).size).toBe(1);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    // The inputs only: no figures (the server computes them), no quote dialog metadata, no phone left empty.
    expect(sent[0]?.body).toEqual({
      type: 'rate_quote',
      client_name: 'Jamie Buyer',
      client_email: 'jamie@example.com',
      estimate: {
        calculator: 'closing_costs',
        province: 'ON',
        city: 'toronto',
        price: 500_000,
        firstTimeBuyer: true,
        downPayment: 25_000,
        amortization: 30,
      },
      website: '',
      page: '/',
      // The language the form was sent in (ADR 085).
      language: 'en',
    });

    // Asked for again: a new submission, with a key of its own.
    await user.click(screen.getByRole('button', { name: E.sendAnother }));
    const again = within(await estimateForm());
    expect((again.getByLabelText(E.email) as HTMLInputElement).value).toBe('jamie@example.com');
    await user.click(again.getByRole('button', { name: E.submit }));
    await screen.findByTestId('estimate-sent');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });

  it('sends the land transfer tax inputs, and is not offered where the tax cannot be calculated', async () => {
    const sent = serveLeads();
    const user = await landTransfer({ price: '' });
    // No price, no estimate to send.
    await screen.findByTestId('ltt-empty');
    expect(screen.queryByRole('form', { name: E.title })).toBeNull();

    await user.selectOptions(screen.getByLabelText(P.province), 'BC');
    await user.type(screen.getByLabelText(P.price), '700000');
    const form = within(await estimateForm());
    await user.type(form.getByLabelText(E.name), 'Robin');
    await user.type(form.getByLabelText(E.email), 'robin@example.com');
    await user.type(form.getByLabelText(/^Phone/), '604-555-0199');

    // Nova Scotia's tax is not in the core: the form goes, and comes back with a province that has it.
    await user.selectOptions(screen.getByLabelText(P.province), 'NS');
    await screen.findByTestId('ltt-unavailable');
    expect(screen.queryByRole('form', { name: E.title })).toBeNull();
    await user.selectOptions(screen.getByLabelText(P.province), 'BC');

    await user.click((await estimateForm()).querySelector('button[type="submit"]')!);
    await screen.findByTestId('estimate-sent');
    expect(sent.map((request) => request.body)).toEqual([
      {
        type: 'rate_quote',
        client_name: 'Robin',
        client_email: 'robin@example.com',
        client_phone: '604-555-0199',
        estimate: { calculator: 'land_transfer_tax', province: 'BC', price: 700_000, firstTimeBuyer: false },
        website: '',
        page: '/',
        language: 'en',
      },
    ]);
  });

  it('keeps the form, filled in, when the server refuses: no confirmation, and it can be sent again', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls++;
      return Response.json(
        { error: { code: 'validation_failed', message: 'This city is not in the chosen province' } },
        { status: 400 },
      );
    });
    const user = await landTransfer({ price: '500000' });
    const form = within(await estimateForm());
    await user.type(form.getByLabelText(E.name), 'Robin');
    await user.type(form.getByLabelText(E.email), 'robin@example.com');
    const button = form.getByRole('button', { name: E.submit });
    await user.click(button);
    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByTestId('estimate-sent')).toBeNull();
    expect((form.getByLabelText(E.email) as HTMLInputElement).value).toBe('robin@example.com');
  });

  it('hides the closing costs form where the land transfer tax cannot be calculated', async () => {
    await closing({ province: 'NS', price: '500000', down: '100000' });
    await screen.findByTestId('closing-cash');
    // Its code has loaded (the form shows with a province that has the tax), yet here it is not offered.
    await userEvent.selectOptions(screen.getByLabelText(P.province), 'ON');
    await estimateForm();
    await userEvent.selectOptions(screen.getByLabelText(P.province), 'NS');
    expect(screen.queryByRole('form', { name: E.title })).toBeNull();
  });
});
