// @vitest-environment jsdom
import './support/signed-in-fakes';
import { maskDocumentNumber } from '@maplestone/shared/borrower-file';
import { fileWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import type { FintracRecord, FintracRecordRequest } from '@maplestone/shared/schemas/borrower-file';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  brokerFile,
  fileView,
  LEAD_ID,
  PRIMARY,
  renderFilePage,
  serveFile,
  writes,
} from './support/borrower-file';
import { toast } from './support/fake-api';

const m = fileWords.fintrac;

/** What the API keeps and answers of a request: the number masked, who verified, the five years. */
const saved = (body: FintracRecordRequest): FintracRecord => ({
  ...body,
  document_number: maskDocumentNumber(body.document_number),
  verified_by: { id: 'agent-sub', name: 'Sarah Chen' },
  retain_until: '2031-11-20',
  updated_at: '2026-11-20T17:00:00.000Z',
});

function serveFintrac() {
  return serveFile(fileView(brokerFile()), (call, view) => {
    expect(call).toMatchObject({ method: 'PUT', path: `/api/files/${LEAD_ID}/fintrac/${PRIMARY}` });
    return fileView({ ...view.file!, fintrac: { [PRIMARY]: saved(call.body as FintracRecordRequest) } });
  });
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the FINTRAC record', () => {
  it('is refused by the shared schema until complete, a rating above low says why, acting for a third party says who', async () => {
    const user = userEvent.setup();
    const calls = serveFintrac();
    renderFilePage();
    expect(await screen.findByText(m.none)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: m.recordLabel('Marie Tremblay') }));
    const dialog = await screen.findByRole('dialog', { name: m.dialogTitle('Marie Tremblay') });
    // Today's date to start from for the verification and the PEP determination.
    expect((within(dialog).getByLabelText(m.verifiedOn) as HTMLInputElement).value).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );

    await user.click(within(dialog).getByRole('button', { name: m.save }));
    await waitFor(() => expect(within(dialog).getAllByRole('alert').length).toBeGreaterThanOrEqual(4));
    for (const label of [m.method, m.documentType, m.documentNumber, m.jurisdiction, m.riskRating]) {
      expect(within(dialog).getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(writes(calls)).toEqual([]);
    expect(await seriousViolations()).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText(m.method), 'photo_id');
    await user.type(within(dialog).getByLabelText(m.documentType), 'Driver’s licence');
    await user.type(within(dialog).getByLabelText(m.documentNumber), 'T1234-56789-01234');
    await user.type(within(dialog).getByLabelText(m.jurisdiction), 'Ontario');
    await user.selectOptions(within(dialog).getByLabelText(m.riskRating), 'medium');
    await user.click(within(dialog).getByRole('checkbox', { name: m.actingForThirdParty }));
    await user.click(within(dialog).getByRole('button', { name: m.save }));
    // Medium with no reason, and a third party without details: still nothing sent.
    await waitFor(() =>
      expect(within(dialog).getByLabelText(m.riskReasons).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(dialog).getByLabelText(m.thirdPartyDetails).getAttribute('aria-invalid')).toBe('true');
    expect(writes(calls)).toEqual([]);
  });

  it('saves with the full number, toasts, then shows it masked and who verified it', async () => {
    const user = userEvent.setup();
    const calls = serveFintrac();
    renderFilePage();
    await user.click(await screen.findByRole('button', { name: m.recordLabel('Marie Tremblay') }));
    const dialog = await screen.findByRole('dialog', { name: m.dialogTitle('Marie Tremblay') });
    await user.selectOptions(within(dialog).getByLabelText(m.method), 'photo_id');
    await user.type(within(dialog).getByLabelText(m.documentType), 'Passport');
    await user.type(within(dialog).getByLabelText(m.documentNumber), 'GA302922');
    await user.type(within(dialog).getByLabelText(m.jurisdiction), 'Canada');
    await user.type(within(dialog).getByLabelText(m.expiryDate, { exact: false }), '2030-05-01');
    await user.clear(within(dialog).getByLabelText(m.verifiedOn));
    await user.type(within(dialog).getByLabelText(m.verifiedOn), '2026-11-20');
    await user.clear(within(dialog).getByLabelText(m.determinedOn));
    await user.type(within(dialog).getByLabelText(m.determinedOn), '2026-11-20');
    await user.selectOptions(within(dialog).getByLabelText(m.riskRating), 'high');
    await user.type(
      within(dialog).getByLabelText(m.riskReasons),
      'Gift from abroad{Enter}{Enter}Cash deposits ',
    );
    await user.click(within(dialog).getByRole('button', { name: m.save }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      {
        path: `/api/files/${LEAD_ID}/fintrac/${PRIMARY}`,
        method: 'PUT',
        body: {
          method: 'photo_id',
          document_type: 'Passport',
          document_number: 'GA302922',
          jurisdiction: 'Canada',
          expiry_date: '2030-05-01',
          verified_on: '2026-11-20',
          pep_determination: { is_pep: false, is_hio: false, determined_on: '2026-11-20' },
          third_party: { is_acting_for_third_party: false, details: null },
          risk_rating: 'high',
          risk_reasons: ['Gift from abroad', 'Cash deposits'],
        },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(m.saved('Marie Tremblay'));

    const section = screen.getByRole('region', { name: m.title });
    expect(await within(section).findByText(m.verifiedBy('Sarah Chen', 'Nov 20, 2026'))).toBeTruthy();
    expect(within(section).getByText('•••••922')).toBeTruthy();
    expect(within(section).queryByText(/GA302922/)).toBeNull();
    expect(within(section).getByText('Gift from abroad; Cash deposits')).toBeTruthy();

    // Editing asks for the full number again: only its mask is known.
    await user.click(within(section).getByRole('button', { name: m.editLabel('Marie Tremblay') }));
    const again = await screen.findByRole('dialog', { name: m.dialogTitle('Marie Tremblay') });
    const number = within(again).getByLabelText(m.documentNumber) as HTMLInputElement;
    expect(number.value).toBe('');
    expect(within(again).getByText(m.documentNumberAgain('•••••922'))).toBeTruthy();
    expect((within(again).getByLabelText(m.documentType) as HTMLInputElement).value).toBe('Passport');
  });
});
