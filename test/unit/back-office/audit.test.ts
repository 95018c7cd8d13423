import { AUDIT_MAX_RANGE_DAYS, auditChanges, PERSONAL_DATA, PERSONAL_DATA_CHANGED } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';
import { auditMonthsOf as monthsOf } from '../../../functions/src/data/keys';
import { isAudited, routes } from '../../../functions/src/routes';
import { auditEntityType, loadAuditEntity } from '../../../functions/src/services/back-office/audit-entities';
import {
  auditRange,
  decodeAuditCursor,
  encodeAuditCursor,
} from '../../../functions/src/services/back-office/audit-log';
import {
  fitEntity,
  redactEntity,
  redactIdentifier,
  SECRET,
  summariseRequest,
} from '../../../functions/src/services/back-office/audit-redaction';

const lead = {
  id: 'lead-1',
  agent_id: 'agent-sarah-chen',
  client_name: 'Jane Client',
  client_email: 'jane@example.com',
  client_phone: '416-555-0100',
  type: 'contact',
  source: 'website',
  status: 'new',
  message: 'Call me about my renewal',
  notes: null,
  metadata: { price: 500000, property_address: '1 Main St' },
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: null,
};

describe('audit redaction (ADR 069)', () => {
  it("keeps a lead's status and ids, and marks its personal fields without their values", () => {
    const after = { ...lead, status: 'contacted', updated_at: '2026-11-02T10:00:00.000Z' };
    const redacted = redactEntity('leads', lead, after);
    expect(redacted.before).toEqual({
      ...lead,
      client_name: PERSONAL_DATA,
      client_email: PERSONAL_DATA,
      client_phone: PERSONAL_DATA,
      message: PERSONAL_DATA,
      metadata: PERSONAL_DATA,
    });
    expect(redacted.after).toMatchObject({ status: 'contacted', client_email: PERSONAL_DATA, notes: null });
    const text = JSON.stringify(redacted);
    for (const personal of ['Jane', 'jane@example.com', '416-555-0100', 'renewal', 'Main St']) {
      expect(text).not.toContain(personal);
    }
  });

  it('says THAT a personal field changed, never what it became', () => {
    const anonymised = { ...lead, client_email: 'anonymised@invalid', client_name: 'Anonymised' };
    const { before, after } = redactEntity('leads', lead, anonymised);
    expect(after).toMatchObject({ client_email: PERSONAL_DATA_CHANGED, client_name: PERSONAL_DATA_CHANGED });
    expect(after).toMatchObject({ client_phone: PERSONAL_DATA, message: PERSONAL_DATA });
    expect(auditChanges(before, after).changed).toEqual(['client_email', 'client_name']);
  });

  it('redacts a field a lead gains later (a whitelist, not a blacklist), and subscribers too', () => {
    const { after } = redactEntity('leads', null, { ...lead, consent_text: 'I agree, Jane' });
    expect(after?.consent_text).toBe(PERSONAL_DATA);
    expect(redactEntity('subscribers', { email: 'a@b.ca', created_at: 'x' }, null).before).toEqual({
      email: PERSONAL_DATA,
      created_at: 'x',
    });
  });

  it("keeps other entities' values as they are (an agent is staff, not a client)", () => {
    const agent = { id: 'a', name: 'Sarah Chen', email: 'sarah@maplestone.ca' };
    expect(redactEntity('agents', agent, null)).toEqual({ before: agent, after: null });
  });

  it('summarises a request: secrets, personal fields, e-mails and phone numbers replaced, long text cut', () => {
    const summary = summariseRequest({
      fullName: 'New Agent',
      email: 'new@example.com',
      password: 'Sup3r-secret!',
      is_active: true,
      agent_id: 'agent-1',
      comment_free: 'write to me at x@y.ca',
      phone_free: '(416) 555-0100',
      published_at: '2026-11-02',
      nested: { text: 'hello', count: 3 },
      long: 'x'.repeat(500),
    });
    expect(summary).toMatchObject({
      fullName: PERSONAL_DATA,
      email: PERSONAL_DATA,
      password: SECRET,
      is_active: true,
      agent_id: 'agent-1',
      comment_free: PERSONAL_DATA,
      phone_free: PERSONAL_DATA,
      published_at: '2026-11-02',
      nested: { text: PERSONAL_DATA, count: 3 },
    });
    expect(String(summary?.long).length).toBeLessThan(130);
    expect(summariseRequest({})).toBeNull();
    expect(summariseRequest(undefined)).toBeNull();
    expect(summariseRequest({ q: 'jane' })).toEqual({ q: PERSONAL_DATA });
  });

  it('keeps ids but not an e-mail or phone number used as one', () => {
    expect(redactIdentifier('5d0c1f0e-6a0b-4c1e-9a43-6b1c2d3e4f50')).toBe(
      '5d0c1f0e-6a0b-4c1e-9a43-6b1c2d3e4f50',
    );
    expect(redactIdentifier('12345678-1234-1234-1234-123456789012')).toBe(
      '12345678-1234-1234-1234-123456789012',
    );
    expect(redactIdentifier('Jane@Example.com')).toBe(PERSONAL_DATA);
    expect(redactIdentifier('+1 416 555 0100')).toBe(PERSONAL_DATA);
  });
});

describe('an entry within the item size', () => {
  it('keeps an entity whole, and cuts the long texts of one past the size to their start, length and digest', () => {
    const post = { id: 'post-1', title: 'Rates', content: 'short', fr: { title: 'Taux', content: 'court' } };
    expect(fitEntity({ before: post, after: post })).toEqual({ before: post, after: post });

    // A post of 100,000 characters in each language, before and after: 400 KB, past DynamoDB's item.
    const long = (letter: string) => letter.repeat(100_000);
    const before = { ...post, content: long('a'), fr: { title: 'Taux', content: long('é') } };
    const after = { ...before, fr: { title: 'Taux', content: `${long('é').slice(1)}è` } };
    const fitted = fitEntity({ before, after });
    expect(Buffer.byteLength(JSON.stringify(fitted))).toBeLessThan(20_000);
    expect(fitted.before).toMatchObject({ id: 'post-1', title: 'Rates', fr: { title: 'Taux' } });
    const frenchOf = (fields: typeof fitted.before) => (fields!.fr as { content: string }).content;
    expect(frenchOf(fitted.before)).toMatch(/^é{2000}… \[100000 characters, sha256 [0-9a-f]{16}\]$/);
    // The same start and length, another text: the digest tells the change.
    expect(frenchOf(fitted.after)).not.toBe(frenchOf(fitted.before));
    expect(fitted.after!.content).toBe(fitted.before!.content);
  });
});

describe('audit diff', () => {
  it('lists the changed fields and the unchanged ones, an absent field counting as null', () => {
    expect(
      auditChanges(
        { a: 1, b: { x: 1, y: 2 }, c: 'same', d: null },
        { a: 2, b: { y: 2, x: 1 }, c: 'same', e: 'new' },
      ),
    ).toEqual({ changed: ['a', 'e'], unchanged: ['b', 'c', 'd'] });
  });

  it('a creation changes every field; a deletion too', () => {
    expect(auditChanges(null, { id: '1', name: 'n' })).toEqual({ changed: ['id', 'name'], unchanged: [] });
    expect(auditChanges({ id: '1' }, null)).toEqual({ changed: ['id'], unchanged: [] });
  });
});

describe('which routes are audited', () => {
  it('every admin-api write, and the GETs marked audit (the privacy exports); no other audience', () => {
    const audited = routes.filter(isAudited);
    expect(audited.every((route) => route.audience === 'admin-api')).toBe(true);
    expect(
      audited.some((route) => route.method === 'GET' && route.path === '/api/admin/privacy/export'),
    ).toBe(true);
    // The leads export is a job now (ADR 093): its start is audited, as an export of leads; following it is not.
    expect(audited.find((route) => route.path === '/api/admin/exports')).toMatchObject({
      method: 'POST',
      handler: 'exportLeadsCsv',
      auditAs: 'leads',
    });
    expect(audited.some((route) => route.path === '/api/admin/exports/{id}')).toBe(false);
    expect(audited.some((route) => route.path === '/api/admin/audit')).toBe(false);
    for (const route of routes.filter((r) => r.audience === 'admin-api' && r.method !== 'GET')) {
      expect(isAudited(route)).toBe(true);
    }
  });

  it('reads no entity for an id none can have, nor for a type it does not know', async () => {
    expect(await loadAuditEntity('leads', 'x'.repeat(3000))).toBeNull();
    expect(await loadAuditEntity('leads', 'a/b')).toBeNull();
    expect(await loadAuditEntity('uploads', 'agent-1')).toBeNull();
  });

  it("names the entity by the route's segment", () => {
    expect(auditEntityType('/api/admin/agents/{id}')).toBe('agents');
    expect(auditEntityType('/api/admin/leads.csv')).toBe('leads');
    expect(auditEntityType('/api/admin/leads/{id}/notes')).toBe('leads');
  });
});

describe('audit listing range and cursor', () => {
  const now = new Date('2026-11-23T15:00:00Z');

  it('defaults to the last 30 Toronto days and ends at the start of the next Toronto day', () => {
    expect(auditRange({}, now)).toEqual({
      from: '2026-10-25T04:00:00.000Z',
      until: '2026-11-24T05:00:00.000Z',
    });
  });

  it('refuses from after to and a range over a year', () => {
    expect(() => auditRange({ from: '2026-11-02', to: '2026-11-01' })).toThrow(/on or before/);
    expect(() => auditRange({ from: '2025-01-01', to: '2026-01-02' })).toThrow(/12 months/);
    expect(AUDIT_MAX_RANGE_DAYS).toBe(366);
    expect(() => auditRange({ from: '2024-01-01', to: '2024-12-31' })).not.toThrow();
  });

  it('walks the month partitions newest first', () => {
    expect(monthsOf('2026-10-25T04:00:00.000Z', '2026-12-01T05:00:00.000Z')).toEqual([
      '2026-12',
      '2026-11',
      '2026-10',
    ]);
    expect(monthsOf('2026-10-25T04:00:00.000Z', '2026-11-01T00:00:00.000Z')).toEqual(['2026-10']);
  });

  it("accepts its own cursors and refuses others'", () => {
    const months = ['2026-11', '2026-10'];
    const position = {
      month: '2026-11',
      after: '2026-11-02T10:00:00.000Z#5d0c1f0e-6a0b-4c1e-9a43-6b1c2d3e4f50',
    };
    expect(decodeAuditCursor(encodeAuditCursor(position), months)).toEqual(position);
    expect(decodeAuditCursor(encodeAuditCursor({ month: '2026-10' }), months)).toEqual({ month: '2026-10' });
    for (const bad of [
      'not-a-cursor',
      encodeAuditCursor({ month: '2025-01' }),
      encodeAuditCursor({ month: '2026-11', after: 'LEAD#x' }),
      encodeAuditCursor({ month: '2026-11', after: position.after.replace('2026-11', '2026-10') }),
    ]) {
      expect(() => decodeAuditCursor(bad, months)).toThrow(/no longer valid/);
    }
  });
});
