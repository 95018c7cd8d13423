import { brand } from './brand';
import {
  CONSENT_KINDS,
  CONSENT_WORDING_VERSIONS,
  CONSENT_WORDINGS,
  type ConsentKind,
  FILE_STAGES,
  type FileProgress,
  type FileStage,
  type MissingItem,
  PERSONAL_SECTIONS,
  type PersonalSectionKey,
  type PersonalSections,
  SECTION_SCHEMAS,
  type SectionKey,
  type SectionProgress,
  type SectionScope,
  SHARED_SECTIONS,
  type SharedSections,
  type StandardDocumentType,
} from './schemas/borrower-file';
import { dateTimeFormat } from './text/intl';

/**
 * The borrower's file's rules (issue 38, ADR 118), pure: the portal and the server compute progress, what a
 * submission lacks, whether the documents are complete and which stage moves are allowed with these, so both
 * say the same. Days are 'YYYY-MM-DD' (Toronto days); `today` is always a parameter.
 */

export type { FileStage };
export { FILE_STAGES };

// ---------------------------------------------------------------------------------------------
// Days.

const DAY_MS = 86_400_000;

const torontoDay: Intl.DateTimeFormatOptions = {
  timeZone: brand.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
};

/** The Toronto day (YYYY-MM-DD) of an instant: the `today` the rules take. */
export function fileDay(at: Date = new Date()): string {
  return dateTimeFormat(torontoDay).format(at);
}

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The same calendar day `years` earlier (29 February → 28 February, or 1 March going forward). */
export function yearsBefore(day: string, years: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y - years, m, 0)).getUTCDate();
  return new Date(Date.UTC(y - years, m - 1, Math.min(d, last))).toISOString().slice(0, 10);
}

/** The day `years` later (29 February becomes 1 March in a common year): a FINTRAC record's retention. */
export function yearsAfter(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Three years of addresses and of employment.

/** How far back addresses and employment must reach. */
export const HISTORY_YEARS = 3;
/** The longest gap allowed between two periods (and between the last one and today). */
export const MAX_GAP_DAYS = 31;

export interface Period {
  from: string;
  /** null: still current. */
  to: string | null;
}

/**
 * Whether the periods cover the three years before `today` with no gap longer than 31 days: the earliest
 * reaches back to `today` three years ago, each starts at most 31 days after the ones before it end, and the
 * last ends (or is current) within 31 days of today. Overlaps (two jobs at once) are fine.
 */
export function coversHistory(periods: readonly Period[], today: string, years = HISTORY_YEARS): boolean {
  if (periods.length === 0) return false;
  const start = dayMs(yearsBefore(today, years));
  const end = dayMs(today);
  const sorted = periods
    .map((period) => ({ from: dayMs(period.from), to: period.to === null ? end : dayMs(period.to) }))
    .sort((a, b) => a.from - b.from);
  const first = sorted[0];
  if (!first || first.from > start) return false;
  let reached = first.to;
  for (const period of sorted.slice(1)) {
    if (period.from - reached > MAX_GAP_DAYS * DAY_MS) return false;
    reached = Math.max(reached, period.to);
  }
  return end - reached <= MAX_GAP_DAYS * DAY_MS;
}

// ---------------------------------------------------------------------------------------------
// Progress.

const PERSONAL = new Set<string>(PERSONAL_SECTIONS);

export function sectionScope(section: SectionKey): SectionScope {
  return PERSONAL.has(section) ? 'applicant' : 'file';
}

export const isPersonalSection = (section: SectionKey): section is PersonalSectionKey =>
  PERSONAL.has(section);

/**
 * Whether a section is complete: saved, valid by its schema and, for addresses and employment, covering the
 * three years before `today` without a gap over 31 days. An empty list is a complete answer for assets,
 * liabilities and properties ("none"); income needs at least one line.
 */
export function isSectionComplete(section: SectionKey, value: unknown, today: string): boolean {
  if (value === undefined || value === null) return false;
  const parsed = SECTION_SCHEMAS[section].safeParse(value);
  if (!parsed.success) return false;
  if (section === 'addresses' || section === 'employment') {
    return coversHistory(parsed.data as Period[], today);
  }
  if (section === 'income') return (parsed.data as unknown[]).length > 0;
  return true;
}

/** One section's progress line. */
export function sectionProgress(section: SectionKey, value: unknown, today: string): SectionProgress {
  return { section, scope: sectionScope(section), complete: isSectionComplete(section, value, today) };
}

/** An applicant's progress: their personal sections, then the file's shared ones. */
export function fileProgress(
  personal: PersonalSections,
  shared: SharedSections,
  today: string,
): FileProgress {
  const sections = [
    ...PERSONAL_SECTIONS.map((key) => sectionProgress(key, personal[key], today)),
    ...SHARED_SECTIONS.map((key) => sectionProgress(key, shared[key], today)),
  ];
  return { sections, done: sections.filter((line) => line.complete).length, total: sections.length };
}

// ---------------------------------------------------------------------------------------------
// Consents and submission.

export interface SignedConsent {
  kind: ConsentKind;
  version: string;
  applicant_id: string;
}

/** Whether an applicant has signed a consent in its current wording (a new version asks again). */
export function hasCurrentConsent(
  consents: readonly SignedConsent[],
  applicantId: string,
  kind: ConsentKind,
) {
  return consents.some(
    (consent) =>
      consent.applicant_id === applicantId &&
      consent.kind === kind &&
      consent.version === CONSENT_WORDINGS[kind].version,
  );
}

/** The consent wording of a version in a language, or null if no such version was ever shown. */
export function consentWordingOf(kind: ConsentKind, version: string, language: 'en' | 'fr'): string | null {
  const versions: Readonly<Record<string, { en: string; fr: string }>> = CONSENT_WORDING_VERSIONS[kind];
  return versions[version]?.[language] ?? null;
}

export interface SubmittableFile {
  applicants: readonly { id: string }[];
  /** Each applicant's personal sections, by id. */
  applicantSections: Readonly<Record<string, PersonalSections | undefined>>;
  sections: SharedSections;
  consents: readonly SignedConsent[];
}

/**
 * What the file lacks before it may be submitted: every applicant's personal sections complete and both
 * consents signed in their current wording, and the shared sections complete. Empty: it may be submitted.
 */
export function missingForSubmission(file: SubmittableFile, today: string): MissingItem[] {
  const missing: MissingItem[] = [];
  if (file.applicants.length === 0) return [{ applicant_id: null, section: 'personal', consent: null }];
  for (const applicant of file.applicants) {
    const personal = file.applicantSections[applicant.id] ?? {};
    for (const section of PERSONAL_SECTIONS) {
      if (!isSectionComplete(section, personal[section], today)) {
        missing.push({ applicant_id: applicant.id, section, consent: null });
      }
    }
    for (const kind of CONSENT_KINDS) {
      if (!hasCurrentConsent(file.consents, applicant.id, kind)) {
        missing.push({ applicant_id: applicant.id, section: null, consent: kind });
      }
    }
  }
  for (const section of SHARED_SECTIONS) {
    if (!isSectionComplete(section, file.sections[section], today)) {
      missing.push({ applicant_id: null, section, consent: null });
    }
  }
  return missing;
}

/** Whether the file may be submitted now (see missingForSubmission). */
export function canSubmit(file: SubmittableFile, today: string): boolean {
  return missingForSubmission(file, today).length === 0;
}

// ---------------------------------------------------------------------------------------------
// Stages.

/** The stages in their order forward; 'lost' stands apart (any stage may be lost, and a lost file reopened). */
export const STAGE_ORDER = FILE_STAGES.filter((stage) => stage !== 'lost') as Exclude<FileStage, 'lost'>[];

/** A stage's place forward (0 for 'lead'); 'lost' is -1. */
export function stageIndex(stage: FileStage): number {
  return stage === 'lost' ? -1 : STAGE_ORDER.indexOf(stage);
}

/** Stages in which the borrower may still edit the application and submit it. */
export const EDITABLE_STAGES = ['lead', 'application_started'] as const satisfies readonly FileStage[];
export const isEditableStage = (stage: FileStage) =>
  (EDITABLE_STAGES as readonly FileStage[]).includes(stage);

/** Whether the stage has the application submitted (application_submitted or later, not lost). */
export const isSubmittedStage = (stage: FileStage) =>
  stageIndex(stage) >= stageIndex('application_submitted');

export interface DocumentsState {
  submitted_at: string | null;
  applicants: readonly { id: string }[];
  checklist: readonly { status: string }[];
  /** Each applicant's FINTRAC record (with the day the identity was verified), by id. */
  fintrac: Readonly<Record<string, { verified_on: string } | null | undefined>>;
}

/**
 * Documents complete: the application submitted, every checklist item accepted, and every applicant's identity
 * verified (their FINTRAC record). The server sets the stage when this becomes true; the broker may set it by
 * hand only when it is.
 */
export function isDocumentsComplete(file: DocumentsState): boolean {
  return (
    file.submitted_at !== null &&
    file.applicants.length > 0 &&
    file.checklist.every((item) => item.status === 'accepted') &&
    file.applicants.every((applicant) => Boolean(file.fintrac[applicant.id]?.verified_on))
  );
}

export type StageMoveRefusal = 'same_stage' | 'documents_incomplete' | 'reason_required';

/**
 * Why the broker may not move the file from `from` to `to`, or null when they may: forward or back freely,
 * 'lost' with a reason, 'documents_complete' only when isDocumentsComplete.
 */
export function stageMoveRefusal(
  from: FileStage,
  to: FileStage,
  context: { documentsComplete: boolean; reason: string | null },
): StageMoveRefusal | null {
  if (from === to) return 'same_stage';
  if (to === 'lost' && !context.reason) return 'reason_required';
  if (to === 'documents_complete' && !context.documentsComplete) return 'documents_incomplete';
  return null;
}

// ---------------------------------------------------------------------------------------------
// The checklist and the FINTRAC record.

/** The standard Canadian documents, and whether each is asked of each applicant or once for the file. */
export const STANDARD_DOCUMENTS = [
  { type: 'photo_id', scope: 'applicant' },
  { type: 't4', scope: 'applicant' },
  { type: 'notice_of_assessment', scope: 'applicant' },
  { type: 'pay_stub', scope: 'applicant' },
  { type: 'employment_letter', scope: 'applicant' },
  { type: 'down_payment_history', scope: 'file' },
  { type: 'purchase_agreement', scope: 'file' },
  { type: 'mls_listing', scope: 'file' },
  { type: 'gift_letter', scope: 'file' },
  { type: 'void_cheque', scope: 'file' },
  { type: 'property_tax_bill', scope: 'file' },
  { type: 'mortgage_statement', scope: 'file' },
] as const satisfies readonly { type: StandardDocumentType; scope: SectionScope }[];

/** A standard document's scope ('applicant': one per applicant; 'file': one for the file). */
export function documentScope(type: StandardDocumentType): SectionScope {
  return STANDARD_DOCUMENTS.find((doc) => doc.type === type)?.scope ?? 'file';
}

/** How long a FINTRAC record is kept after the identity was verified. */
export const FINTRAC_RETENTION_YEARS = 5;

/** The day a FINTRAC record may be deleted: five years after the verification. */
export const fintracRetainUntil = (verifiedOn: string) => yearsAfter(verifiedOn, FINTRAC_RETENTION_YEARS);

const MASK = '•••••';

/** A document number as shown: its last three characters after a mask ('•••••123'); a short one all masked. */
export function maskDocumentNumber(number: string): string {
  const plain = number.replace(/[\s-]/g, '');
  return plain.length <= 4 ? MASK : `${MASK}${plain.slice(-3)}`;
}
