import { randomUUID } from 'node:crypto';
import { fintracRetainUntil, maskDocumentNumber } from '@maplestone/shared/borrower-file';
import { PERSONAL_DATA, PERSONAL_DATA_CHANGED } from '@maplestone/shared/schemas/audit';
import type { BrokerFileView, FintracRecordRequest } from '@maplestone/shared/schemas/borrower-file';
import { audit } from '../../data/repositories/audit';
import { fileDocuments, type StoredFintracRecord } from '../../data/repositories/file-documents';
import type { Caller } from '../../lib/auth';
import { NotFoundError } from '../../lib/errors';
import { errorFields, type Logger } from '../../lib/logger';
import { brokerFileView, completeDocumentsIfReady, openFileLead, readWholeFile } from '../borrower-files';

/*
 * The FINTRAC record of each applicant (issue 38, ADR 118): identity verification, PEP/HIO and third-party
 * determinations, the relationship's risk rating. Whoever writes it (agent, admin or super admin), the change is
 * recorded in the audit log (ADR 069), with the document number masked and the free texts (third party's details,
 * the risk's reasons) kept out: the log is kept for years and holds no one's personal data. Who verified is the
 * server's caller, never the request's; the record is kept five years from the verification (`retain_until`).
 */

export const fintracMessages = {
  applicantNotFound: 'This applicant is not on the file.',
} as const;

/** The audit log's entity type of FINTRAC records. */
export const FINTRAC_AUDIT_TYPE = 'fintrac';
export const PUT_FINTRAC_ROUTE = 'PUT /api/files/{leadId}/fintrac/{applicantId}';

/** Free texts of a record: whether they changed is kept, never what they say. */
const FREE_TEXT = ['risk_reasons', 'third_party_details'] as const;

type AuditedRecord = Record<string, unknown>;

/** A record as the audit log keeps it: masked number, no free text (a marker for whether there was any). */
function audited(record: StoredFintracRecord | FintracRecordRequest | null, other: AuditedRecord | null) {
  if (!record) return null;
  const values: AuditedRecord = {
    method: record.method,
    document_type: record.document_type,
    document_number: maskDocumentNumber(record.document_number),
    jurisdiction: record.jurisdiction,
    expiry_date: record.expiry_date,
    verified_on: record.verified_on,
    pep_determination: record.pep_determination,
    third_party: { is_acting_for_third_party: record.third_party.is_acting_for_third_party },
    risk_rating: record.risk_rating,
    ...('verified_by' in record
      ? { verified_by: record.verified_by, retain_until: record.retain_until }
      : {}),
  };
  const texts: Record<(typeof FREE_TEXT)[number], string> = {
    risk_reasons: JSON.stringify(record.risk_reasons),
    third_party_details: JSON.stringify(record.third_party.details ?? null),
  };
  for (const name of FREE_TEXT) {
    const empty = texts[name] === '[]' || texts[name] === 'null';
    // The marker says a text changed only when compared with the values before.
    values[name] = empty ? null : PERSONAL_DATA;
    values[`_${name}`] = texts[name];
  }
  if (other) {
    for (const name of FREE_TEXT) {
      if (values[name] !== null && values[`_${name}`] !== other[`_${name}`])
        values[name] = PERSONAL_DATA_CHANGED;
    }
  }
  return values;
}

/** The audit values without the comparison's private copies of the texts. */
const visible = (values: AuditedRecord | null) =>
  values && Object.fromEntries(Object.entries(values).filter(([name]) => !name.startsWith('_')));

/**
 * PUT /api/files/{leadId}/fintrac/{applicantId}: records (or replaces) an applicant's FINTRAC record. verified_by is
 * the caller; retain_until five years after verified_on. Then the documents may be complete (the file moves).
 */
export async function recordFintrac(
  leadId: string,
  applicantId: string,
  body: FintracRecordRequest,
  caller: Caller | null,
  request: { requestId: string; log: Logger },
  now = new Date().toISOString(),
): Promise<BrokerFileView> {
  const lead = await openFileLead(leadId, caller);
  const whole = await readWholeFile(leadId);
  if (!whole?.record.file.applicants.some((applicant) => applicant.id === applicantId)) {
    throw new NotFoundError(fintracMessages.applicantNotFound);
  }
  const before = whole.fintrac.find((record) => record.applicant_id === applicantId) ?? null;
  const verifier = {
    id: caller!.sub,
    name: caller!.profile?.full_name ?? caller!.email ?? caller!.sub,
  };
  const record = {
    ...body,
    verified_by: verifier,
    retain_until: fintracRetainUntil(body.verified_on),
    updated_at: now,
  };
  await fileDocuments.putFintrac(leadId, applicantId, record);
  await appendAudit(
    {
      leadId,
      applicantId,
      before,
      after: { ...record, lead_id: leadId, applicant_id: applicantId },
      caller,
      now,
    },
    request.log,
  );
  request.log.info('fintrac record saved', { leadId, applicantId, risk: body.risk_rating });
  await completeDocumentsIfReady(leadId, now);
  return brokerFileView(lead);
}

/** The record's audit entry; written before the answer goes out, retried once, else logged whole (no personal data). */
async function appendAudit(
  change: {
    leadId: string;
    applicantId: string;
    before: StoredFintracRecord | null;
    after: StoredFintracRecord;
    caller: Caller | null;
    now: string;
  },
  log: Logger,
) {
  const beforeValues = audited(change.before, null);
  const afterValues = audited(change.after, beforeValues);
  const entry = {
    id: randomUUID(),
    at: change.now,
    actor: {
      id: change.caller?.sub ?? 'unknown',
      email: change.caller?.email ?? null,
      name: change.caller?.profile?.full_name ?? null,
    },
    route: PUT_FINTRAC_ROUTE,
    action: 'putFintrac',
    entity: { type: FINTRAC_AUDIT_TYPE, id: change.applicantId },
    request: {
      params: { leadId: change.leadId, applicantId: change.applicantId },
      summary: visible(audited(change.after, null)),
    },
    before: visible(beforeValues),
    after: visible(afterValues),
    status: 200,
  };
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      await audit.append(entry);
      return;
    } catch (error) {
      if (attempt === 2) log.error('audit entry not written', { ...errorFields(error), auditEntry: entry });
    }
  }
}
