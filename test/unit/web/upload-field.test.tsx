// @vitest-environment jsdom
import { dashboardMessages } from '@maplestone/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadField } from '../../../web/src/components/form/upload-field';
import { seriousViolations } from './support/axe';
import { renderScreen } from './support/render';
import { idTokenExpiring, runtimeConfig, storeAmplifySession } from './support/session';

// Cognito is stubbed at Amplify's edge (a signed-in agent); the API is a stubbed fetch; S3 is a fake
// XMLHttpRequest the test drives (progress events, S3's answer), as the browser's would arrive.
const amplify = vi.hoisted(() => ({ fetchAuthSession: vi.fn(), signOut: vi.fn() }));
vi.mock('aws-amplify/auth', () => amplify);

const MB = 1024 * 1024;
const presigns: { body: Record<string, unknown> }[] = [];

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
  answer(status: number, responseText = '') {
    this.status = status;
    this.responseText = responseText;
    act(() => this.onload?.());
  }
}

beforeEach(() => {
  // A signed-in agent whose stored ID token is valid: calls carry it without Amplify.
  storeAmplifySession({ clientId: 'c', idToken: idTokenExpiring(3600) });
  presigns.length = 0;
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/config.json') return runtimeConfig('c');
    if (url === '/api/me/uploads') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      presigns.push({ body });
      const key = `agent-1/${presigns.length}-${body.filename}`;
      return Response.json(
        {
          url: 'http://s3.test/agent-media',
          fields: { key, 'Content-Type': String(body.content_type), Policy: `policy-${presigns.length}` },
          key,
          publicUrl: `http://media.test/agent-media/${key}`,
          expiresAt: new Date(Date.now() + 300_000).toISOString(),
        },
        { status: 201 },
      );
    }
    return new Response(null, { status: 404 });
  });
  amplify.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { toString: () => 'id-token' } } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const png = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** The field as a form uses it: its value is what the last upload answered. */
function Logo({ onError }: { onError?: (error: unknown) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <UploadField kind="logo" label="Logo" value={value} onChange={setValue} onError={onError} />
      <output>{value ?? 'no logo'}</output>
    </>
  );
}

const chooseFile = () => screen.getByLabelText(/Choose file/);
const user = () => userEvent.setup({ applyAccept: false });

describe('UploadField', () => {
  it('refuses a file over the limit before uploading, saying its size and the real limit', async () => {
    renderScreen(<Logo />);
    await user().upload(chooseFile(), png('huge.png', Math.round(5.4 * MB)));
    expect(screen.getByRole('alert').textContent).toContain('5.4 MB — the limit is 5 MB');
    expect(chooseFile().getAttribute('aria-invalid')).toBe('true');
    expect(presigns).toEqual([]);
    expect(FakeXhr.sent).toEqual([]);
  });

  it('refuses a file of the wrong type before uploading, naming what is accepted', async () => {
    renderScreen(<UploadField kind="document" label="Document" value={null} onChange={() => {}} />);
    await user().upload(chooseFile(), new File(['notes'], 'report.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'report.txt is not an accepted file type (PDF, DOC, DOCX or images)',
    );
    expect(presigns).toEqual([]);
  });

  it('shows real progress while S3 receives the file, then the uploaded URL becomes the value', async () => {
    const { container } = renderScreen(<Logo />);
    await user().upload(chooseFile(), png('logo.png', 2000));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(presigns[0]!.body).toEqual({
      kind: 'logo',
      filename: 'logo.png',
      content_type: 'image/png',
      size: 2000,
    });
    // The presigned fields come first and the file last, as S3 requires.
    const form = FakeXhr.sent[0]!.body!;
    expect([...form.keys()]).toEqual(['key', 'Content-Type', 'Policy', 'file']);

    FakeXhr.sent[0]!.progress(900, 2000);
    const bar = screen.getByRole('progressbar', { name: 'Uploading logo.png…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect(await seriousViolations(container)).toEqual([]);

    FakeXhr.sent[0]!.answer(204);
    await screen.findByText('http://media.test/agent-media/agent-1/1-logo.png');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Logo preview' }).getAttribute('src')).toBe(
      'http://media.test/agent-media/agent-1/1-logo.png',
    );
    expect(screen.getByLabelText('Replace (Logo)').getAttribute('type')).toBe('file');
  });

  it('offers Retry after a failed upload, and Retry sends the same file again', async () => {
    const onError = vi.fn();
    renderScreen(<Logo onError={onError} />);
    await user().upload(chooseFile(), png('logo.png', 2000));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.answer(500, '<Error><Code>InternalError</Code></Error>');

    await screen.findByText('logo.png could not be uploaded.');
    expect(onError).toHaveBeenCalledOnce();
    screen.getByText('no logo');

    await user().click(screen.getByRole('button', { name: 'Retry (Logo)' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]!.answer(204);
    await screen.findByText('http://media.test/agent-media/agent-1/2-logo.png');
    expect(screen.queryByText('logo.png could not be uploaded.')).toBeNull();
  });

  it('presigns again once when S3 says the policy expired, and sends the file with the fresh form', async () => {
    const onError = vi.fn();
    renderScreen(<Logo onError={onError} />);
    await user().upload(chooseFile(), png('logo.png', 2000));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.answer(
      403,
      '<Error><Code>AccessDenied</Code><Message>Invalid according to Policy: Policy expired.</Message></Error>',
    );

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(presigns).toHaveLength(2);
    expect(FakeXhr.sent[1]!.body!.get('Policy')).toBe('policy-2');
    FakeXhr.sent[1]!.answer(204);
    await screen.findByText('http://media.test/agent-media/agent-1/2-logo.png');
    expect(onError).not.toHaveBeenCalled();
  });

  it('does not presign a third time when the fresh policy is refused too', async () => {
    const onError = vi.fn();
    renderScreen(<Logo onError={onError} />);
    await user().upload(chooseFile(), png('logo.png', 2000));
    const expired = '<Error><Code>AccessDenied</Code><Message>Policy expired.</Message></Error>';
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.answer(403, expired);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]!.answer(403, expired);

    await screen.findByText('logo.png could not be uploaded.');
    expect(presigns).toHaveLength(2);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('removes a stored file only after confirming', async () => {
    const onChange = vi.fn(async () => {});
    renderScreen(
      <UploadField
        kind="badge1"
        label="Badge 1"
        value="http://media.test/agent-media/agent-1/badge.png"
        onChange={onChange}
        confirmRemove={{ title: dashboardMessages.uploadRemoveTitle }}
      />,
    );
    await user().click(screen.getByRole('button', { name: 'Remove (Badge 1)' }));
    // The confirmation's code loads when Remove is first pressed.
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: dashboardMessages.uploadRemoveTitle },
      { timeout: 5000 },
    );
    expect(onChange).not.toHaveBeenCalled();
    await user().click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
  });
});
