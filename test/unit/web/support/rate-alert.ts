import { waitFor, type within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** The rate alert form's labels, in either language (rateAlertMessages.form, rateAlertFr.form). */
type FormWords = {
  province: string;
  rateType: string;
  term: string;
  target: string;
  email: string;
  submit: string;
};

/**
 * Fills in the rate alert `form` as a visitor does and sends it: the series when given, the target and the
 * e-mail address as typed, then the consent box (labelled `consent`) and the form's submit button.
 */
export async function sendAlert(
  user: ReturnType<typeof userEvent.setup>,
  form: ReturnType<typeof within>,
  words: FormWords,
  consent: string,
  alert: { province?: string; rateType?: string; term?: string; target: string; email: string },
) {
  if (alert.province) await user.selectOptions(form.getByLabelText(words.province), alert.province);
  if (alert.rateType) await user.selectOptions(form.getByLabelText(words.rateType), alert.rateType);
  if (alert.term) await user.selectOptions(form.getByLabelText(words.term), alert.term);
  await user.type(form.getByLabelText(words.target), alert.target);
  await user.type(form.getByLabelText(words.email), alert.email);
  await user.click(form.getByLabelText(consent));
  await user.click(form.getByRole('button', { name: words.submit }));
}

/** Waits until the rate alert `form`'s alerts say `expected`, in their order on the form. */
export async function expectAlerts(form: ReturnType<typeof within>, expected: unknown[]) {
  await waitFor(() =>
    expect(form.getAllByRole('alert').map((alert: HTMLElement) => alert.textContent)).toEqual(expected),
  );
}

/** What POST /api/rate-alerts receives for sam@example.com's alert on Quebec's 3-year variable at 4.2 %, sent from a page in `language`. */
export const quebecVariableAlert = (language: 'en' | 'fr') => ({
  email: 'sam@example.com',
  province: 'Quebec',
  rate_type: 'variable',
  term: '3 year',
  target: 4.2,
  consent: true,
  // The page's language (issue 20): the alert's e-mail is written in it.
  language,
  website: '',
});
