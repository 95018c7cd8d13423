import { givenFigure, quoteHasFigures } from '@maplestone/shared/mortgage/quote';
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

/** The CSV's line end (CRLF, as RFC 4180 and Excel want). */
export const CSV_LINE_END = '\r\n';

/** What a row of the export reads of a lead: a list row does (the chat transcript, `notes`, is never exported). */
export type CsvLead = Pick<
  Lead,
  | 'id'
  | 'created_at'
  | 'status'
  | 'type'
  | 'source'
  | 'agent_id'
  | 'client_name'
  | 'client_email'
  | 'client_phone'
  | 'message'
  | 'metadata'
  | 'language'
>;

/**
 * The file's start: a byte order mark (UTF-8, so Excel reads accents) and the header row, with its line end.
 * A file is this, then one `leadCsvRow` per lead: an export job writes it a page at a time (ADR 093).
 */
export function leadsCsvHeader(): string {
  return `\uFEFF${row(LEAD_CSV_COLUMNS)}${CSV_LINE_END}`;
}

/** One lead's row with its line end; its agent's name from `agentNames` (empty when unknown or unassigned). */
export function leadCsvRow(lead: CsvLead, agentNames: ReadonlyMap<string, string>): string {
  const metadata = (lead.metadata ?? {}) as Record<string, unknown>;
  const calculations = (metadata.calculations ?? {}) as Record<string, unknown>;
  // Only a quote has calculations, worked out from its price: none given, none shown.
  const figures = quoteHasFigures(metadata);
  const line = row([
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
    // A quote's figures nobody gave are empty cells, not 0 (issue 35).
    givenFigure(metadata.price),
    givenFigure(metadata.downPayment),
    metadata.location ?? null,
    num(metadata.amortization),
    figures ? num(calculations.monthlyPayment) : null,
    figures ? num(calculations.totalMortgage) : null,
    lead.language ?? 'en',
  ]);
  return `${line}${CSV_LINE_END}`;
}

/** The whole export at once (UTF-8 with a BOM, CRLF line ends, a header row): the header, then each lead's row. */
export function leadsCsv(leads: readonly CsvLead[], agentNames: ReadonlyMap<string, string>): string {
  return leadsCsvHeader() + leads.map((lead) => leadCsvRow(lead, agentNames)).join('');
}
