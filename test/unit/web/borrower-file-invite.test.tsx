// @vitest-environment jsdom
import './support/signed-in-fakes';
import { fileEntryWords, fileWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import LeadFileEntry from '../../../web/src/features/leads/back-office/lead-file-entry';
import { ApiError } from '../../../web/src/lib/api';
import { seriousViolations } from './support/axe';
import {
  brokerFile,
  coApplicant,
  fileView,
  LEAD_ID,
  primary,
  renderFilePage,
  serveFile,
  writes,
} from './support/borrower-file';
import { answerRequests, toast } from './support/fake-api';
import { renderScreen } from './support/render';

const m = fileWords;

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the file desk, before any file', () => {
  it('offers "Invite borrower"; the dialog sends name, e-mail, role and language, then shows the file', async () => {
    const user = userEvent.setup();
    const calls = serveFile(fileView(null), (call) => {
      expect(call).toMatchObject({ method: 'POST', path: `/api/files/${LEAD_ID}/applicants` });
      return fileView(brokerFile({ stage: 'lead', applicant_sections: {}, progress: {} }));
    });
    renderFilePage();

    expect(await screen.findByRole('heading', { level: 2, name: 'Marie Tremblay' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: m.none.title })).toBeTruthy();
    // No stage, checklist or FINTRAC record before the first invitation.
    expect(screen.queryByRole('list', { name: m.stage.stepper })).toBeNull();
    expect(screen.queryByRole('button', { name: m.downloads.pdf })).toBeNull();
    expect(await seriousViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: m.applicants.invite }));
    const dialog = await screen.findByRole('dialog', { name: m.applicants.dialogTitle });
    // The lead's name to start from; the role is the primary's, the only one a first invitation may have.
    expect((within(dialog).getByLabelText(m.applicants.name) as HTMLInputElement).value).toBe(
      'Marie Tremblay',
    );
    const role = within(dialog).getByLabelText(m.applicants.role) as HTMLSelectElement;
    expect(role.value).toBe('primary');
    expect(within(dialog).queryByLabelText(m.applicants.relationshipLabel, { exact: false })).toBeNull();

    // The shared schema refuses a missing e-mail before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: m.applicants.send }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    await user.type(within(dialog).getByLabelText(m.applicants.email), 'marie@example.com');
    await user.selectOptions(within(dialog).getByLabelText(m.applicants.language), 'fr');
    await user.click(within(dialog).getByRole('button', { name: m.applicants.send }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      {
        path: `/api/files/${LEAD_ID}/applicants`,
        method: 'POST',
        body: {
          name: 'Marie Tremblay',
          email: 'marie@example.com',
          role: 'primary',
          relationship: null,
          language: 'fr',
        },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(m.applicants.invited('Marie Tremblay'));
    // The file the answer holds is shown at once: its stepper and its applicant with "Resend invitation".
    expect(await screen.findByRole('list', { name: m.stage.stepper })).toBeTruthy();
    expect(screen.getByRole('button', { name: m.applicants.resendLabel('Marie Tremblay') })).toBeTruthy();
  });

  it('adds a co-applicant with their relationship', async () => {
    const user = userEvent.setup();
    const calls = serveFile(fileView(brokerFile()), () =>
      fileView(brokerFile({ applicants: [primary, coApplicant] })),
    );
    renderFilePage();
    await user.click(await screen.findByRole('button', { name: m.applicants.addCoApplicant }));
    const dialog = await screen.findByRole('dialog', { name: m.applicants.coDialogTitle });
    expect((within(dialog).getByLabelText(m.applicants.role) as HTMLSelectElement).value).toBe(
      'co_applicant',
    );
    await user.type(within(dialog).getByLabelText(m.applicants.name), 'Luc Tremblay');
    await user.type(within(dialog).getByLabelText(m.applicants.email), 'luc@example.com');
    await user.type(
      within(dialog).getByLabelText(m.applicants.relationshipLabel, { exact: false }),
      'Spouse',
    );
    await user.click(within(dialog).getByRole('button', { name: m.applicants.send }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({
      name: 'Luc Tremblay',
      email: 'luc@example.com',
      role: 'co_applicant',
      relationship: 'Spouse',
      language: 'en',
    });
    expect(await screen.findByText(m.applicants.notSignedIn, { exact: false })).toBeTruthy();
  });

  it('says so when the file is full (four applicants)', async () => {
    const four = [
      primary,
      coApplicant,
      { ...coApplicant, id: 'applicant-3' },
      { ...coApplicant, id: 'applicant-4' },
    ];
    serveFile(fileView(brokerFile({ applicants: four })));
    renderFilePage();
    expect(await screen.findByText(m.applicants.full)).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.applicants.addCoApplicant })).toBeNull();
  });

  it('sends the invitation again, and says the earlier link no longer works', async () => {
    const user = userEvent.setup();
    const calls = serveFile(fileView(brokerFile()), () => null);
    renderFilePage();
    await user.click(await screen.findByRole('button', { name: m.applicants.resendLabel('Marie Tremblay') }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.applicants.resent('Marie Tremblay')));
    expect(writes(calls)).toEqual([
      { path: `/api/files/${LEAD_ID}/applicants/applicant-1/invitation`, method: 'POST', body: undefined },
    ]);
  });

  it('says a lead the broker may not open is not found (404)', async () => {
    answerRequests(() => {
      throw new ApiError(404, 'not_found', 'Not found');
    });
    renderFilePage();
    expect(await screen.findByText(m.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: m.back }).getAttribute('href')).toBe(
      `/agent-dashboard/leads?lead=${LEAD_ID}`,
    );
  });
});

describe("the lead detail's entry", () => {
  it('says "Invite borrower" when the lead has no file, and links to its page in the same area', async () => {
    answerRequests(() => fileView(null));
    renderScreen(<LeadFileEntry leadId={LEAD_ID} />, '/super-admin/leads');
    const link = await screen.findByRole('link', { name: fileEntryWords.invite });
    expect(link.getAttribute('href')).toBe(`/super-admin/files/${LEAD_ID}`);
    expect(screen.getByText(fileEntryWords.none)).toBeTruthy();
  });

  it('says "Open file" with its stage once there is one', async () => {
    answerRequests(() => fileView(brokerFile({ stage: 'application_submitted' })));
    renderScreen(<LeadFileEntry leadId={LEAD_ID} />, '/agent-dashboard/leads');
    const link = await screen.findByRole('link', { name: fileEntryWords.open });
    expect(link.getAttribute('href')).toBe(`/agent-dashboard/files/${LEAD_ID}`);
    expect(await screen.findByText(fileEntryWords.stage('Application submitted'))).toBeTruthy();
  });
});
