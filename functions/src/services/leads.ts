import { createHash, randomUUID } from 'node:crypto';
import { consentForNewLead } from '@maplestone/shared/consent';
import { ESTIMATE_LEAD_SOURCE, LEAD_SOURCE_BY_TYPE } from '@maplestone/shared/domain';
import { apiMessages } from '@maplestone/shared/i18n/en/api';
import { closingCosts } from '@maplestone/shared/mortgage/closing-costs';
import { landTransferTax } from '@maplestone/shared/mortgage/land-transfer-tax';
import {
  calculationsForQuote,
  type EstimateInput,
  type LeadRequest,
} from '@maplestone/shared/schemas/lead-requests';
import type { EstimateFigures, LeadMetadata } from '@maplestone/shared/schemas/leads';
import type { Lead } from '../data/repositories/leads';
import { ValidationError } from '../lib/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The lead's id. With an Idempotency-Key (a UUID the browser makes per form submission) the id is
 * derived from it, so every retry of that submission names the same lead (ADR 006); without one, random.
 */
export function leadIdFor(idempotencyKey: string | undefined): string {
  if (idempotencyKey === undefined) return randomUUID();
  const key = idempotencyKey.trim();
  if (!UUID.test(key))
    throw new ValidationError(apiMessages.idempotencyKeyInvalid, [
      { path: 'Idempotency-Key', message: apiMessages.idempotencyKeyInvalid },
    ]);
  const hex = createHash('sha256').update(`lead:${key.toLowerCase()}`).digest('hex');
  // Shaped as a UUID (version 8: custom) so every lead id looks alike.
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** A fingerprint of the parsed request, to tell a retry (same body) from a reused key (another body). */
export function requestHash(request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('base64url');
}

/** The hidden `website` field: people leave it empty, form-filling bots do not. */
export function isBot(request: { website?: string | undefined }): boolean {
  return Boolean(request.website?.trim());
}

/**
 * Quote bodies may carry the dialog's own `metadata.calculations` (and a calculator's `estimate.figures`) (the spec's client stored them):
 * they are dropped before validation and recomputed on the server, never trusted (ADR 006).
 */
export function withoutClientCalculations(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { type, metadata, estimate } = body as { type?: unknown; metadata?: unknown; estimate?: unknown };
  // A calculator's estimate likewise: its figures are the server's (ADR 080).
  if (estimate && typeof estimate === 'object' && !Array.isArray(estimate) && 'figures' in estimate) {
    const { figures: _ignored, ...inputs } = estimate as Record<string, unknown>;
    return withoutClientCalculations({ ...body, estimate: inputs });
  }
  if ((type !== 'rate_quote' && type !== 'refinance') || !metadata || typeof metadata !== 'object')
    return body;
  const { calculations: _ignored, ...rest } = metadata as Record<string, unknown>;
  return { ...body, metadata: rest };
}

/** A calculator estimate's figures, recomputed here from its inputs with the pages' own core functions (ADR 080). */
export function figuresForEstimate(estimate: EstimateInput): EstimateFigures {
  const place = {
    province: estimate.province,
    price: estimate.price,
    firstTimeBuyer: estimate.firstTimeBuyer,
    toronto: estimate.city === 'toronto',
    montreal: estimate.city === 'montreal',
  };
  if (estimate.calculator === 'land_transfer_tax') return taxFigures(landTransferTax(place));
  const costs = closingCosts({
    ...place,
    downPayment: estimate.downPayment ?? 0,
    amortizationYears: estimate.amortization,
  });
  return {
    ...taxFigures(costs.landTransferTax),
    insurancePremiumTax: costs.mortgageInsurance.salesTax,
    cashToClose: costs.cashToClose,
  };
}

/** The land transfer tax part of an estimate's figures: its four amounts, or only that it is not available. */
function taxFigures(tax: ReturnType<typeof landTransferTax>) {
  if (!tax.available) return { available: false as const };
  const { provincial, municipal, rebate, total } = tax;
  return { available: true as const, provincial, municipal, rebate, total };
}

/** The stored lead for a validated public request: status 'new', the form's source, server-side figures and consent. */
export function buildLead(
  request: LeadRequest,
  context: { id: string; now: string; agentId: string | null },
): Lead {
  const common = {
    id: context.id,
    agent_id: context.agentId,
    client_name: request.client_name,
    client_email: request.client_email,
    client_phone: request.client_phone ?? null,
    type: request.type,
    source: LEAD_SOURCE_BY_TYPE[request.type],
    status: 'new' as const,
    notes: null,
    created_at: context.now,
    updated_at: null,
    page: request.page ?? null,
    language: request.language ?? 'en',
    // The consent ledger (ADR 073): the server's record, in the lead's one PutItem, in the form's wording.
    consent: consentForNewLead(request.type, context.now, request.language),
  };
  switch (request.type) {
    case 'rate_quote':
    case 'refinance': {
      if (request.type === 'rate_quote' && request.estimate) {
        // A calculator's estimate: its inputs and the server's own figures (ADR 080), its calculator as source.
        const estimate = { ...request.estimate, figures: figuresForEstimate(request.estimate) };
        return {
          ...common,
          source: ESTIMATE_LEAD_SOURCE[request.estimate.calculator],
          message: null,
          metadata: { estimate },
        };
      }
      // Stored as given: the schema already holds amounts to the cent and rates to 3 decimals (ADR 061).
      const metadata: LeadMetadata = {
        ...request.metadata,
        calculations: calculationsForQuote(request.metadata),
      };
      return { ...common, message: null, metadata };
    }
    case 'application':
      return {
        ...common,
        message: request.message ?? null,
        metadata: {
          mortgage_amount: request.metadata?.mortgage_amount ?? null,
          property_address: request.metadata?.property_address ?? null,
        },
      };
    case 'contact':
      return {
        ...common,
        message: request.message,
        // Consent is required to send; keeping it with the lead is the record CASL asks for.
        metadata: { ...request.metadata, postalCode: request.metadata.postalCode ?? null, consent: true },
      };
  }
}
