// @vitest-environment jsdom
import './support/signed-in-fakes';
import { fileWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import type { ChecklistItem } from '@maplestone/shared/schemas/borrower-file';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  AT,
  brokerFile,
  coApplicant,
  fileView,
  item,
  LEAD_ID,
  PRIMARY,
  primary,
  renderFilePage,
  serveFile,
  writes,
} from './support/borrower-file';
import { toast } from './support/fake-api';

const m = fileWords.checklist;

const payStub = item({
  id: 'item-1',
  type: 'pay_stub',
  applicant_id: PRIMARY,
  status: 'uploaded',
  files: [
    {
      id: 'file-1',
      filename: 'pay-stub-november.pdf',
      size: 245_760,
      content_type: 'application/pdf',
      uploaded_at: AT,
    },
  ],
});
const voidCheque = item({ id: 'item-2', type: 'void_cheque' });

/** Answers each write with the file after it, as the API does: the item reviewed, or gone. */
function serveChecklist(items: ChecklistItem[]) {
  return serveFile(fileView(brokerFile({ checklist: items })), (call, view) => {
    const file = view.file!;
    const id = call.path.split('/documents/')[1];
    if (call.method === 'PATCH') {
      const body = call.body as { status: 'accepted' | 'refused'; reason: string | null };
      return fileView({
        ...file,
        checklist: file.checklist.map((entry) =>
          entry.id === id ? { ...entry, status: body.status, reason: body.reason } : entry,
        ),
      });
    }
    if (call.method === 'DELETE') {
      return fileView({ ...file, checklist: file.checklist.filter((entry) => entry.id !== id) });
    }
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
}

beforeEach(() => {
  vi.clearAllMocks();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the checklist', () => {
  it("shows each item's status and files, per applicant and for the file", async () => {
    serveChecklist([payStub, voidCheque]);
    renderFilePage();
    const section = await screen.findByRole('region', { name: m.title });
    expect(within(section).getByRole('heading', { name: m.forFile })).toBeTruthy();
    expect(within(section).getByRole('heading', { name: m.forApplicant('Marie Tremblay') })).toBeTruthy();
    expect(within(section).getByText(m.statuses.uploaded!)).toBeTruthy();
    expect(within(section).getByText(m.statuses.requested!)).toBeTruthy();
    expect(within(section).getByRole('button', { name: m.openFile('pay-stub-november.pdf') })).toBeTruthy();
    // Remove only while nothing is uploaded; Accept and Refuse once something is.
    expect(within(section).queryByRole('button', { name: m.removeLabel(m.types.pay_stub!) })).toBeNull();
    expect(within(section).getByRole('button', { name: m.removeLabel(m.types.void_cheque!) })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: m.acceptLabel(m.types.void_cheque!) })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('refuses a document only with a reason the borrower will see', async () => {
    const user = userEvent.setup();
    const calls = serveChecklist([payStub]);
    renderFilePage();
    await user.click(await screen.findByRole('button', { name: m.refuseLabel(m.types.pay_stub!) }));
    const dialog = await screen.findByRole('dialog', { name: m.refuseTitle(m.types.pay_stub!) });
    expect(within(dialog).getByText(m.refuseText)).toBeTruthy();

    // Without a reason (or with only spaces) nothing is sent and the field says why.
    await user.type(within(dialog).getByLabelText(m.refuseReason), '   ');
    await user.click(within(dialog).getByRole('button', { name: m.refuse }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByLabelText(m.refuseReason).getAttribute('aria-invalid')).toBe('true');
    expect(writes(calls)).toEqual([]);
    expect(await seriousViolations()).toEqual([]);

    await user.type(
      within(dialog).getByLabelText(m.refuseReason),
      'The pay stub is from August; please upload a recent one.',
    );
    await user.click(within(dialog).getByRole('button', { name: m.refuse }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      {
        path: `/api/files/${LEAD_ID}/documents/item-1`,
        method: 'PATCH',
        body: { status: 'refused', reason: 'The pay stub is from August; please upload a recent one.' },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(m.refused(m.types.pay_stub!));
    expect(
      await screen.findByText(m.refusedBecause('The pay stub is from August; please upload a recent one.')),
    ).toBeTruthy();
    expect(screen.getByText(m.statuses.refused!)).toBeTruthy();
  });

  it('accepts an uploaded document', async () => {
    const user = userEvent.setup();
    const calls = serveChecklist([payStub]);
    renderFilePage();
    await user.click(await screen.findByRole('button', { name: m.acceptLabel(m.types.pay_stub!) }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.accepted(m.types.pay_stub!)));
    expect(writes(calls)).toEqual([
      {
        path: `/api/files/${LEAD_ID}/documents/item-1`,
        method: 'PATCH',
        body: { status: 'accepted', reason: null },
      },
    ]);
    expect(await screen.findByText(m.statuses.accepted!)).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.acceptLabel(m.types.pay_stub!) })).toBeNull();
  });

  it('removes an item only after a confirmation', async () => {
    const user = userEvent.setup();
    const calls = serveChecklist([voidCheque]);
    renderFilePage();
    const remove = await screen.findByRole('button', { name: m.removeLabel(m.types.void_cheque!) });
    await user.click(remove);
    let confirm = await screen.findByRole('alertdialog', { name: m.removeTitle(m.types.void_cheque!) });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: m.removeLabel(m.types.void_cheque!) }));
    confirm = await screen.findByRole('alertdialog', { name: m.removeTitle(m.types.void_cheque!) });
    await user.click(within(confirm).getByRole('button', { name: m.removeConfirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes(calls)).toEqual([
      { path: `/api/files/${LEAD_ID}/documents/item-2`, method: 'DELETE', body: undefined },
    ]);
    expect(toast.success).toHaveBeenCalledWith(m.removed(m.types.void_cheque!));
    expect(await screen.findByText(m.empty)).toBeTruthy();
  });

  it('opens a file through its 5-minute link, in a tab opened at the click', async () => {
    const user = userEvent.setup();
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const url = 'http://127.0.0.1:4569/documents/file-1?X-Amz-Expires=300';
    const calls = serveFile(fileView(brokerFile({ checklist: [payStub] })), () => ({
      url,
      expires_at: '2026-11-20T15:05:00.000Z',
    }));
    renderFilePage();
    await user.click(await screen.findByRole('button', { name: m.openFile('pay-stub-november.pdf') }));
    await waitFor(() => expect(tab.location.href).toBe(url));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(calls.at(-1)).toEqual({
      path: `/api/files/${LEAD_ID}/documents/item-1/files/file-1`,
      method: 'GET',
      body: undefined,
    });
  });

  it('asks for standard documents per applicant and for the file, and one of the broker’s own', async () => {
    const user = userEvent.setup();
    const calls = serveFile(
      fileView(brokerFile({ applicants: [primary, coApplicant], checklist: [payStub] })),
      (_call, view) =>
        fileView({
          ...view.file!,
          checklist: [...view.file!.checklist, item({ id: `item-${calls.length}` })],
        }),
    );
    renderFilePage();
    await user.click(await screen.findByRole('button', { name: m.add }));
    const dialog = await screen.findByRole('dialog', { name: m.addTitle });

    // Nothing chosen: the dialog says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: m.request }));
    expect(within(dialog).getByRole('alert').textContent).toBe(m.chooseOne);
    expect(writes(calls)).toEqual([]);

    const forMarie = within(dialog).getByRole('group', { name: m.forApplicant('Marie Tremblay') });
    const forLuc = within(dialog).getByRole('group', { name: m.forApplicant('Luc Tremblay') });
    const forFile = within(dialog).getByRole('group', { name: m.forFile });
    // Marie's pay stub is already asked for.
    const marieStub = within(forMarie).getByRole('checkbox', { name: new RegExp(m.types.pay_stub!) });
    expect((marieStub as HTMLInputElement).disabled).toBe(true);
    await user.click(within(forMarie).getByRole('checkbox', { name: m.types.photo_id }));
    await user.click(within(forLuc).getByRole('checkbox', { name: m.types.photo_id }));
    await user.click(within(forFile).getByRole('checkbox', { name: m.types.purchase_agreement }));
    expect(within(forFile).queryByRole('checkbox', { name: m.types.t4 })).toBeNull();
    await user.type(within(dialog).getByLabelText(m.customLabel, { exact: false }), 'Separation agreement');
    await user.selectOptions(within(dialog).getByLabelText(m.customFor), 'Luc Tremblay');
    expect(await seriousViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: m.request }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls).map((call) => call.body)).toEqual([
      { type: 'purchase_agreement', label: null, applicant_id: null },
      { type: 'photo_id', label: null, applicant_id: PRIMARY },
      { type: 'photo_id', label: null, applicant_id: coApplicant.id },
      { type: 'custom', label: 'Separation agreement', applicant_id: coApplicant.id },
    ]);
    expect(
      writes(calls).every(
        (call) => call.path === `/api/files/${LEAD_ID}/documents` && call.method === 'POST',
      ),
    ).toBe(true);
    expect(toast.success).toHaveBeenCalledWith(m.added(4));
  });
});
