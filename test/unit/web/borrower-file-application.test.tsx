// @vitest-environment jsdom
import './support/signed-in-fakes';
import { fileWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import { CONSENT_WORDINGS } from '@maplestone/shared/schemas/borrower-file';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from './support/axe';
import { brokerFile, fileView, PRIMARY, renderFilePage, serveFile } from './support/borrower-file';

const m = fileWords;

beforeEach(() => {
  vi.clearAllMocks();
});

describe("the file's application and consents", () => {
  it('shows each section read-only with its progress, and each consent with its typed name and time', async () => {
    const user = userEvent.setup();
    serveFile(
      fileView(
        brokerFile({
          sections: {
            down_payment: {
              amount: 90_000,
              sources: [
                { type: 'savings', amount: 60_000, donor_name: null, donor_relationship: null },
                { type: 'gift', amount: 30_000, donor_name: 'Jean Tremblay', donor_relationship: 'Father' },
              ],
            },
          },
          consents: [
            {
              kind: 'credit_check',
              version: CONSENT_WORDINGS.credit_check.version,
              language: 'fr',
              typed_name: 'Marie Tremblay',
              signed_at: '2026-11-20T16:45:00.000Z',
              applicant_id: PRIMARY,
            },
          ],
        }),
      ),
    );
    renderFilePage();
    const application = await screen.findByRole('region', { name: m.application.title });
    expect(within(application).getByText(m.application.progress(1, 10))).toBeTruthy();
    expect(within(application).getByRole('progressbar')).toBeTruthy();

    // A section opens to its values: words for choices, dates as dates.
    await user.click(within(application).getByText(m.application.sections.personal!));
    expect(within(application).getByText('Married')).toBeTruthy();
    expect(within(application).getByText('Apr 2, 1988')).toBeTruthy();
    await user.click(within(application).getByText(m.application.sections.down_payment!));
    expect(within(application).getByText('$90,000.00')).toBeTruthy();
    expect(within(application).getByText('Jean Tremblay')).toBeTruthy();
    expect(within(application).getByText('Gift')).toBeTruthy();
    // Nothing saved yet: said so.
    await user.click(within(application).getByText(m.application.sections.mortgage!));
    expect(within(application).getAllByText(m.application.empty).length).toBeGreaterThan(0);

    const consents = screen.getByRole('region', { name: m.consents.title });
    expect(within(consents).getByText(/^Signed “Marie Tremblay” on Nov 20, 2026/)).toBeTruthy();
    expect(
      within(consents).getByText(m.consents.version(CONSENT_WORDINGS.credit_check.version, 'French')),
    ).toBeTruthy();
    expect(within(consents).getByText(m.consents.notSigned)).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });
});
