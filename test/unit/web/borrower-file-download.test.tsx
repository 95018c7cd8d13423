// @vitest-environment jsdom
import './support/signed-in-fakes';
import { fileWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadName } from '../../../web/src/features/borrower-file/back-office/api';
import { ApiError, type Download } from '../../../web/src/lib/api';
import { brokerFile, fileView, LEAD_ID, renderFilePage, serveFile } from './support/borrower-file';
import { api, toast } from './support/fake-api';

// jsdom saves no files: what would be handed to the browser is recorded instead.
const saved = vi.hoisted(() => vi.fn());
vi.mock('../../../web/src/lib/save-file', () => ({ saveFile: saved }));

const m = fileWords.downloads;

/** authedDownload answers when the test says so. */
function deferDownload() {
  let settle!: { resolve: (download: Download) => void; reject: (error: unknown) => void };
  api.authedDownload.mockImplementation(
    () =>
      new Promise<Download>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return () => settle;
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe("the file's PDF and JSON", () => {
  it('shows the PDF being prepared, then saves it as file-<lead name>.pdf', async () => {
    const user = userEvent.setup();
    serveFile(fileView(brokerFile()));
    const settle = deferDownload();
    renderFilePage();
    const pdf = await screen.findByRole('button', { name: m.pdf });
    await user.click(pdf);

    expect(api.authedDownload).toHaveBeenCalledWith(`/api/files/${LEAD_ID}/pdf`);
    // Pending: the button is busy and says so, the JSON waits, and a status line tells screen readers.
    expect(pdf.textContent).toBe(m.pdfPending);
    expect((pdf as HTMLButtonElement).disabled).toBe(true);
    expect(pdf.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: m.json }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(m.pdfPending);
    expect(saved).not.toHaveBeenCalled();

    const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    settle().resolve({ blob, filename: 'borrower-file-marie-tremblay-2026-11-20.pdf' });
    await waitFor(() => expect(saved).toHaveBeenCalledWith(blob, 'file-Marie Tremblay.pdf'));
    expect(toast.success).toHaveBeenCalledWith(m.downloaded);
    await waitFor(() => expect(pdf.textContent).toBe(m.pdf));
    expect((pdf as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('saves the JSON as file-<lead name>.json, and says so when a download fails', async () => {
    const user = userEvent.setup();
    serveFile(fileView(brokerFile()));
    const settle = deferDownload();
    renderFilePage();
    await user.click(await screen.findByRole('button', { name: m.json }));
    expect(api.authedDownload).toHaveBeenCalledWith(`/api/files/${LEAD_ID}/json`);
    expect(screen.getByRole('button', { name: m.jsonPending })).toBeTruthy();
    const blob = new Blob(['{}'], { type: 'application/json' });
    settle().resolve({ blob, filename: null });
    await waitFor(() => expect(saved).toHaveBeenCalledWith(blob, 'file-Marie Tremblay.json'));

    await user.click(screen.getByRole('button', { name: m.pdf }));
    settle().reject(new ApiError(500, 'internal', 'Internal error'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(m.failed));
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('names the file after the lead, without characters a file system refuses', () => {
    expect(downloadName('Marie Tremblay', 'pdf')).toBe('file-Marie Tremblay.pdf');
    expect(downloadName('A/B: "C"  D', 'json')).toBe('file-A B C D.json');
    expect(downloadName('  ', 'pdf')).toBe('file-lead.pdf');
  });
});
