// @vitest-environment jsdom
import './support/signed-in-fakes';
import { adminMessages, staffMessages } from '@maplestone/shared';
import { contentBlogWords } from '@maplestone/shared/i18n/en/content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BlogPanel from '../../../web/src/features/blog/super-admin/blog-panel';
import { ApiError } from '../../../web/src/lib/api';
import { seriousViolations } from './support/axe';
import { cancelThenDelete } from './support/confirm-delete';
import { answerRequests, api, type Call, toast } from './support/fake-api';
import { draftPostFields, postRecord, publishedPostFields } from './support/fixtures';
import { answerPage, pageRequests } from './support/paged-api';
import { renderScreen } from './support/render';

// The fake API answers as /api/admin/posts (a page at a time) and /api/admin/agents/options do.

const b = staffMessages.blog;
const a = adminMessages.blog;
const fields = { ...b.fields, ...a.fields };

const post = (fields: { id: string; title: string; is_published: boolean; published_at?: string | null }) =>
  postRecord({ agent_id: 'agent-sarah', agent_name: 'Sarah Chen', ...fields });
const draft = post(draftPostFields);
const live = post(publishedPostFields);
/** GET /api/admin/agents/options: every agent, newest first. */
const agents = [
  { id: 'agent-marc', name: 'Marc Tremblay', email: 'marc@example.com', profile_slug: null, is_active: true },
  {
    id: 'agent-sarah',
    name: 'Sarah Chen',
    email: 'sarah@example.com',
    profile_slug: 'sarahchen',
    is_active: true,
  },
];
/** The posts' own lists (issue 33): `status=drafts` or `published`. */
const byStatus = {
  status: (row: { is_published: boolean }, value: string) => row.is_published === (value === 'published'),
};

let calls: Call[];
let agentList: unknown[];
let posts: (typeof draft)[];
/** What the fake API answers to a write; a thrown error is its failure. */
let answerWrite: (call: Call) => unknown;

beforeEach(() => {
  agentList = agents;
  posts = [draft, live];
  answerWrite = ({ method, body }) => (method === 'DELETE' ? null : { ...draft, ...(body as object) });
  calls = answerRequests(async (call) =>
    call.method !== 'GET'
      ? await answerWrite(call)
      : call.path === '/api/admin/agents/options'
        ? agentList
        : answerPage(posts, call.path, { filters: byStatus }),
  );
});
afterEach(() => vi.resetAllMocks());

const writes = () => calls.filter((call) => call.method !== 'GET');

function renderPanel() {
  const user = userEvent.setup();
  renderScreen(<BlogPanel />, '/super-admin/blog');
  return user;
}

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

async function openNewPost(user: ReturnType<typeof userEvent.setup>) {
  await rowOf(draft.title);
  await user.click(screen.getByRole('button', { name: a.newPost }));
  return screen.findByRole('dialog', { name: a.newPost });
}

describe('the super admin Blog panel', () => {
  it("lists every post with its author agent's name, Draft or Published with its date", async () => {
    renderPanel();
    const draftRow = await rowOf(draft.title);
    expect(within(draftRow).getByText('Sarah Chen')).toBeTruthy();
    expect(within(draftRow).getByText(a.draft)).toBeTruthy();
    expect(within(draftRow).getByRole('button', { name: a.publishLabel(draft.title) })).toBeTruthy();

    const liveRow = await rowOf(live.title);
    expect(within(liveRow).getByText(b.published)).toBeTruthy();
    expect(within(liveRow).getByText('March 5, 2026')).toBeTruthy();
    expect(within(liveRow).getByRole('link', { name: live.title }).getAttribute('href')).toBe(
      '/blog/first-home-buyers-guide',
    );
    expect(within(liveRow).getByRole('button', { name: a.unpublishLabel(live.title) })).toBeTruthy();
  });

  it('shows the drafts or the published posts on asking: the API reads that list (issue 33)', async () => {
    const user = renderPanel();
    await rowOf(draft.title);
    await user.selectOptions(screen.getByRole('combobox', { name: a.columns.status }), a.draft);
    await waitFor(() => expect(screen.queryByText(live.title)).toBeNull());
    expect(await rowOf(draft.title)).toBeTruthy();
    expect(pageRequests(calls, '/api/admin/posts').at(-1)).toEqual({ status: 'drafts', limit: '25' });
    await user.selectOptions(screen.getByRole('combobox', { name: a.columns.status }), b.published);
    await waitFor(() => expect(screen.queryByText(draft.title)).toBeNull());
    expect(await rowOf(live.title)).toBeTruthy();
    expect(pageRequests(calls, '/api/admin/posts').at(-1)).toEqual({ status: 'published', limit: '25' });
  });

  it('has no serious or critical axe violation, in the table and in the post dialog', async () => {
    const user = renderPanel();
    await rowOf(draft.title);
    expect(await seriousViolations(document.body)).toEqual([]);
    await openNewPost(user);
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('derives the slug from the title until it is edited by hand', async () => {
    const user = renderPanel();
    const dialog = await openNewPost(user);
    const title = within(dialog).getByLabelText(fields.title);
    const slug = within(dialog).getByLabelText(fields.slug) as HTMLInputElement;
    await user.type(title, 'Top 5 Tips: First-Time Buyers!');
    expect(slug.value).toBe('top-5-tips-first-time-buyers');

    await user.clear(slug);
    await user.type(slug, 'buyer-tips');
    await user.type(title, ' 2026');
    expect(slug.value).toBe('buyer-tips');
  });

  it("fills the excerpt with the content's first 150 characters, and sends the whole post", async () => {
    const user = renderPanel();
    const dialog = await openNewPost(user);
    const content = `${'Rates are moving. '.repeat(10)}The end.`;
    await user.type(within(dialog).getByLabelText(fields.title), 'Rate watch');
    await user.type(within(dialog).getByLabelText(fields.content), content);
    const expected = content.slice(0, 150).trimEnd();
    expect((within(dialog).getByLabelText(fields.excerpt) as HTMLTextAreaElement).value).toBe(expected);
    await user.selectOptions(within(dialog).getByLabelText(fields.author), 'Sarah Chen');
    await user.click(within(dialog).getByRole('button', { name: b.save }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(b.saved));
    expect(writes()).toEqual([
      {
        path: '/api/admin/posts',
        method: 'POST',
        body: {
          title: 'Rate watch',
          slug: 'rate-watch',
          excerpt: expected,
          content,
          featured_image_url: null,
          agent_id: 'agent-sarah',
          // Every French field left empty: no French version.
          fr: null,
        },
      },
    ]);
  });

  it("says 'No agent exists...' when there is no agent, and sends nothing", async () => {
    agentList = [];
    const user = renderPanel();
    const dialog = await openNewPost(user);
    expect(await within(dialog).findByText(b.noAgent)).toBeTruthy();
    expect(within(dialog).queryByLabelText(fields.author)).toBeNull();
    await user.type(within(dialog).getByLabelText(fields.title), 'Orphan post');
    await user.type(within(dialog).getByLabelText(fields.content), 'Nobody wrote this.');
    await user.click(within(dialog).getByRole('button', { name: b.save }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(b.noAgent));
    expect(writes()).toEqual([]);
    expect(screen.getByRole('dialog', { name: a.newPost })).toBeTruthy();
  });

  it("shows the API's message on the slug field when the slug is taken (409)", async () => {
    answerWrite = () => {
      throw new ApiError(409, 'conflict', 'This post URL is already taken');
    };
    const user = renderPanel();
    const dialog = await openNewPost(user);
    await user.type(within(dialog).getByLabelText(fields.title), 'Spring rate outlook');
    await user.type(within(dialog).getByLabelText(fields.content), 'Again.');
    await user.click(within(dialog).getByRole('button', { name: b.save }));

    const slug = within(dialog).getByLabelText(fields.slug);
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('This post URL is already taken')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(b.saveFailed);
  });

  it('edits a post with its values, keeping its slug when the title changes', async () => {
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: b.editLabel(draft.title) }));
    const dialog = await screen.findByRole('dialog', { name: a.editPost });
    const title = within(dialog).getByLabelText(fields.title);
    await user.type(title, ' 2026');
    expect((within(dialog).getByLabelText(fields.slug) as HTMLInputElement).value).toBe(draft.slug);
    await user.click(within(dialog).getByRole('button', { name: b.saveChanges }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(b.saved));
    expect(writes()).toMatchObject([
      {
        path: '/api/admin/posts/p-draft',
        method: 'PATCH',
        body: {
          title: `${draft.title} 2026`,
          slug: draft.slug,
          excerpt: draft.excerpt,
          agent_id: 'agent-sarah',
        },
      },
    ]);
  });

  it('publishes and unpublishes with is_published, and says so', async () => {
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: a.publishLabel(draft.title) }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(a.published));
    await user.click(screen.getByRole('button', { name: a.unpublishLabel(live.title) }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(a.unpublished));
    expect(writes()).toEqual([
      { path: '/api/admin/posts/p-draft', method: 'PATCH', body: { is_published: true } },
      { path: '/api/admin/posts/p-live', method: 'PATCH', body: { is_published: false } },
    ]);
  });

  it("says 'Failed to update post' when publishing fails", async () => {
    answerWrite = () => {
      throw new ApiError(500, 'internal', 'boom');
    };
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: a.publishLabel(draft.title) }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(b.updateFailed));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("asks before deleting: Cancel sends nothing; a failed delete says 'Failed to delete post'", async () => {
    answerWrite = () => {
      throw new ApiError(500, 'internal', 'boom');
    };
    const user = renderPanel();
    await cancelThenDelete(user, {
      label: b.deleteLabel(draft.title),
      title: b.deleteTitle(draft.title),
      writes,
    });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(b.deleteFailed));
    expect(writes()).toEqual([{ path: '/api/admin/posts/p-draft', method: 'DELETE', body: undefined }]);
  });

  it("says 'Failed to fetch blog posts' when the list cannot load", async () => {
    api.authedRequest.mockImplementation(
      async (path: string, options: { schema: { parse(v: unknown): unknown } }) => {
        if (path.startsWith('/api/admin/posts')) throw new ApiError(500, 'internal', 'boom');
        return options.schema.parse(agents);
      },
    );
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(contentBlogWords.fetchFailed);
    expect(toast.error).toHaveBeenCalledWith(contentBlogWords.fetchFailed, {
      id: contentBlogWords.fetchFailed,
    });
  });
});
