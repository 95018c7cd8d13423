// @vitest-environment jsdom
import './support/signed-in-fakes';
import { type Agent, dashboardMessages } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myAgentQuery } from '../../../web/src/features/agents/agent-dashboard/api';
import ProfileTab from '../../../web/src/features/agents/agent-dashboard/profile-panel';
import { ApiError } from '../../../web/src/lib/api';
import { seriousViolations } from './support/axe';
import { answerRequests, type Call, toast } from './support/fake-api';
import { agentRecord } from './support/fixtures';
import { renderScreen } from './support/render';
import { presignedUpload, StoredXhr } from './support/storage';

afterEach(() => {
  vi.resetAllMocks();
  vi.unstubAllGlobals();
});

const d = dashboardMessages;
const p = d.photos;

const HEADSHOT = 'http://media.test/agent-headshots/agent-1/1700000000000-sarah.jpg';
const AGENT = agentRecord({ headshot_url: HEADSHOT });

/** The field of one photo (a fieldset named by its label). */
const photo = (label: string) => within(screen.getByRole('group', { name: label }));
/** A photo's file input: 'Choose file (Headshot)', or 'Replace (Headshot)' when there is one. */
const fileInput = (label: string) =>
  new RegExp(`^(${d.uploadChooseFile}|${d.uploadReplace}) \\(${label}\\)$`);
let stored: Agent;
beforeEach(() => {
  stored = AGENT;
});
/** GET and PATCH /api/me/agent as the API answers them: the stored record, with the change saved. */
const myAgent = ({ method, body }: Call) => {
  if (method === 'PATCH') stored = { ...stored, ...(body as object) };
  return stored;
};
/** The calls that change something. */
const writes = (calls: Call[]) => calls.filter(({ method }) => method !== 'GET');

/** The Profile tab as the dashboard shows it: with the agent's record as GET /api/me/agent answers it. */
function Dashboard() {
  const { data } = useQuery(myAgentQuery());
  return data ? <ProfileTab agent={data} /> : null;
}
async function renderTab() {
  const view = renderScreen(<Dashboard />);
  // The photos' fields load beside the card (ADR 101): the first time, a while after the tab.
  await screen.findByRole('group', { name: p.banner }, { timeout: 5000 });
  return view;
}

describe('Profile tab: headshot and banner', () => {
  it('shows the current headshot with Replace and Remove, and a banner still to choose', async () => {
    answerRequests(myAgent);
    await renderTab();
    expect(screen.getByRole('heading', { name: p.heading })).toBeTruthy();
    const headshot = photo(p.headshot);
    expect(headshot.getByRole('img', { name: `${p.headshot} preview` }).getAttribute('src')).toBe(HEADSHOT);
    expect(headshot.getByLabelText(`${d.uploadReplace} (${p.headshot})`)).toBeTruthy();
    expect(headshot.getByRole('button', { name: `${d.uploadRemove} (${p.headshot})` })).toBeTruthy();

    const banner = photo(p.banner);
    expect(banner.queryByRole('img')).toBeNull();
    expect(banner.getByLabelText(`${d.uploadChooseFile} (${p.banner})`)).toBeTruthy();
    expect(banner.queryByRole('button', { name: `${d.uploadRemove} (${p.banner})` })).toBeNull();
  });

  it.each([
    {
      kind: 'headshot',
      label: p.headshot,
      bucket: 'agent-headshots',
      field: 'headshot_url',
      toast: d.headshotUploaded,
    },
    {
      kind: 'banner',
      label: p.banner,
      bucket: 'agent-banners',
      field: 'banner_image_url',
      toast: d.bannerUploaded,
    },
  ])(
    "uploads a $kind through the agent's own uploads, saves it on its record and says $toast",
    async (image) => {
      vi.stubGlobal('XMLHttpRequest', StoredXhr);
      const key = `agent-1/1700000000000-${image.kind}.png`;
      const url = `http://media.test/${image.bucket}/${key}`;
      const calls = answerRequests((call) =>
        call.path === '/api/me/uploads' ? presignedUpload(image.bucket, key) : myAgent(call),
      );
      await renderTab();
      await userEvent.upload(
        photo(image.label).getByLabelText(fileInput(image.label)),
        new File(['png'], `${image.kind}.png`, { type: 'image/png' }),
      );

      await waitFor(() => expect(toast.success).toHaveBeenCalledWith(image.toast));
      // The browser never names an agent: the API files the upload under the caller's own prefix.
      expect(writes(calls)).toEqual([
        {
          path: '/api/me/uploads',
          method: 'POST',
          body: { kind: image.kind, filename: `${image.kind}.png`, content_type: 'image/png', size: 3 },
        },
        { path: '/api/me/agent', method: 'PATCH', body: { [image.field]: url } },
      ]);
      expect(toast.error).not.toHaveBeenCalled();
      // The record read again shows the new photo, which may now be replaced or removed.
      await waitFor(() =>
        expect(
          photo(image.label)
            .getByRole('img', { name: `${image.label} preview` })
            .getAttribute('src'),
        ).toBe(url),
      );
      expect(photo(image.label).getByLabelText(`${d.uploadReplace} (${image.label})`)).toBeTruthy();
    },
  );

  it('removes the headshot only after a confirmation, all by keyboard', async () => {
    const calls = answerRequests(myAgent);
    const user = userEvent.setup();
    await renderTab();
    const remove = photo(p.headshot).getByRole('button', { name: `${d.uploadRemove} (${p.headshot})` });
    photo(p.headshot).getByLabelText(`${d.uploadReplace} (${p.headshot})`).focus();
    await user.tab();
    expect(document.activeElement).toBe(remove);

    // Escape keeps it: nothing is sent, and the focus is back on Remove.
    await user.keyboard('{Enter}');
    // The confirmation's code loads when Remove is first pressed.
    const confirm = await screen.findByRole('alertdialog', { name: d.uploadRemoveTitle }, { timeout: 5000 });
    expect(within(confirm).getByText(d.uploadRemoveDescription)).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes(calls)).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(remove));

    // The focus starts on Cancel; the next button removes.
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog', { name: d.uploadRemoveTitle });
    await user.tab();
    expect(document.activeElement).toBe(within(again).getByRole('button', { name: d.uploadRemove }));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(d.profileUpdated));
    expect(writes(calls)).toEqual([{ path: '/api/me/agent', method: 'PATCH', body: { headshot_url: null } }]);
    // Remove left with the photo: the focus is on the field's file input, ready to choose another.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(photo(p.headshot).queryByRole('img')).toBeNull();
    expect(document.activeElement).toBe(
      photo(p.headshot).getByLabelText(`${d.uploadChooseFile} (${p.headshot})`),
    );
  });

  it("says 'Failed to upload banner' when the save refuses the file, and offers Retry", async () => {
    vi.stubGlobal('XMLHttpRequest', StoredXhr);
    const key = 'agent-1/1700000000000-fake.png';
    answerRequests((call) => {
      if (call.path === '/api/me/uploads') return presignedUpload('agent-banners', key);
      // The file reached storage; its first bytes are not an image's (ADR 098).
      if (call.method === 'PATCH') throw new ApiError(400, 'validation_failed', d.imageUploadFailed);
      return myAgent(call);
    });
    await renderTab();
    await userEvent.upload(
      photo(p.banner).getByLabelText(`${d.uploadChooseFile} (${p.banner})`),
      new File(['not an image'], 'fake.png', { type: 'image/png' }),
    );

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(d.bannerFailed));
    expect(toast.success).not.toHaveBeenCalled();
    expect(await photo(p.banner).findByText(d.uploadFailed('fake.png'))).toBeTruthy();
    expect(photo(p.banner).getByRole('button', { name: `${d.uploadRetry} (${p.banner})` })).toBeTruthy();
  });

  it('has no serious axe findings, nor has its removal confirmation', async () => {
    stored = { ...AGENT, banner_image_url: 'http://media.test/agent-banners/agent-1/1-b.png' };
    answerRequests(myAgent);
    const { container } = await renderTab();
    expect(await seriousViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: `${d.uploadRemove} (${p.banner})` }));
    await screen.findByRole('alertdialog', { name: d.uploadRemoveTitle }, { timeout: 5000 });
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});
