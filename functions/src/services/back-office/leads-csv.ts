import type { Lead } from '../../data/repositories/leads';

/** The columns of the leads export, in order. */
export const LEAD_CSV_COLUMNS = [
  'id',
  'created_at',
  'status',
  'type',
  'source',
  'agent_name',
  'client_name',
  'client_email',
  'client_phone',
  'message',
  'mortgage_amount',
  'property_address',
  'price',
  'down_payment',
  'location',
  'amortization',
  'monthly_payment',
  'total_mortgage',
  /** The language the visitor wrote in, 'en' or 'fr' (issue 20); a lead from before it is 'en'. */
  'language',
] as const;

/** A spreadsheet reads a cell starting with one of these as a formula (CSV/formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180). Text that a spreadsheet would run as a formula gets a leading single
 * quote; fields with a comma, a quote or a line break are quoted, quotes doubled. Numbers stay numbers.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function row(values: readonly unknown[]): string {
  return values.map(csvField).join(',');
}

const num = (value: unknown) => (typeof value === 'number' ? value : null);

/** The export: UTF-8 with a byte order mark (so Excel reads accents), CRLF line ends, a header row. */
export function leadsCsv(leads: readonly Lead[], agentNames: ReadonlyMap<string, string>): string {
  const lines = [row(LEAD_CSV_COLUMNS)];
  for (const lead of leads) {
    const metadata = (lead.metadata ?? {}) as Record<string, unknown>;
    const calculations = (metadata.calculations ?? {}) as Record<string, unknown>;
    lines.push(
      row([
        lead.id,
        lead.created_at,
        lead.status,
        lead.type,
        lead.source,
        lead.agent_id ? (agentNames.get(lead.agent_id) ?? null) : null,
        lead.client_name,
        lead.client_email,
        lead.client_phone,
        lead.message,
        num(metadata.mortgage_amount),
        metadata.property_address ?? null,
        num(metadata.price),
        num(metadata.downPayment),
        metadata.location ?? null,
        num(metadata.amortization),
        num(calculations.monthlyPayment),
        num(calculations.totalMortgage),
        lead.language ?? 'en',
      ]),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
