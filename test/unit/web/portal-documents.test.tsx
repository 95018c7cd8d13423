// @vitest-environment jsdom
import { portalDocumentsWords } from '@maplestone/shared/i18n/en/portal/documents';
import type { ChecklistItem } from '@maplestone/shared/schemas/borrower-file';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DocumentsPage from '../../../web/src/features/portal/routes/documents-page';
import { seriousViolations } from './support/axe';
import {
  AT,
  fileView,
  type PortalCall,
  refusal,
  storeBorrowerSession,
  stubPortalApi,
  YOU,
} from './support/portal';
import { renderScreen } from './support/render';

// Issue 38, ADR 118: the checklist. Each item shows its status and, refused, the broker's reason; its upload
// control takes several files, refuses a too large or wrong file before sending, shows each upload's real progress
// (S3 here is a fake XMLHttpRequest the test drives) and says when the server finds a file is not what it says.

const w = portalDocumentsWords;
const MB = 1024 * 1024;

class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  answer(status: number) {
    this.status = status;
    act(() => this.onload?.());
  }
}

const item = (overrides: Partial<ChecklistItem>): ChecklistItem => ({
  id: 'doc-1',
  type: 'photo_id',
  label: null,
  applicant_id: YOU,
  status: 'requested',
  reason: null,
  files: [],
  requested_at: AT,
  updated_at: AT,
  ...overrides,
});

const sentFile = {
  id: 'file-1',
  filename: 'licence.pdf',
  size: 300_000,
  content_type: 'application/pdf' as const,
  uploaded_at: AT,
};

beforeEach(() => {
  window.sessionStorage.clear();
  storeBorrowerSession();
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

/** The API: the checklist as given; a presign, then a confirmation answered by `complete`. */
function documentsApi(items: ChecklistItem[], complete: (call: PortalCall) => unknown = () => undefined) {
  return stubPortalApi((call) => {
    if (call.path.endsWith('/uploads')) {
      return Response.json(
        {
          url: 'http://s3.test/documents',
          fields: { key: 'lead-1/doc-1/file-1', Policy: 'p' },
          file_id: 'file-1',
          expires_at: AT,
        },
        { status: 201 },
      );
    }
    if (call.path.endsWith('/complete')) return complete(call);
    return fileView({ checklist: items });
  });
}

const picker = (name: string) => screen.getByLabelText(`${w.addFiles} (${name})`);

describe('the checklist', () => {
  it('shows each item’s status, and a refused one’s reason from the broker, first and plainly', async () => {
    documentsApi([
      item({ id: 'doc-1', type: 't4', status: 'accepted', files: [sentFile] }),
      item({
        id: 'doc-2',
        type: 'photo_id',
        status: 'refused',
        reason: 'The photo is blurry: please send a clearer one.',
        files: [sentFile],
      }),
      item({ id: 'doc-3', type: 'custom', label: 'Separation agreement', applicant_id: null }),
    ]);
    renderScreen(<DocumentsPage />, '/portal/documents');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      w.types.photo_id,
      'Separation agreement',
      w.types.t4,
    ]);
    const refused = cards[0]!;
    expect(within(refused).getByText(w.statuses.refused)).toBeTruthy();
    expect(within(refused).getByText(w.refusedTitle)).toBeTruthy();
    expect(
      within(refused).getByText(w.refusedReason('The photo is blurry: please send a clearer one.')),
    ).toBeTruthy();
    expect(within(cards[1]!).getByText(w.statuses.requested)).toBeTruthy();
    expect(within(cards[1]!).getByText(w.forFile)).toBeTruthy();
    // An accepted item takes no more files.
    expect(within(cards[2]!).getByText(w.statuses.accepted)).toBeTruthy();
    expect(within(cards[2]!).queryByText(w.addMore)).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('uploads a file with its real progress, then confirms it', async () => {
    const uploaded = item({ status: 'uploaded', files: [{ ...sentFile, filename: 'passport.pdf' }] });
    const calls = documentsApi([item({})], () => fileView({ checklist: [uploaded] }));
    renderScreen(<DocumentsPage />, '/portal/documents');
    await screen.findAllByRole('article');
    const file = new File(['%PDF-1.7 passport'], 'passport.pdf', { type: 'application/pdf' });
    await userEvent.upload(picker(w.types.photo_id), file);

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(calls.find((call) => call.path.endsWith('/uploads'))).toMatchObject({
      path: '/api/portal/file/documents/doc-1/uploads',
      method: 'POST',
      body: { filename: 'passport.pdf', content_type: 'application/pdf', size: file.size },
    });
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('http://s3.test/documents');
    expect(xhr.body?.get('key')).toBe('lead-1/doc-1/file-1');
    xhr.progress(40, 100);
    const bar = screen.getByRole('progressbar', { name: w.uploading('passport.pdf') });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    xhr.progress(100, 100);
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    xhr.answer(204);

    expect(await screen.findByText(w.uploaded('passport.pdf'))).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      path: '/api/portal/file/documents/doc-1/uploads/file-1/complete',
      method: 'POST',
    });
    expect(screen.getByText(w.statuses.uploaded)).toBeTruthy();
    expect(screen.getByText(/^passport\.pdf · /)).toBeTruthy();
  });

  it('refuses a file over 25 MB and one of another type before sending anything', async () => {
    const calls = documentsApi([item({})]);
    renderScreen(<DocumentsPage />, '/portal/documents');
    await screen.findAllByRole('article');
    const large = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: 26 * MB });
    const word = new File(['x'], 'letter.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await userEvent.setup({ applyAccept: false }).upload(picker(w.types.photo_id), [large, word]);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      w.tooLarge('scan.pdf', '26 MB'),
      w.wrongType('letter.docx'),
    ]);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(FakeXhr.sent).toEqual([]);
  });

  it('says so when the server finds the file is not what its name says', async () => {
    documentsApi([item({})], () =>
      refusal(400, 'content_mismatch', 'The file is not a PDF, JPEG, PNG or HEIC'),
    );
    renderScreen(<DocumentsPage />, '/portal/documents');
    await screen.findAllByRole('article');
    await userEvent.upload(picker(w.types.photo_id), new File(['MZ...'], 'id.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.answer(204);
    expect(await screen.findByText(w.contentMismatch('id.png'))).toBeTruthy();
  });
});
