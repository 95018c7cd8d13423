import { staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiAnswer, api, everyRow } from '../../support/http';
import { admin, deleteCreatedAgents, type Json, messageOf, newAgent, superAdmin } from './support';

/**
 * Numbers on the back office's write routes (issue 13 item 10, ADR 061): whatever finite number a
 * numeric field gets, the answer is a 2xx that stores exactly that number, or a 400 that writes
 * nothing; never a 500 from a number DynamoDB cannot store.
 */

let agentToken = '';

beforeAll(async () => {
  agentToken = (await newAgent('Bounds Agent')).token;
});
afterAll(deleteCreatedAgents);

const ids = (answer: ApiAnswer<Json>) => (answer.body as Json[]).map((item) => item.id as string);

/** Inactive, so nothing made here shows on the public site while the suite runs. */
const rateBody = { rate_type: 'fixed', term: '5 year', province: 'ON', posted_rate: 6.5, is_active: false };

describe('the numbers that answered 500 (DynamoDB cannot store them) now answer 400 and write nothing', () => {
  it.each([1e-131, 5e-324])('POST /api/admin/rates with %s', async (value) => {
    const before = ids(await admin('GET', '/api/admin/rates?status=all'));
    for (const field of ['our_rate', 'posted_rate']) {
      const answer = await admin('POST', '/api/admin/rates', { our_rate: 4.5, ...rateBody, [field]: value });
      expect(answer.status, field).toBe(400);
      expect(answer.body).toMatchObject({
        error: { code: 'validation_failed', message: commonWords.tooManyDecimals(3) },
      });
    }
    expect(ids(await admin('GET', '/api/admin/rates?status=all')).sort()).toEqual(before.sort());
  });

  it.each([1e-131, 5e-324])('PATCH /api/admin/rates/{id} with %s', async (value) => {
    const created = await admin('POST', '/api/admin/rates', { ...rateBody, our_rate: 4.5 });
    expect(created.status).toBe(201);
    const id = created.body.id;
    for (const field of ['our_rate', 'posted_rate']) {
      const answer = await admin('PATCH', `/api/admin/rates/${id}`, { [field]: value });
      expect(answer.status, field).toBe(400);
      expect(messageOf(answer.body)).toBe(commonWords.tooManyDecimals(3));
    }
    const stored = (await admin<Json[]>('GET', '/api/admin/rates?status=all')).body.find((r) => r.id === id);
    expect(stored).toMatchObject({ our_rate: 4.5, posted_rate: 6.5 });
    expect((await admin('DELETE', `/api/admin/rates/${id}`)).status).toBe(204);
  });

  it.each([1e-131, 5e-324])('POST /api/admin/products with %s', async (price) => {
    const before = ids(await admin('GET', '/api/admin/products'));
    const answer = await admin('POST', '/api/admin/products', { name: 'Tiny price', price });
    expect(answer.status).toBe(400);
    expect(messageOf(answer.body)).toBe(staffMessages.products.priceStep);
    expect(ids(await admin('GET', '/api/admin/products')).sort()).toEqual(before.sort());
  });
});

/** Finite numbers: any double (subnormals, 1e308...), the known troublemakers, and plausible values. */
const anyFiniteNumber = fc.oneof(
  { weight: 3, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      1e-131,
      5e-324,
      -5e-324,
      Number.MAX_VALUE,
      -0,
      0.1 + 0.2,
      1e-7,
      1e126,
      2 ** 53 + 2,
      12_345_678.901_234_567,
    ),
  },
  { weight: 3, arbitrary: fc.integer({ min: -100_000, max: 3_000_000 }).map((cents) => cents / 100) },
  { weight: 1, arbitrary: fc.integer({ min: -20, max: 20_000 }) },
  // Small whole numbers, so narrow fields (a 1–5 rating) are accepted often enough to test both paths.
  { weight: 2, arbitrary: fc.integer({ min: -2, max: 10 }) },
);

interface NumericField {
  /** The route and field, for the test's name. */
  label: string;
  method: 'POST' | 'PATCH';
  path: () => string;
  field: string;
  body: (value: number) => Record<string, unknown>;
  /** Where the written items are listed (to prove a 400 wrote nothing), and how to remove a created one. */
  list?: string;
  remove?: (id: string) => string;
  agent?: boolean;
}

const targets: Record<string, string> = {};
const BATCH = 8;
const RUNS = 12;

/**
 * A numeric field of an admin collection, through its POST (each item made is removed again, `created` being
 * the rest of its body) and through its PATCH of the target item made for the suite (`targets[target]`).
 */
function adminWrites(
  collection: string,
  target: string,
  field: string,
  created: Record<string, unknown>,
): NumericField[] {
  const list = collection === 'rates' ? '/api/admin/rates?status=all' : `/api/admin/${collection}`;
  return [
    {
      label: `POST /api/admin/${collection} ${field}`,
      method: 'POST',
      path: () => `/api/admin/${collection}`,
      field,
      body: (value) => ({ ...created, [field]: value }),
      list,
      remove: (id) => `/api/admin/${collection}/${id}`,
    },
    {
      label: `PATCH /api/admin/${collection}/{id} ${field}`,
      method: 'PATCH',
      path: () => `/api/admin/${collection}/${targets[target]}`,
      field,
      body: (value) => ({ [field]: value }),
      list,
    },
  ];
}

const fields: NumericField[] = [
  ...['our_rate', 'posted_rate'].flatMap((field) =>
    adminWrites('rates', 'rate', field, { our_rate: 4.5, ...rateBody }),
  ),
  ...adminWrites('products', 'product', 'price', { name: 'Bounds product' }),
  ...adminWrites('lenders', 'lender', 'display_order', { name: 'Bounds lender', is_active: false }),
  ...adminWrites('testimonials', 'testimonial', 'rating', { client_name: 'Bounds client', content: 'Fine' }),
  {
    label: 'POST /api/me/testimonials rating',
    method: 'POST',
    path: () => '/api/me/testimonials',
    field: 'rating',
    body: (rating) => ({ client_name: 'Bounds client', content: 'Fine', rating }),
    list: '/api/me/testimonials',
    remove: (id) => `/api/admin/testimonials/${id}`,
    agent: true,
  },
  {
    label: 'POST /api/me/uploads size',
    method: 'POST',
    path: () => '/api/me/uploads',
    field: 'size',
    body: (size) => ({ kind: 'headshot', filename: 'me.jpg', content_type: 'image/jpeg', size }),
    agent: true,
  },
  {
    label: 'POST /api/admin/uploads size',
    method: 'POST',
    path: () => '/api/admin/uploads',
    field: 'size',
    body: (size) => ({ kind: 'product-image', filename: 'p.png', content_type: 'image/png', size }),
  },
  {
    label: 'POST /api/me/documents file_size',
    method: 'POST',
    path: () => '/api/me/documents',
    field: 'file_size',
    body: (size) => ({
      name: 'Licence',
      file_url: 'nobody/1700000000-licence.pdf',
      file_size: size,
      mime_type: 'application/pdf',
    }),
    agent: true,
  },
];

describe('any finite number in a numeric field of a back-office write route', () => {
  beforeAll(async () => {
    const [rate, product, lender, testimonial] = await Promise.all([
      admin('POST', '/api/admin/rates', { ...rateBody, our_rate: 4.5 }),
      admin('POST', '/api/admin/products', { name: 'Bounds target', price: 10 }),
      admin('POST', '/api/admin/lenders', { name: 'Bounds target', is_active: false }),
      admin('POST', '/api/admin/testimonials', { client_name: 'Bounds target', content: 'Fine' }),
    ]);
    for (const created of [rate, product, lender, testimonial]) expect(created.status).toBe(201);
    Object.assign(targets, {
      rate: rate.body.id,
      product: product.body.id,
      lender: lender.body.id,
      testimonial: testimonial.body.id,
    });
  });

  afterAll(async () => {
    await Promise.all([
      admin('DELETE', `/api/admin/rates/${targets.rate}`),
      admin('DELETE', `/api/admin/products/${targets.product}`),
      admin('DELETE', `/api/admin/lenders/${targets.lender}`),
      admin('DELETE', `/api/admin/testimonials/${targets.testimonial}`),
    ]);
  });

  it.each(fields)(
    '$label: 2xx storing the number as sent, or 400 writing nothing; never 5xx',
    async (case_) => {
      const auth = case_.agent ? agentToken : await superAdmin();
      // The admin's catalogue lists are read whole; an agent's testimonials a page at a time (issue 33).
      const listed = async (): Promise<Json[]> => {
        if (!case_.list) return [];
        const first = (await api<Json>('GET', case_.list, { token: auth })).body;
        return Array.isArray(first) ? first : everyRow<Json>(case_.list, auth);
      };
      let accepted = 0;
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(anyFiniteNumber, { minLength: BATCH, maxLength: BATCH }),
          async (values) => {
            const before = await listed();
            // A PATCH batch runs one after another, so each answer can be checked against the stored item.
            const answers: ApiAnswer<Json>[] = [];
            if (case_.method === 'PATCH') {
              for (const value of values)
                answers.push(await api('PATCH', case_.path(), { token: auth, body: case_.body(value) }));
            } else {
              answers.push(
                ...(await Promise.all(
                  values.map((value) => api('POST', case_.path(), { token: auth, body: case_.body(value) })),
                )),
              );
            }
            for (const [i, answer] of answers.entries()) {
              const sent = `${case_.field}=${values[i]}`;
              expect(answer.status, `${sent}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
              if (answer.status < 300) {
                accepted++;
                // Stored as given: what comes back is the very number sent (JSON reads -0 as 0).
                if (case_.list) expect(answer.body[case_.field], sent).toBe(values[i] === 0 ? 0 : values[i]);
              } else {
                refused++;
                expect([400, 404], sent).toContain(answer.status);
                expect(answer.body.error.code, sent).toEqual(expect.any(String));
              }
            }
            const after = await listed();
            if (case_.method === 'POST' && case_.list) {
              // Exactly the accepted ones were written.
              expect(after.length).toBe(before.length + answers.filter((a) => a.status < 300).length);
              if (case_.remove) {
                for (const answer of answers.filter((a) => a.status < 300)) {
                  expect((await admin('DELETE', case_.remove(answer.body.id))).status).toBe(204);
                }
              }
            }
            if (case_.method === 'PATCH') {
              // The item holds the last accepted value (or its value before the batch).
              const lastAccepted = answers.findLast((a) => a.status < 300);
              const id = case_.path().split('/').at(-1);
              const stored = after.find((item) => item.id === id);
              const previous = before.find((item) => item.id === id);
              expect(stored?.[case_.field]).toBe(
                lastAccepted ? lastAccepted.body[case_.field] : previous?.[case_.field],
              );
            }
          },
        ),
        { numRuns: RUNS },
      );
      // Both paths must have run for the property to mean anything.
      expect(refused, 'refused').toBeGreaterThan(0);
      if (case_.field !== 'file_size') expect(accepted, 'accepted').toBeGreaterThan(0);
    },
  );
});
