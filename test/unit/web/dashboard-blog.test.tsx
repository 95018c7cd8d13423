// @vitest-environment jsdom
import './support/signed-in-fakes';
import { type Agent, dashboardMessages, staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { contentBlogWords } from '@maplestone/shared/i18n/en/content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  UnsavedChangesProvider,
  useUnsavedChangesState,
} from '../../../web/src/components/back-office/unsaved-changes';
import BlogTab from '../../../web/src/features/blog/agent-dashboard/blog-panel';
import { ApiError } from '../../../web/src/lib/api';
import { seriousViolations } from './support/axe';
import { answerRequests, type Call, toast } from './support/fake-api';
import { draftPostFields, postRecord, publishedPostFields } from './support/fixtures';
import { pagedAnswers } from './support/paged-api';
import { renderScreen } from './support/render';
import { failedThenRetry } from './support/retry';

// The fake API answers as /api/me/posts does, a page at a time.

const b = staffMessages.blog;
const t = dashboardMessages.blog;

const post = postRecord;
const draft = post(draftPostFields);
const published = post(publishedPostFields);

let calls: Call[];
/** What the fake API answers to a call; a thrown error is its failure. */
let answer: (call: Call) => unknown;

beforeEach(() => {
  answer = ({ method }) => (method === 'GET' ? [draft, published] : null);
  calls = answerRequests(pagedAnswers((call) => answer(call)));
});
afterEach(() => vi.resetAllMocks());

const writes = () => calls.filter((call) => call.method !== 'GET');

/** What the shell asks before leaving the tab. */
let hasUnsavedChanges: () => boolean;
function ShellProbe() {
  hasUnsavedChanges = useUnsavedChangesState().hasUnsavedChanges;
  return null;
}

function renderTab() {
  const user = userEvent.setup();
  renderScreen(
    <UnsavedChangesProvider>
      <ShellProbe />
      <BlogTab agent={{ id: 'agent-1' } as Agent} />
    </UnsavedChangesProvider>,
  );
  return user;
}

/** Opens the New post dialog once the posts are listed. */
async function openNewPost(user: ReturnType<typeof renderTab>) {
  await screen.findAllByRole('listitem');
  await user.click(screen.getByRole('button', { name: t.newPost }));
  return screen.findByRole('dialog', { name: t.newPost });
}

/** The API with the draft alone, which refuses `method` (a 500 without a reason). */
const refusing =
  (method: string) =>
  (call: Call): unknown => {
    if (call.method === method) throw new ApiError(500, 'internal', 'boom');
    return [draft];
  };

describe('the agent dashboard Blog tab', () => {
  it("lists the agent's posts: a draft as 'Draft - Pending Approval', a published one with its date and link", async () => {
    renderTab();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];

    expect(within(first).getByRole('heading', { name: draft.title })).toBeTruthy();
    expect(within(first).getByText(b.draftPending)).toBeTruthy();
    expect(within(first).queryByRole('link')).toBeNull();

    expect(within(second).getByText(b.published)).toBeTruthy();
    expect(within(second).getByText('March 5, 2026')).toBeTruthy();
    expect(within(second).getByText(published.excerpt)).toBeTruthy();
    const view = within(second).getByRole('link', { name: t.viewLabel(published.title) });
    expect(view.getAttribute('href')).toBe('/blog/first-home-buyers-guide');
  });

  it('has no serious or critical axe violation, in the list and in the post dialog', async () => {
    const user = renderTab();
    await screen.findAllByRole('listitem');
    expect(await seriousViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: t.newPost }));
    await screen.findByRole('dialog', { name: t.newPost });
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('says so when the agent has no posts yet', async () => {
    answer = () => [];
    renderTab();
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });

  it("refuses a new post without title and content with the shared schema's message and sends nothing", async () => {
    const user = renderTab();
    const dialog = await openNewPost(user);
    await user.click(within(dialog).getByRole('button', { name: b.save }));

    const title = within(dialog).getByLabelText(b.fields.title);
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByLabelText(b.fields.content).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText(commonWords.required)).toHaveLength(2);
    expect(writes()).toEqual([]);
  });

  it('saves a new post as a draft and says so', async () => {
    answer = ({ method }) =>
      method === 'POST' ? post({ id: 'p-new', title: 'Renewal tips', is_published: false }) : [draft];
    const user = renderTab();
    const dialog = await openNewPost(user);
    await user.type(within(dialog).getByLabelText(b.fields.title), 'Renewal tips');
    await user.type(within(dialog).getByLabelText(b.fields.content), 'Start early.');
    await user.click(within(dialog).getByRole('button', { name: b.save }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(b.saved));
    expect(writes()).toEqual([
      {
        path: '/api/me/posts',
        method: 'POST',
        body: {
          title: 'Renewal tips',
          content: 'Start early.',
          excerpt: null,
          featured_image_url: null,
          fr: null,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("edits a post with its values filled in, and says 'Failed to update post' when the save fails", async () => {
    answer = refusing('PATCH');
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: b.editLabel(draft.title) }));
    const dialog = await screen.findByRole('dialog', { name: t.editPost });
    const title = within(dialog).getByLabelText(b.fields.title);
    expect((title as HTMLInputElement).value).toBe(draft.title);
    await user.clear(title);
    await user.type(title, 'Summer rate outlook');
    await user.click(within(dialog).getByRole('button', { name: b.saveChanges }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(b.updateFailed));
    expect(writes()).toMatchObject([
      { path: '/api/me/posts/p-draft', method: 'PATCH', body: { title: 'Summer rate outlook' } },
    ]);
    // Still open with what was typed, to try again.
    expect((within(dialog).getByLabelText(b.fields.title) as HTMLInputElement).value).toBe(
      'Summer rate outlook',
    );
  });

  it('holds the leave warning while a post has unsaved edits, and lets go once the dialog is cancelled', async () => {
    const user = renderTab();
    const dialog = await openNewPost(user);
    expect(hasUnsavedChanges()).toBe(false);
    await user.type(within(dialog).getByLabelText(b.fields.title), 'Half a thought');
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
  });

  it('asks before deleting: Cancel sends nothing', async () => {
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: b.deleteLabel(draft.title) }));
    const confirm = await screen.findByRole('alertdialog', { name: b.deleteTitle(draft.title) });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes()).toEqual([]);
    expect(screen.getByRole('heading', { name: draft.title })).toBeTruthy();
  });

  it("deletes once confirmed, and says 'Failed to delete post' when the API fails", async () => {
    answer = refusing('DELETE');
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: b.deleteLabel(draft.title) }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(b.deleteFailed));
    expect(writes()).toEqual([{ path: '/api/me/posts/p-draft', method: 'DELETE', body: undefined }]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("says 'Failed to fetch blog posts' when the list cannot load, and Retry loads it", async () => {
    let failing = true;
    answer = () => {
      if (failing) throw new ApiError(500, 'internal', 'boom');
      return [draft];
    };
    renderTab();
    await failedThenRetry(contentBlogWords.fetchFailed, () => {
      failing = false;
    });
    expect(await screen.findByRole('heading', { name: draft.title })).toBeTruthy();
  });
});
