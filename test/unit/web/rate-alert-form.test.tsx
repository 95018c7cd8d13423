// @vitest-environment jsdom
import { CONSENT_TEXTS, RATE_ALERT_CONSENT_VERSIONS } from '@maplestone/shared/consent';
import { rateAlertMessages } from '@maplestone/shared/i18n/en/rate-alert';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateAlertForm } from '../../../web/src/features/rates/components/rate-alert-form';
import { expectAlerts, quebecVariableAlert, sendAlert } from './support/rate-alert';
import { renderScreen } from './support/render';

const F = rateAlertMessages.form;

/** The API as fetch sees it: POST /api/rate-alerts answers `status` (202: check your inbox); every body sent is kept. */
function serveAlerts(status = 202) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url !== '/api/rate-alerts' || init.method !== 'POST') return Response.json({}, { status: 404 });
    sent.push(JSON.parse(String(init.body)));
    return status === 202
      ? Response.json({ confirmation: 'check_inbox' }, { status })
      : Response.json({ error: { code: 'internal', message: 'boom' } }, { status });
  });
  return sent;
}

function renderForm() {
  const user = userEvent.setup();
  renderScreen(<RateAlertForm />, '/rates');
  return { user, form: within(screen.getByRole('form', { name: F.title })) };
}

describe('"Email me when the rate drops" (issue 21)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names each problem at its field (target, e-mail, consent) and sends nothing', async () => {
    const sent = serveAlerts();
    const { user, form } = renderForm();
    await user.click(form.getByRole('button', { name: F.submit }));
    await expectAlerts(form, [F.targetRequired, expect.any(String), F.consentMissing]);
    await sendAlert(user, form, F, CONSENT_TEXTS[RATE_ALERT_CONSENT_VERSIONS.en], {
      target: '16',
      email: 'sam@example.com',
    });
    await expectAlerts(form, [F.targetRange]);
    expect(form.getByLabelText(F.target).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends the series, target, address and consent, then confirms in words', async () => {
    const sent = serveAlerts();
    const { user, form } = renderForm();
    await sendAlert(user, form, F, CONSENT_TEXTS[RATE_ALERT_CONSENT_VERSIONS.en], {
      province: 'Quebec',
      rateType: 'variable',
      term: '3 year',
      target: '4.2',
      email: ' sam@example.com ',
    });

    const note = await screen.findByTestId('rate-alert-sent');
    expect(note.textContent).toContain(F.sent('sam@example.com', '3-year variable in Quebec', 4.2));
    expect(document.activeElement).toBe(note);
    expect(sent).toEqual([quebecVariableAlert('en')]);
  });

  it('keeps what was typed when the API fails', async () => {
    const sent = serveAlerts(500);
    const { user, form } = renderForm();
    await sendAlert(user, form, F, CONSENT_TEXTS[RATE_ALERT_CONSENT_VERSIONS.en], {
      target: '4.20',
      email: 'sam@example.com',
    });
    // Sent, refused (500), and the form is back as it was, with no confirmation.
    await waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(1));
    await waitFor(() =>
      expect(form.getByRole('button', { name: F.submit }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryByTestId('rate-alert-sent')).toBeNull();
    expect((form.getByLabelText(F.target) as HTMLInputElement).value).toBe('4.20');
    expect((form.getByLabelText(F.email) as HTMLInputElement).value).toBe('sam@example.com');
  });
});
