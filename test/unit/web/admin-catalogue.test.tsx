// @vitest-environment jsdom
import './support/signed-in-fakes';
import {
  adminMessages,
  type Lender,
  type Product,
  type Service,
  staffMessages,
  truncateServiceFields,
} from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { contentProductsWords } from '@maplestone/shared/i18n/en/content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProductsPanel from '../../../web/src/features/catalogue/super-admin/products/products-panel';
import ServicesPanel from '../../../web/src/features/catalogue/super-admin/services/services-panel';
import LendersPanel from '../../../web/src/features/lenders/super-admin/lenders-panel';
import { ApiError } from '../../../web/src/lib/api';
import { seriousViolations } from './support/axe';
import { cancelThenDelete } from './support/confirm-delete';
import { answerRequests, type Call, toast } from './support/fake-api';
import { renderScreen } from './support/render';

// The fake API keeps each collection and answers as /api/admin/{products,services,lenders} do.

const c = adminMessages.crud;
const required = commonWords.required;

const products: Product[] = [
  {
    id: 'p2',
    name: 'Home Equity Line',
    description: 'Borrow against your home.',
    content: null,
    price: 1234.5,
    image_url: null,
    created_at: '2026-03-02T12:00:00.000Z',
  },
  {
    id: 'p1',
    name: 'Fixed 5-year',
    description: null,
    content: null,
    price: null,
    image_url: null,
    created_at: '2026-03-01T12:00:00.000Z',
  },
];
const services: Service[] = [
  {
    id: 's1',
    name: 'Refinancing',
    description: 'Lower your payments.',
    content: null,
    features: ['No fees', 'Fast approval'],
    image_url: null,
    created_at: '2026-03-01T12:00:00.000Z',
  },
];
const lenders: Lender[] = [
  {
    id: 'l2',
    name: 'Home Trust',
    logo_url: null,
    type: 'alternate_lender',
    display_order: 2,
    is_active: false,
  },
  { id: 'l1', name: 'RBC', logo_url: null, type: 'A Lender', display_order: 1, is_active: true },
];

let calls: Call[];
let store: Record<string, { id: string }[]>;
/** Overrides the fake API for one call (return undefined to let the store answer). */
let override: (call: Call) => unknown;

function storeAnswer({ path, method, body: sent }: Call): unknown {
  const [, , , collection = '', id] = path.split('/');
  // As the API does: a service's name and description are cut to 255 characters.
  const cut =
    collection === 'services' && (method === 'POST' || method === 'PATCH')
      ? truncateServiceFields(sent as { name: string })
      : null;
  const body = cut ? cut.values : (sent as object);
  const rows = store[collection] ?? [];
  if (method === 'GET') return rows;
  if (method === 'DELETE') {
    store[collection] = rows.filter((row) => row.id !== id);
    return null;
  }
  const extra =
    collection === 'services' ? { warning: cut?.truncated ? staffMessages.services.truncated : null } : {};
  if (method === 'PATCH') {
    store[collection] = rows.map((row) => (row.id === id ? { ...row, ...body } : row));
    return { ...store[collection]?.find((row) => row.id === id), ...extra };
  }
  const saved = { id: `${collection}-new`, created_at: '2026-03-09T12:00:00.000Z', ...body };
  store[collection] = [saved, ...rows];
  return { ...saved, ...extra };
}

beforeEach(() => {
  store = { products: [...products], services: [...services], lenders: [...lenders] };
  override = () => undefined;
  calls = answerRequests(async (call) => (await override(call)) ?? storeAnswer(call));
});
afterEach(() => vi.resetAllMocks());

const writes = () => calls.filter((call) => call.method !== 'GET');

function renderPanel(Panel: ComponentType<Record<string, never>>, tab: string) {
  const user = userEvent.setup();
  renderScreen(<Panel />, `/super-admin/${tab}`);
  return user;
}

const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
/** A field by its label's text (an optional field's label also says 'Optional'). */
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(Optional)?$`));

describe('the super admin Products panel', () => {
  const p = adminMessages.products;

  it('lists products newest first, prices with 2 decimals', async () => {
    renderPanel(ProductsPanel, 'products');
    await screen.findByRole('button', { name: c.edit(p.noun, 'Fixed 5-year') });
    const [first, second] = rowsOf(p.plural) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Home Equity Line')).toBeTruthy();
    expect(within(first).getByText('$1,234.50')).toBeTruthy();
    expect(within(second).getByText(p.noPrice)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete product "Fixed 5-year"' })).toBeTruthy();
  });

  it('requires a name, refuses a third decimal, then creates the product with its price', async () => {
    const user = renderPanel(ProductsPanel, 'products');
    await user.click(await screen.findByRole('button', { name: c.add(p.noun) }));
    const dialog = await screen.findByRole('dialog', { name: c.newTitle(p.noun) });
    const price = field(dialog, p.fields.price);
    await user.type(price, '12.505');
    await user.click(within(dialog).getByRole('button', { name: c.create }));

    expect(await within(dialog).findByText(required)).toBeTruthy();
    expect(within(dialog).getByText(staffMessages.products.priceStep)).toBeTruthy();
    expect(writes()).toEqual([]);

    await user.type(field(dialog, p.fields.name), 'Cash Back Mortgage');
    await user.clear(price);
    await user.type(price, '12.5');
    await user.click(within(dialog).getByRole('button', { name: c.create }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(adminMessages.products.saved));
    expect(writes()).toEqual([
      {
        path: '/api/admin/products',
        method: 'POST',
        body: {
          name: 'Cash Back Mortgage',
          description: null,
          content: null,
          price: 12.5,
          image_url: null,
          // Every French field left empty: no French.
          fr: null,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('$12.50')).toBeTruthy();
  });

  it("edits a product from its row, and keeps the dialog open with 'Failed to save product' when the save fails", async () => {
    const user = renderPanel(ProductsPanel, 'products');
    override = ({ method }) => {
      if (method === 'PATCH') throw new ApiError(500, 'internal', 'boom');
    };
    await user.click(await screen.findByRole('button', { name: c.edit(p.noun, 'Home Equity Line') }));
    const dialog = await screen.findByRole('dialog', { name: c.editTitle(p.noun, 'Home Equity Line') });
    const price = field(dialog, p.fields.price) as HTMLInputElement;
    expect(price.value).toBe('1234.5');
    await user.clear(price);
    await user.click(within(dialog).getByRole('button', { name: c.saveChanges }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(adminMessages.products.saveFailed));
    expect(writes()).toEqual([
      {
        path: '/api/admin/products/p2',
        method: 'PATCH',
        body: {
          name: 'Home Equity Line',
          description: 'Borrow against your home.',
          content: null,
          price: null,
          image_url: null,
          fr: null,
        },
      },
    ]);
    expect(screen.getByRole('dialog', { name: c.editTitle(p.noun, 'Home Equity Line') })).toBeTruthy();
  });

  it('asks before deleting: Cancel sends nothing, Delete removes the product', async () => {
    const user = renderPanel(ProductsPanel, 'products');
    await cancelThenDelete(user, {
      label: c.delete(p.noun, 'Fixed 5-year'),
      title: c.deleteTitle(p.noun, 'Fixed 5-year'),
      writes,
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(p.deleted));
    expect(writes()).toEqual([{ path: '/api/admin/products/p1', method: 'DELETE', body: undefined }]);
    await waitFor(() => expect(screen.queryByText('Fixed 5-year')).toBeNull());
  });

  it("says 'Failed to fetch products' when the list cannot be loaded", async () => {
    override = () => {
      throw new ApiError(500, 'internal', 'boom');
    };
    renderPanel(ProductsPanel, 'products');
    expect((await screen.findByRole('alert')).textContent).toContain(contentProductsWords.fetchFailed);
    expect(toast.error).toHaveBeenCalledWith(contentProductsWords.fetchFailed, {
      id: contentProductsWords.fetchFailed,
    });
  });
});

describe('the super admin Services panel', () => {
  const s = adminMessages.services;

  async function openNew(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: c.add(s.noun) }));
    return screen.findByRole('dialog', { name: c.newTitle(s.noun) });
  }

  it("refuses features that are not a JSON list with 'Features must be valid JSON' on the field, sending nothing", async () => {
    const user = renderPanel(ServicesPanel, 'services');
    const dialog = await openNew(user);
    await user.type(field(dialog, s.fields.name), 'Renewals');
    const features = field(dialog, s.fields.features);
    // user-event reads [ and { as key descriptors: typed as [[ and {{.
    await user.type(features, '[[No fees');
    await user.click(within(dialog).getByRole('button', { name: c.create }));

    await waitFor(() => expect(features.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(features.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
    expect(error?.textContent).toBe(staffMessages.services.featuresInvalid);
    expect(writes()).toEqual([]);

    await user.clear(features);
    await user.type(features, '{{"a": 1}');
    await user.click(within(dialog).getByRole('button', { name: c.create }));
    expect(await within(dialog).findByText(staffMessages.services.featuresInvalid)).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('saves features typed as a JSON list, and shows them back as JSON when editing', async () => {
    const user = renderPanel(ServicesPanel, 'services');
    const dialog = await openNew(user);
    await user.type(field(dialog, s.fields.name), 'Renewals');
    await user.type(field(dialog, s.fields.features), '[["Free appraisal", "No fees"]');
    await user.click(within(dialog).getByRole('button', { name: c.create }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(adminMessages.services.saved));
    expect(writes()[0]?.body).toMatchObject({ name: 'Renewals', features: ['Free appraisal', 'No fees'] });
    expect(toast.error).not.toHaveBeenCalled();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await screen.findByRole('button', { name: c.edit(s.noun, 'Refinancing') }));
    const edit = await screen.findByRole('dialog', { name: c.editTitle(s.noun, 'Refinancing') });
    const features = field(edit, s.fields.features) as HTMLTextAreaElement;
    expect(JSON.parse(features.value)).toEqual(['No fees', 'Fast approval']);
  });

  it('takes a 300-character name (no maxLength), says it will be cut, and after the save shows the truncation message', async () => {
    const user = renderPanel(ServicesPanel, 'services');
    const dialog = await openNew(user);
    const name = field(dialog, s.fields.name) as HTMLInputElement;
    const long = 'N'.repeat(300);
    await user.type(name, long);
    expect(name.value).toHaveLength(300);
    expect(name.hasAttribute('maxlength')).toBe(false);
    expect(within(dialog).getByText(s.overLimit(300, 255))).toBeTruthy();
    expect(field(dialog, s.fields.description).hasAttribute('maxlength')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: c.create }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(staffMessages.services.truncated));
    expect(writes()).toEqual([
      {
        path: '/api/admin/services',
        method: 'POST',
        body: { name: long, description: null, features: null, content: null, image_url: null, fr: null },
      },
    ]);
  });

  it('asks before deleting a service, and Cancel sends nothing', async () => {
    const user = renderPanel(ServicesPanel, 'services');
    await user.click(await screen.findByRole('button', { name: 'Delete service "Refinancing"' }));
    const confirm = await screen.findByRole('alertdialog', { name: c.deleteTitle(s.noun, 'Refinancing') });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes()).toEqual([]);
  });

  it("says 'Failed to save service' when the API fails", async () => {
    const user = renderPanel(ServicesPanel, 'services');
    override = ({ method }) => {
      if (method === 'POST') throw new ApiError(500, 'internal', 'boom');
    };
    const dialog = await openNew(user);
    await user.type(field(dialog, s.fields.name), 'Renewals');
    await user.click(within(dialog).getByRole('button', { name: c.create }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(adminMessages.services.saveFailed));
    expect(screen.getByRole('dialog', { name: c.newTitle(s.noun) })).toBeTruthy();
  });
});

describe('the super admin Lenders panel', () => {
  const l = adminMessages.lenders;

  it('lists lenders by display order with their type and state', async () => {
    renderPanel(LendersPanel, 'lenders');
    await screen.findByRole('button', { name: 'Edit lender "RBC"' });
    const [first, second] = rowsOf(l.plural) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('RBC')).toBeTruthy();
    expect(within(first).getByText('A Lender')).toBeTruthy();
    expect(within(first).getByText(l.active)).toBeTruthy();
    // 'alternate_lender' (the home page's spelling) reads as the admin form's 'Alternate Lender'.
    expect(within(second).getByText('Alternate Lender')).toBeTruthy();
    expect(within(second).getByText(l.inactive)).toBeTruthy();
  });

  it("starts a new lender as the spec's defaults: type A Lender, order 0, active", async () => {
    const user = renderPanel(LendersPanel, 'lenders');
    await user.click(await screen.findByRole('button', { name: c.add(l.noun) }));
    const dialog = await screen.findByRole('dialog', { name: c.newTitle(l.noun) });
    expect((field(dialog, l.fields.type) as HTMLSelectElement).value).toBe('A Lender');
    expect((field(dialog, l.fields.order) as HTMLInputElement).value).toBe('0');
    expect((field(dialog, l.fields.active) as HTMLInputElement).checked).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: c.create }));
    expect(await within(dialog).findByText(required)).toBeTruthy();
    expect(writes()).toEqual([]);

    await user.type(field(dialog, l.fields.name), 'Scotiabank');
    await user.click(within(dialog).getByRole('button', { name: c.create }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(adminMessages.lenders.saved));
    expect(writes()).toEqual([
      {
        path: '/api/admin/lenders',
        method: 'POST',
        body: { name: 'Scotiabank', type: 'A Lender', display_order: 0, is_active: true, logo_url: null },
      },
    ]);
  });

  it('refuses a display order that is not a whole number', async () => {
    const user = renderPanel(LendersPanel, 'lenders');
    await user.click(await screen.findByRole('button', { name: c.edit(l.noun, 'RBC') }));
    const dialog = await screen.findByRole('dialog', { name: c.editTitle(l.noun, 'RBC') });
    const order = field(dialog, l.fields.order);
    await user.clear(order);
    await user.type(order, '1.5');
    await user.click(within(dialog).getByRole('button', { name: c.saveChanges }));
    expect(await within(dialog).findByText(commonWords.wholeNumber)).toBeTruthy();
    expect(writes()).toEqual([]);

    await user.clear(order);
    await user.type(order, '7');
    await user.selectOptions(field(dialog, l.fields.type), 'Alternate Lender');
    await user.click(field(dialog, l.fields.active));
    await user.click(within(dialog).getByRole('button', { name: c.saveChanges }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(adminMessages.lenders.saved));
    expect(writes()[0]).toMatchObject({
      path: '/api/admin/lenders/l1',
      method: 'PATCH',
      body: { name: 'RBC', type: 'Alternate Lender', display_order: 7, is_active: false },
    });
  });

  it("asks before deleting a lender; Cancel sends nothing, and a failed delete says 'Failed to delete lender'", async () => {
    const user = renderPanel(LendersPanel, 'lenders');
    override = ({ method }) => {
      if (method === 'DELETE') throw new ApiError(500, 'internal', 'boom');
    };
    await cancelThenDelete(user, {
      label: 'Delete lender "RBC"',
      title: c.deleteTitle(l.noun, 'RBC'),
      writes,
    });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(l.deleteFailed));
    expect(screen.getByRole('button', { name: 'Delete lender "RBC"' })).toBeTruthy();
  });
});

describe('the super admin catalogue panels', () => {
  it.each([
    { Panel: ProductsPanel, tab: 'products', noun: adminMessages.products.noun, row: 'Fixed 5-year' },
    { Panel: ServicesPanel, tab: 'services', noun: adminMessages.services.noun, row: 'Refinancing' },
    { Panel: LendersPanel, tab: 'lenders', noun: adminMessages.lenders.noun, row: 'RBC' },
  ])(
    '$tab: no serious or critical axe violation, in the list and in the dialog',
    async ({ Panel, tab, noun, row }) => {
      const user = renderPanel(Panel, tab);
      await screen.findByRole('button', { name: c.edit(noun, row) });
      expect(await seriousViolations(document.body)).toEqual([]);
      await user.click(screen.getByRole('button', { name: c.add(noun) }));
      await screen.findByRole('dialog', { name: c.newTitle(noun) });
      expect(await seriousViolations(document.body)).toEqual([]);
    },
  );
});
