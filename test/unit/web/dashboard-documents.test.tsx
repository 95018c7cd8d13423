// @vitest-environment jsdom
import './support/signed-in-fakes';
import { type Agent, dashboardMessages, staffMessages } from '@maplestone/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DocumentsTab from '../../../web/src/features/documents/agent-dashboard/documents-panel';
import { ApiError } from '../../../web/src/lib/api';
import { seriousViolations } from './support/axe';
import { answerRequests, type Call, toast } from './support/fake-api';
import { answerPage, pageRequests } from './support/paged-api';
import { renderWithQuery, shownQuery } from './support/render';
import { failedThenRetry } from './support/retry';
import { presignedUpload, StoredXhr } from './support/storage';

// The fake API answers as /api/me/documents does: a page at a time, newest first, no total (issue 33).

const m = dashboardMessages;
const d = staffMessages.dataTable;

const HOUR = 3600_000;
/** A document as the list gives it: a private link, good until `link_expires_at`. */
const document = (i: number, linkExpiresAt = new Date(Date.now() + HOUR).toISOString()) => ({
  id: `doc-${i}`,
  agent_id: 'agent-1',
  name: `Licence ${String(i).padStart(2, '0')}.pdf`,
  file_url: `https://files.example.com/doc-${i}?X-Amz-Signature=first`,
  file_size: 2048,
  mime_type: 'application/pdf',
  type: 'certificate' as const,
  uploaded_at: new Date(Date.UTC(2026, 3, 1, 12) + i * HOUR).toISOString(),
  link_expires_at: linkExpiresAt,
});
type Row = ReturnType<typeof document>;

let calls: Call[];
let documents: Row[];
/** What the fake API answers to a call; a thrown error is its failure. */
let answer: (call: Call) => unknown;

/** A page of `documents` as GET /api/me/documents answers it, newest uploaded first (no total). */
const pageOf = (path: string) =>
  answerPage(
    documents.map((row) => ({ ...row, created_at: row.uploaded_at })),
    path,
    { totals: false },
  );

beforeEach(() => {
  documents = [document(1), document(2)];
  answer = ({ path }) => pageOf(path);
  calls = answerRequests((call) => answer(call));
});
afterEach(() => {
  vi.resetAllMocks();
  vi.unstubAllGlobals();
});

function renderTab(url = '/agent-dashboard/documents') {
  const user = userEvent.setup();
  renderWithQuery(<DocumentsTab agent={{ id: 'agent-1' } as Agent} />, url);
  return user;
}

const list = async () => within(await screen.findByRole('list'));
const names = async () =>
  (await list()).getAllByRole('listitem').map((item) => item.querySelector('a')?.textContent);

describe('the agent dashboard Documents tab', () => {
  it('lists the documents newest first, each opening through its private link; axe finds nothing serious', async () => {
    renderTab();
    expect(await names()).toEqual(['Licence 02.pdf', 'Licence 01.pdf']);
    const link = (await list()).getByRole('link', { name: m.documentOpen('Licence 01.pdf') });
    expect(link.getAttribute('href')).toBe('https://files.example.com/doc-1?X-Amz-Signature=first');
    expect(pageRequests(calls, '/api/me/documents')).toEqual([{ limit: '25' }]);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows 25 a page; Next goes on by cursor, kept in the URL, and the last page tells how many there are', async () => {
    documents = Array.from({ length: 30 }, (_, i) => document(i + 1));
    const user = renderTab();
    expect(await names()).toHaveLength(25);
    expect((await names())[0]).toBe('Licence 30.pdf');
    expect(screen.getByText(d.rowsOfMore(1, 25))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: d.nextPage }));
    await waitFor(async () => expect(await names()).toHaveLength(5));
    expect((await names()).at(-1)).toBe('Licence 01.pdf');
    expect(screen.getByText(d.rowsOf(26, 30, 30))).toBeTruthy();
    expect(shownQuery().get('documents_cursor')).toBe(
      pageRequests(calls, '/api/me/documents').at(-1)?.cursor,
    );
  });

  it('fetches its page again before opening a link that has lapsed, and opens the fresh one', async () => {
    documents = [document(1, new Date(Date.now() - 60_000).toISOString())];
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    const user = renderTab();
    const link = (await list()).getByRole('link', { name: m.documentOpen('Licence 01.pdf') });
    documents = [{ ...document(1), file_url: 'https://files.example.com/doc-1?X-Amz-Signature=fresh' }];
    await user.click(link);
    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith(
        'https://files.example.com/doc-1?X-Amz-Signature=fresh',
        '_blank',
        'noopener,noreferrer',
      ),
    );
    expect(pageRequests(calls, '/api/me/documents')).toEqual([{ limit: '25' }, { limit: '25' }]);
  });

  it('says so when the agent has no documents yet', async () => {
    documents = [];
    renderTab();
    expect(await screen.findByText(m.documentsEmpty)).toBeTruthy();
  });

  it("says 'Failed to fetch documents' when the list cannot load, and Retry loads it", async () => {
    let failing = true;
    answer = ({ path }) => {
      if (failing) throw new ApiError(500, 'internal', 'boom');
      return pageOf(path);
    };
    renderTab();
    await failedThenRetry(m.documentsFetchFailed, () => {
      failing = false;
    });
    expect(await names()).toEqual(['Licence 02.pdf', 'Licence 01.pdf']);
  });

  it('goes back to the first page when a bookmarked page is no longer valid (400)', async () => {
    renderTab('/agent-dashboard/documents?documents_page=3&documents_cursor=expired');
    expect(await names()).toEqual(['Licence 02.pdf', 'Licence 01.pdf']);
    expect(pageRequests(calls, '/api/me/documents')).toEqual([
      { limit: '25', cursor: 'expired' },
      { limit: '25' },
    ]);
    expect(shownQuery().get('documents_cursor')).toBeNull();
  });

  it("says 'Failed to upload document' when recording refuses the uploaded file for not being a document", async () => {
    vi.stubGlobal('XMLHttpRequest', StoredXhr);
    const key = 'agent-1/1700000000000-licence.pdf';
    answer = ({ path }) => {
      if (path === '/api/me/uploads') return presignedUpload('agent-documents', key, { isPublic: false });
      // The file reached storage; its first bytes are an HTML page's, so it is not recorded (ADR 098).
      if (path === '/api/me/documents') throw new ApiError(400, 'validation_failed', m.documentUploadFailed);
      return pageOf(path);
    };
    const user = renderTab();
    await names();
    await user.upload(
      screen.getByLabelText(/Choose file/),
      new File(['<html><script>alert(1)</script></html>'], 'licence.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(m.documentUploadFailed));
    expect(
      calls.find((call) => call.path === '/api/me/documents' && call.method === 'POST')?.body,
    ).toMatchObject({
      file_url: key,
      name: 'licence.pdf',
    });
    expect(toast.success).not.toHaveBeenCalled();
    expect(await screen.findByText(m.uploadFailed('licence.pdf'))).toBeTruthy();
  });
});
