import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadContacts } from '../../../functions/src/data/repositories/lead-contacts';
import { contactBody, post, quoteBody } from '../public-api/support';

/** A person's leads by e-mail or phone (ADR 071): what privacy requests and duplicate flags read. */
describe('contact indexes', () => {
  it("find a person's leads by e-mail whatever its case, and by phone whatever its format, each lead once", async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `Pat.${tag}@Example.com`;
    const phone = `416-7${tag.replace(/\D/g, '0').slice(0, 2)}-${String(Date.now()).slice(-4)}`;
    const first = await post<{ id: string }>(
      '/api/leads',
      contactBody({ client_email: email, client_phone: phone }),
    );
    const second = await post<{ id: string }>(
      '/api/leads',
      quoteBody({ client_email: email.toLowerCase(), client_phone: '' }),
    );
    const third = await post<{ id: string }>(
      '/api/leads',
      quoteBody({ client_email: `other.${tag}@example.com`, client_phone: `+1 ${phone.replace(/-/g, ' ')}` }),
    );
    for (const created of [first, second, third]) expect(created.status).toBe(201);

    const byEmail = await leadContacts.listByContact({ email: `  pat.${tag}@example.COM ` });
    expect(byEmail.map((lead) => lead.id)).toEqual([first.body.id, second.body.id]);

    const byPhone = await leadContacts.listByContact({ phone: `(${phone.slice(0, 3)}) ${phone.slice(4)}` });
    expect(byPhone.map((lead) => lead.id)).toEqual([first.body.id, third.body.id]);

    const both = await leadContacts.listByContact({ email, phone });
    expect(both.map((lead) => lead.id)).toEqual([first.body.id, second.body.id, third.body.id]);

    const later = await leadContacts.listByContact({ email }, both[1]!.created_at);
    expect(later.map((lead) => lead.id)).toEqual([second.body.id]);
  });

  it('finds nothing for an address nobody gave', async () => {
    expect(await leadContacts.listByContact({ email: `nobody.${randomUUID()}@example.com` })).toEqual([]);
    expect(await leadContacts.listByContact({ phone: 'no digits' })).toEqual([]);
  });
});
