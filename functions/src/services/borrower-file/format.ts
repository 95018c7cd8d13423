import { brand } from '@maplestone/shared/brand';
import { fileWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import type { BrokerFile, ChecklistItem } from '@maplestone/shared/schemas/borrower-file';
import { dateTimeFormat, numberFormat } from '@maplestone/shared/text/intl';

/*
 * How the file's printed copy (pdf.ts) shows its values: the broker desk's own words (English, as the back office),
 * amounts in CAD, times in Toronto time.
 */

const w = fileWords;

/** Amounts the sections hold (the rest are plain numbers or text). */
const MONEY_FIELDS = new Set([
  'annual_amount',
  'value',
  'balance',
  'monthly_payment',
  'mortgage_balance',
  'purchase_price',
  'amount',
]);

export const money = (value: number) =>
  numberFormat({ style: 'currency', currency: 'CAD', maximumFractionDigits: 2 }).format(value);

/** A timestamp as 'Nov 21, 2026, 10:00 a.m.' (Toronto time). */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat({
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: brand.timeZone,
  }).format(date);
}

/** A field's label: the desk's, or the wire's name made readable. */
export const fieldLabel = (name: string) => w.application.fields[name] ?? name.replace(/_/g, ' ');

/** A field's value as printed: amounts in CAD, yes/no, the desk's words for enumerated values, 'current' for an open period. */
export function fieldValue(name: string, value: unknown): string {
  if (value === null || value === undefined || value === '') {
    return name === 'to' ? w.application.current : '—';
  }
  if (typeof value === 'boolean') return value ? w.application.yes : w.application.no;
  if (typeof value === 'number') return MONEY_FIELDS.has(name) ? money(value) : String(value);
  if (typeof value === 'string') return w.application.values[value] ?? value;
  if (Array.isArray(value)) return value.map((entry) => entryLine(entry)).join(' / ');
  return entryLine(value);
}

/** An entry of a list on one line: 'Employer: Acme · Type: Full time · From: 2020-01-01 · To: current'. */
export function entryLine(entry: unknown): string {
  if (!entry || typeof entry !== 'object') return String(entry ?? '—');
  // An empty field is left out ('to' is not: empty, it says the period is current).
  return Object.entries(entry as Record<string, unknown>)
    .filter(([name, value]) => name === 'to' || (value !== null && value !== undefined && value !== ''))
    .map(([name, value]) => `${fieldLabel(name)}: ${fieldValue(name, value)}`)
    .join(' · ');
}

export const sectionTitle = (section: string) => w.application.sections[section] ?? section;
export const stageLabel = (stage: string) => (w.stage.labels as Record<string, string>)[stage] ?? stage;

/** A checklist item's name: its custom label, or its standard type's. */
export const documentName = (item: Pick<ChecklistItem, 'type' | 'label'>) =>
  item.label ?? w.checklist.types[item.type] ?? item.type;

/** Whose an item is: the file's, or an applicant's by name. */
export function documentOwner(
  item: Pick<ChecklistItem, 'applicant_id'>,
  file: Pick<BrokerFile, 'applicants'>,
) {
  if (!item.applicant_id) return w.checklist.forFile;
  const applicant = file.applicants.find((candidate) => candidate.id === item.applicant_id);
  return w.checklist.forApplicant(applicant?.name ?? item.applicant_id);
}
