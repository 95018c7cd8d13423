// @vitest-environment jsdom
import './support/signed-in-fakes';
import { dashboardMessages } from '@maplestone/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CustomizeTab from '../../../web/src/features/agents/agent-dashboard/customize-panel';
import { ApiError } from '../../../web/src/lib/api';
import { api, toast } from './support/fake-api';
import { agentRecord } from './support/fixtures';
import { renderScreen } from './support/render';
import { presignedUpload, StoredXhr } from './support/storage';

afterEach(() => {
  vi.resetAllMocks();
  vi.unstubAllGlobals();
});

const d = dashboardMessages;
const c = d.customize;

const AGENT = agentRecord({
  agent_logo_url: 'http://media.test/agent-media/agent-1/logo.png',
});

const slugInput = () => screen.getByLabelText(c.slug);
const save = () => userEvent.click(screen.getByRole('button', { name: d.settings.save }));

describe('Customize tab', () => {
  it('keeps only lowercase letters and digits while typing and shows the public URL it gives', async () => {
    renderScreen(<CustomizeTab agent={AGENT} />);
    await userEvent.clear(slugInput());
    await userEvent.type(slugInput(), 'Jean-Luc Côté 2');
    expect((slugInput() as HTMLInputElement).value).toBe('jeanluccote2');
    expect(screen.getByText(`${window.location.origin}/agent/jeanluccote2`)).toBeTruthy();

    api.authedRequest.mockResolvedValueOnce({ ...AGENT, profile_slug: 'jeanluccote2' });
    await save();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(d.profileUpdated));
    expect(api.authedRequest).toHaveBeenCalledWith(
      '/api/me/agent',
      expect.objectContaining({ method: 'PATCH', body: { profile_slug: 'jeanluccote2' } }),
    );
  });

  it("refuses an empty slug with the spec's message and sends nothing", async () => {
    renderScreen(<CustomizeTab agent={AGENT} />);
    await userEvent.clear(slugInput());
    await userEvent.type(slugInput(), '--');
    await save();
    expect(await screen.findByText(d.slugEmpty)).toBeTruthy();
    expect(api.authedRequest).not.toHaveBeenCalled();
  });

  it('says a taken slug is taken, on the field and in the toast', async () => {
    renderScreen(<CustomizeTab agent={AGENT} />);
    await userEvent.clear(slugInput());
    await userEvent.type(slugInput(), 'marc');
    api.authedRequest.mockRejectedValueOnce(new ApiError(409, 'conflict', d.slugTaken));
    await save();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(d.slugTaken));
    expect(await screen.findByText(d.slugTaken)).toBeTruthy();
    expect(slugInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('removes a stored image only after confirming, saving it as cleared', async () => {
    renderScreen(<CustomizeTab agent={AGENT} />);
    // The image fields load beside the card (ADR 101): the first time, a while after it.
    expect(await screen.findByRole('img', { name: `${c.logo} preview` }, { timeout: 5000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `${d.uploadRemove} (${c.logo})` }));
    expect(api.authedRequest).not.toHaveBeenCalled();
    api.authedRequest.mockResolvedValueOnce({ ...AGENT, agent_logo_url: null });
    await userEvent.click(await screen.findByRole('button', { name: d.uploadRemove }, { timeout: 5000 }));
    await waitFor(() =>
      expect(api.authedRequest).toHaveBeenCalledWith(
        '/api/me/agent',
        expect.objectContaining({ method: 'PATCH', body: { agent_logo_url: null } }),
      ),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(d.profileUpdated));
  });

  it("says 'Failed to upload image' when the save refuses the uploaded file for not being an image", async () => {
    vi.stubGlobal('XMLHttpRequest', StoredXhr);
    renderScreen(<CustomizeTab agent={AGENT} />);
    const key = 'agent-1/1700000000000-fake.png';
    api.authedRequest.mockResolvedValueOnce(presignedUpload('agent-media', key));
    // The file reached storage; its first bytes are not an image's, so the save is refused (ADR 098).
    api.authedRequest.mockRejectedValueOnce(new ApiError(400, 'validation_failed', d.imageUploadFailed));
    const badge = await screen.findByRole('group', { name: c.badge1 }, { timeout: 5000 });
    await userEvent.upload(
      within(badge).getByLabelText(/Choose file/),
      new File(['not an image'], 'fake.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(d.imageUploadFailed));
    expect(api.authedRequest).toHaveBeenLastCalledWith(
      '/api/me/agent',
      expect.objectContaining({
        method: 'PATCH',
        body: { badge_1_url: `http://media.test/agent-media/${key}` },
      }),
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(await within(badge).findByText(d.uploadFailed('fake.png'))).toBeTruthy();
  });
});
