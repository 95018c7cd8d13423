import { randomInt, randomUUID } from 'node:crypto';
import { QUOTE_DEFAULTS } from '@maplestone/shared';
import { expect, inject } from 'vitest';
import { leads } from '../../../functions/src/data/repositories/leads';
import { api } from '../../support/http';

/**
 * A fresh client address for the per-IP rate limit (CloudFront-Viewer-Address, as CloudFront sends it),
 * so tests do not share one limit through 127.0.0.1. The gateway keeps it only from a trusted edge (the
 * stack's LOCAL_EDGE_SECRET, ADR 055): any other client's is replaced by its socket's address.
 */
export function viewer(): Record<string, string> {
  return {
    'cloudfront-viewer-address': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}:${randomInt(1024, 65535)}`,
    'x-origin-verify': inject('stack').env.LOCAL_EDGE_SECRET!,
  };
}

/** POST as a distinct visitor, optionally with an Idempotency-Key. */
export function post<T = unknown>(path: string, body: unknown, headers: Record<string, string> = {}) {
  return api<T>('POST', path, { body, headers: { ...viewer(), ...headers } });
}

export const newKey = () => randomUUID();

/** POSTs the lead as a distinct visitor, expects 201, and answers the lead as stored. */
export async function createdLead(body: unknown, headers: Record<string, string> = {}) {
  const answer = await post<{ id: string }>('/api/leads', body, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const lead = await leads.get(answer.body.id);
  expect(lead).toBeDefined();
  return lead!;
}

export const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'rate_quote',
  client_name: 'Jamie Test',
  client_email: 'jamie@example.com',
  client_phone: '(416) 555-0100',
  agent_id: 'none',
  metadata: { price: 600_000, downPayment: 60_000, ...QUOTE_DEFAULTS },
  ...overrides,
});

export const applicationBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'application',
  client_name: 'Alex Applicant',
  client_email: 'alex@example.com',
  client_phone: '416-555-0101',
  agent_id: '',
  metadata: { mortgage_amount: 450_000, property_address: '12 King St W, Toronto' },
  message: 'Looking to buy in spring.',
  ...overrides,
});

export const contactBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'contact',
  client_name: 'Casey Contact',
  client_email: 'casey@example.com',
  client_phone: '(514) 555-0102',
  message: 'Please call me about renewing.',
  consent: true,
  metadata: { phoneType: 'Work', postalCode: 'h3b 4w8' },
  ...overrides,
});

/** A rate alert form's body: Ontario's 5-year fixed at 9 %, a target every stored rate meets; `overrides` change it. */
export const alertBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  province: 'ON',
  rate_type: 'fixed',
  term: '5 year',
  target: 9,
  consent: true,
  website: '',
  ...overrides,
});
