// @vitest-environment jsdom
import './support/signed-in-fakes';
import { fileWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import type { FileStage } from '@maplestone/shared/schemas/borrower-file';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../web/src/lib/api';
import { seriousViolations } from './support/axe';
import { brokerFile, fileView, LEAD_ID, renderFilePage, serveFile, writes } from './support/borrower-file';
import { toast } from './support/fake-api';

const m = fileWords.stage;

/** Answers PATCH …/stage with the file at the stage asked for (and its reason when lost). */
function serveStage(refuse?: ApiError) {
  return serveFile(
    fileView(
      brokerFile({
        submitted_at: '2026-11-20T18:00:00.000Z',
        stage: 'application_submitted',
        stage_history: [
          {
            stage: 'application_started',
            from: 'lead',
            at: '2026-11-20T16:40:00.000Z',
            actor: 'borrower',
            actor_id: null,
            reason: null,
          },
          {
            stage: 'application_submitted',
            from: 'application_started',
            at: '2026-11-20T18:00:00.000Z',
            actor: 'borrower',
            actor_id: null,
            reason: null,
          },
        ],
      }),
    ),
    (call, view) => {
      if (refuse) throw refuse;
      const body = call.body as { stage: FileStage; reason: string | null };
      return fileView({
        ...view.file!,
        stage: body.stage,
        lost_reason: body.stage === 'lost' ? body.reason : null,
      });
    },
  );
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe("the file's stage", () => {
  it('shows the stages forward as steps, the current one marked, and when the application was submitted', async () => {
    serveStage();
    renderFilePage();
    const stepper = await screen.findByRole('list', { name: m.stepper });
    const steps = within(stepper).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.replace(/^\d/, '').replace(/ \(.*\)$/, ''))).toEqual([
      'Lead',
      'Application started',
      'Application submitted',
      'Documents complete',
      'Sent to lender',
      'Approved',
      'Funded',
    ]);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
    expect(steps[1]?.textContent).toContain(m.done);
    // In the browser's own time zone.
    expect(screen.getByText(/^Application submitted on Nov 20, 2026, \d{1,2}:00 [ap]\.m\.$/)).toBeTruthy();
    // Its history, the latest first.
    await userEvent.setup().click(screen.getByText(m.history));
    const history = screen.getByText(m.history).closest('details')!;
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent?.split(': ')[1]),
    ).toEqual(['Application submitted', 'Application started']);
    expect(await seriousViolations()).toEqual([]);
  });

  it('moves to another stage with "Move to…"', async () => {
    const user = userEvent.setup();
    const calls = serveStage();
    renderFilePage();
    const select = await screen.findByLabelText(m.moveLabel);
    expect(within(select).queryByRole('option', { name: m.labels.application_submitted })).toBeNull();
    await user.selectOptions(select, 'sent_to_lender');
    await user.click(screen.getByRole('button', { name: m.move }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.moved(m.labels.sent_to_lender)));
    expect(writes(calls)).toEqual([
      {
        path: `/api/files/${LEAD_ID}/stage`,
        method: 'PATCH',
        body: { stage: 'sent_to_lender', reason: null },
      },
    ]);
    const stepper = screen.getByRole('list', { name: m.stepper });
    expect(
      within(stepper).getByText(m.labels.sent_to_lender).closest('li')?.getAttribute('aria-current'),
    ).toBe('step');
  });

  it('moves to lost only with a reason, and shows the file lost apart from the steps', async () => {
    const user = userEvent.setup();
    const calls = serveStage();
    renderFilePage();
    await user.selectOptions(await screen.findByLabelText(m.moveLabel), 'lost');
    await user.click(screen.getByRole('button', { name: m.move }));
    const dialog = await screen.findByRole('dialog', { name: m.lostTitle });
    await user.click(within(dialog).getByRole('button', { name: m.markLost }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByLabelText(m.reason).getAttribute('aria-invalid')).toBe('true');
    expect(writes(calls)).toEqual([]);

    await user.type(within(dialog).getByLabelText(m.reason), 'Chose their bank');
    await user.click(within(dialog).getByRole('button', { name: m.markLost }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      {
        path: `/api/files/${LEAD_ID}/stage`,
        method: 'PATCH',
        body: { stage: 'lost', reason: 'Chose their bank' },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(m.moved(m.labels.lost));
    expect(await screen.findByText(m.lostBecause('Chose their bank'))).toBeTruthy();
    const stepper = screen.getByRole('list', { name: m.stepper });
    expect(within(stepper).queryByRole('listitem', { current: 'step' })).toBeNull();
  });

  it('says why the API refused a move (documents not complete), and stays where it was', async () => {
    const user = userEvent.setup();
    serveStage(new ApiError(409, 'documents_incomplete', 'The documents are not complete yet.'));
    renderFilePage();
    await user.selectOptions(await screen.findByLabelText(m.moveLabel), 'documents_complete');
    await user.click(screen.getByRole('button', { name: m.move }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The documents are not complete yet.'));
    const stepper = screen.getByRole('list', { name: m.stepper });
    expect(
      within(stepper).getByText(m.labels.application_submitted).closest('li')?.getAttribute('aria-current'),
    ).toBe('step');
  });
});
