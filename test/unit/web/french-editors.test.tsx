// @vitest-environment jsdom
import './support/signed-in-fakes';
import {
  adminMessages,
  commonWords,
  dashboardMessages,
  type FrenchSummary,
  type Product,
  staffMessages,
} from '@maplestone/shared';
import { lacksFrench } from '@maplestone/shared/i18n/written';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BlogTab from '../../../web/src/features/blog/agent-dashboard/blog-panel';
import BlogPanel from '../../../web/src/features/blog/super-admin/blog-panel';
import ProductsPanel from '../../../web/src/features/catalogue/super-admin/products/products-panel';
import { ApiError } from '../../../web/src/lib/api';
import { seriousViolations } from './support/axe';
import { answerRequests, type Call, toast } from './support/fake-api';
import { agentRecord, draftPostFields, postRecord } from './support/fixtures';
import { answerPage, pageRequests } from './support/paged-api';
import { renderScreen } from './support/render';

/**
 * What staff write, in English and in French side by side (issue 37): the French fields are labelled
 * '… (French)', say lang="fr", and take the English fields' rules; a post's French version needs its title and
 * content once one French field is filled, and is none (null) while all are empty. The super admin's panels say
 * how many items lack French, filter them, and mark each; the agent's blog tab says how many of theirs do.
 */

const fr = staffMessages.french;
const b = staffMessages.blog;
const a = adminMessages.blog;
const c = adminMessages.crud;
const f = adminMessages.frenchSummary;

const SUMMARY: FrenchSummary = {
  agent: { missing: 0, total: 3 },
  post: { missing: 1, total: 1 },
  product: { missing: 1, total: 2 },
  service: { missing: 0, total: 0 },
};

const products: Product[] = [
  {
    id: 'p-en',
    name: 'Fixed 5-year',
    description: null,
    content: null,
    price: null,
    image_url: null,
    created_at: '2026-03-02T12:00:00.000Z',
  },
  {
    id: 'p-fr',
    name: 'Home Equity Line',
    description: 'Borrow against your home.',
    content: null,
    price: null,
    image_url: null,
    fr: { name: 'Marge de crédit', description: 'Empruntez sur votre maison.' },
    created_at: '2026-03-01T12:00:00.000Z',
  },
];
const agents = [
  { id: 'agent-sarah', name: 'Sarah Chen', email: 'sarah@example.com', profile_slug: null, is_active: true },
];
const draft = postRecord({ ...draftPostFields, agent_id: 'agent-sarah', agent_name: 'Sarah Chen' });

let calls: Call[];
let answerWrite: (call: Call) => unknown;

beforeEach(() => {
  answerWrite = ({ body }) => ({ ...draft, ...(body as object) });
  calls = answerRequests(async (call) => {
    if (call.method !== 'GET') return answerWrite(call);
    const [pathname] = call.path.split('?');
    if (pathname === '/api/admin/french-summary') return SUMMARY;
    if (pathname === '/api/me/french-summary') return { post: { missing: 1 } };
    if (pathname === '/api/admin/agents/options') return agents;
    if (pathname === '/api/admin/products') {
      return call.path.includes('french=missing')
        ? products.filter((product) => lacksFrench('product', product))
        : products;
    }
    return answerPage([draft], call.path, {
      filters: {
        french: (row) => lacksFrench('post', row),
        status: (row, value) => row.is_published === (value === 'published'),
      },
    });
  });
});
afterEach(() => vi.resetAllMocks());

const writes = () => calls.filter((call) => call.method !== 'GET');
/** A field by its label's whole text (an optional field's label also says 'Optional'). */
const field = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(Optional)?$`));
const column = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });

function render(ui: ReactNode, url: string) {
  const user = userEvent.setup();
  renderScreen(ui, url, url.split('?')[0]);
  return user;
}

describe("the super admin's post form, in both languages", () => {
  async function openNewPost(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByText(draft.title);
    await user.click(screen.getByRole('button', { name: a.newPost }));
    return screen.findByRole('dialog', { name: a.newPost });
  }

  it('shows an English and a French column, the French fields labelled and in French', async () => {
    const user = render(<BlogPanel />, '/super-admin/blog');
    const dialog = await openNewPost(user);
    const english = column(dialog, fr.englishColumn);
    const french = column(dialog, fr.frenchColumn);
    expect(within(english).getByLabelText(b.fields.title)).toBeTruthy();
    for (const label of [b.fields.title, a.fields.slug, b.fields.excerpt, b.fields.content]) {
      expect(field(french, fr.label(label)).getAttribute('lang')).toBe('fr');
    }
    expect(french.querySelector('legend')?.getAttribute('lang')).toBe('fr');
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('refuses a French title without its content with the required message, and sends nothing', async () => {
    const user = render(<BlogPanel />, '/super-admin/blog');
    const dialog = await openNewPost(user);
    await user.type(within(dialog).getByLabelText(b.fields.title), 'Rate watch');
    await user.type(within(dialog).getByLabelText(b.fields.content), 'Rates are moving.');
    const frTitle = field(dialog, fr.label(b.fields.title));
    await user.type(frTitle, 'Les taux');
    await user.click(within(dialog).getByRole('button', { name: b.save }));

    const frContent = field(dialog, fr.label(b.fields.content));
    await waitFor(() => expect(frContent.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(frContent.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      commonWords.required,
    );
    expect(frTitle.getAttribute('aria-invalid')).toBeNull();
    expect(writes()).toEqual([]);
  });

  it('fills the French slug and excerpt from the French title and content, and sends the French version', async () => {
    const user = render(<BlogPanel />, '/super-admin/blog');
    const dialog = await openNewPost(user);
    await user.type(within(dialog).getByLabelText(b.fields.title), 'Rate watch');
    await user.type(within(dialog).getByLabelText(b.fields.content), 'Rates are moving.');
    await user.type(field(dialog, fr.label(b.fields.title)), 'Les taux bougent');
    await user.type(field(dialog, fr.label(b.fields.content)), 'Les taux bougent encore.');
    expect((field(dialog, fr.label(a.fields.slug)) as HTMLInputElement).value).toBe('les-taux-bougent');
    await user.click(within(dialog).getByRole('button', { name: b.save }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(b.saved));
    expect(writes()[0]?.body).toMatchObject({
      title: 'Rate watch',
      slug: 'rate-watch',
      fr: {
        title: 'Les taux bougent',
        slug: 'les-taux-bougent',
        excerpt: 'Les taux bougent encore.',
        content: 'Les taux bougent encore.',
      },
    });
  });

  it("a French title that is the English one gets '-fr'; a French slug the API refuses (409) shows on the French slug", async () => {
    answerWrite = () => {
      throw new ApiError(409, 'conflict', 'This post URL is already taken', [
        { path: 'fr.slug', message: 'This post URL is already taken' },
      ]);
    };
    const user = render(<BlogPanel />, '/super-admin/blog');
    const dialog = await openNewPost(user);
    await user.type(within(dialog).getByLabelText(b.fields.title), 'Rates');
    await user.type(within(dialog).getByLabelText(b.fields.content), 'C');
    await user.type(field(dialog, fr.label(b.fields.title)), 'Rates');
    await user.type(field(dialog, fr.label(b.fields.content)), 'C');
    const frSlug = field(dialog, fr.label(a.fields.slug)) as HTMLInputElement;
    expect(frSlug.value).toBe('rates-fr');
    await user.click(within(dialog).getByRole('button', { name: b.save }));

    await waitFor(() => expect(frSlug.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByLabelText(a.fields.slug).getAttribute('aria-invalid')).toBeNull();
  });

  it('sends no French version (null) when every French field is empty', async () => {
    const user = render(<BlogPanel />, '/super-admin/blog');
    const dialog = await openNewPost(user);
    await user.type(within(dialog).getByLabelText(b.fields.title), 'English only');
    await user.type(within(dialog).getByLabelText(b.fields.content), 'Words.');
    await user.click(within(dialog).getByRole('button', { name: b.save }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({ fr: null });
  });

  it('says how many posts lack French, filters them with a pressed toggle, and marks each', async () => {
    const user = render(<BlogPanel />, '/super-admin/blog?posts_status=drafts');
    expect(await screen.findByText(fr.of(1, 1, f.kinds.post.plural, f.kinds.post.lacking))).toBeTruthy();
    const row = (await screen.findByText(draft.title)).closest('tr') as HTMLElement;
    expect(within(row).getByText(fr.missing)).toBeTruthy();

    const toggle = screen.getByRole('button', { name: f.lacksFrench });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    // One list or the other: the status filter goes, as the API takes one.
    await waitFor(() =>
      expect(pageRequests(calls, '/api/admin/posts').at(-1)).toEqual({ french: 'missing', limit: '25' }),
    );
    expect(screen.queryByRole('combobox', { name: a.columns.status })).toBeNull();
  });
});

describe("the agent's post dialog, in both languages", () => {
  it('refuses a French title without its content, says how many posts lack French, and marks each', async () => {
    const user = render(<BlogTab agent={agentRecord()} />, '/agent-dashboard/blog');
    expect(await screen.findByText(dashboardMessages.blog.lackingFrench(1))).toBeTruthy();
    const card = (await screen.findByRole('heading', { name: draft.title })).closest('li') as HTMLElement;
    expect(within(card).getByText(fr.missing)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: dashboardMessages.blog.newPost }));
    const dialog = await screen.findByRole('dialog', { name: dashboardMessages.blog.newPost });
    expect(within(dialog).queryByLabelText(new RegExp(a.fields.slug))).toBeNull();
    await user.type(within(dialog).getByLabelText(b.fields.title), 'Renewal tips');
    await user.type(within(dialog).getByLabelText(b.fields.content), 'Start early.');
    await user.type(field(dialog, fr.label(b.fields.title)), 'Conseils');
    await user.click(within(dialog).getByRole('button', { name: b.save }));

    const frContent = field(dialog, fr.label(b.fields.content));
    await waitFor(() => expect(frContent.getAttribute('aria-invalid')).toBe('true'));
    expect(writes()).toEqual([]);

    await user.type(frContent, 'Commencez tôt.');
    await user.click(within(dialog).getByRole('button', { name: b.save }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({
      fr: { title: 'Conseils', content: 'Commencez tôt.', excerpt: null },
    });
  });
});

describe("the super admin's product form and list, in both languages", () => {
  const p = adminMessages.products;

  it('says how many products lack French, marks them, and filters them with the toggle', async () => {
    const user = render(<ProductsPanel />, '/super-admin/products');
    expect(await screen.findByText('1 of 2 products has no French')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: p.plural }))
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0]!).getByText(fr.missing)).toBeTruthy();
    expect(within(rows[1]!).queryByText(fr.missing)).toBeNull();

    await user.click(screen.getByRole('button', { name: f.lacksFrench }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/admin/products?french=missing'));
    await waitFor(() => expect(screen.queryByText('Home Equity Line')).toBeNull());
    expect(screen.getByText('Fixed 5-year')).toBeTruthy();
  });

  it('edits the French beside the English: a too-long French name is refused as the English one, then the French is sent', async () => {
    const user = render(<ProductsPanel />, '/super-admin/products');
    await user.click(await screen.findByRole('button', { name: c.edit(p.noun, 'Home Equity Line') }));
    const dialog = await screen.findByRole('dialog', { name: c.editTitle(p.noun, 'Home Equity Line') });
    const name = field(dialog, fr.label(p.fields.name)) as HTMLInputElement;
    expect(name.value).toBe('Marge de crédit');
    expect(name.getAttribute('lang')).toBe('fr');
    await user.clear(name);
    await user.type(name, 'N'.repeat(256));
    await user.click(within(dialog).getByRole('button', { name: c.saveChanges }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(commonWords.tooLong(255))).toBeTruthy();
    expect(writes()).toEqual([]);

    await user.clear(name);
    await user.type(name, 'Marge de crédit hypothécaire');
    await user.clear(field(dialog, fr.label(p.fields.description)));
    await user.click(within(dialog).getByRole('button', { name: c.saveChanges }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      path: '/api/admin/products/p-fr',
      method: 'PATCH',
      body: { fr: { name: 'Marge de crédit hypothécaire', description: null, content: null } },
    });
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});
