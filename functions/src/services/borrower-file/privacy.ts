import { fileDay } from '@maplestone/shared/borrower-file';
import { contactEmail } from '../../data/keys';
import { borrowerSignIn } from '../../data/repositories/borrower-sign-in';
import { checklistView, fileDocuments } from '../../data/repositories/file-documents';
import type { Logger } from '../../lib/logger';
import { fintracView, readWholeFile } from '../borrower-files';
import { deleteDocumentObject } from './storage';

/*
 * The borrower's file in the privacy requests (PIPEDA, ADR 072; issue 38, ADR 118). A person's files are the files
 * of their leads and the files they were invited to (their e-mail's links, `BORROWER#<hash>`).
 *
 * The export holds, for each file, what is the person's: their place on the file (role, invitation, sign-in), their
 * personal sections, the consents they signed, the file's shared sections (their application), the checklist's
 * items for the file and for them (names and statuses of the files they sent; never a storage key) and their FINTRAC
 * record with its number masked. Another applicant's personal data is never in it.
 *
 * Anonymisation: the file of each of the person's leads that is anonymised loses its personal data whole (every
 * applicant's name, e-mail, sections, consents' typed names, the shared sections, the uploaded files and their
 * names); on a file of someone else's lead the person was invited to, their own part only. The FINTRAC records stay
 * until their `retain_until` (five years from the verification, the retention rule of privacy.ts): the anonymisation
 * run after that date deletes them.
 */

/** A person's part of one file, as the export file holds it. */
export async function personFileExport(leadId: string, applicantIds: readonly string[]) {
  const whole = await readWholeFile(leadId);
  if (!whole) return null;
  const { file, applicants, consents } = whole.record;
  const mine = file.applicants.filter((applicant) => applicantIds.includes(applicant.id));
  if (mine.length === 0) return null;
  return {
    lead_id: leadId,
    stage: file.stage,
    submitted_at: file.submitted_at,
    shared_sections: file.sections,
    applicants: mine.map((applicant) => {
      const state = applicants.get(applicant.id);
      const record = whole.fintrac.find((candidate) => candidate.applicant_id === applicant.id);
      return {
        ...applicant,
        signed_in_at: state?.signed_in_at ?? null,
        personal_sections: state?.sections ?? {},
        consents: consents.filter((consent) => consent.applicant_id === applicant.id),
        fintrac: record ? fintracView(record) : null,
      };
    }),
    checklist: whole.checklist
      .filter((item) => item.applicant_id === null || applicantIds.includes(item.applicant_id))
      .map(checklistView),
  };
}

export type PersonFileExport = NonNullable<Awaited<ReturnType<typeof personFileExport>>>;

/**
 * The files a person is on: by their e-mail's links (the applicants they are), and the files of their leads (the
 * applicants with one of the person's e-mails, the searched one or a lead's own). Each with the applicant ids that
 * are the person.
 */
export async function personFiles(
  email: string | undefined,
  leads: readonly { id: string; client_email: string | null }[],
): Promise<Map<string, string[]>> {
  const files = new Map<string, Set<string>>();
  const add = (leadId: string, applicantId: string) =>
    files.set(leadId, (files.get(leadId) ?? new Set()).add(applicantId));
  if (email) for (const link of await borrowerSignIn.filesOf(email)) add(link.lead_id, link.applicant_id);
  const emails = new Set(
    [email, ...leads.map((lead) => lead.client_email)].flatMap((value) =>
      value ? [contactEmail(value)] : [],
    ),
  );
  for (const lead of leads) {
    const whole = await readWholeFile(lead.id);
    for (const applicant of whole?.record.file.applicants ?? []) {
      if (applicant.email && emails.has(contactEmail(applicant.email))) add(lead.id, applicant.id);
    }
  }
  return new Map([...files].map(([leadId, ids]) => [leadId, [...ids]]));
}

/** Everything of the person's files, for the export. */
export async function exportPersonFiles(
  email: string | undefined,
  leads: readonly { id: string; client_email: string | null }[],
): Promise<PersonFileExport[]> {
  const found = await personFiles(email, leads);
  const exported = await Promise.all([...found].map(([leadId, ids]) => personFileExport(leadId, ids)));
  return exported.filter((file): file is PersonFileExport => file !== null);
}

export interface FilesAnonymised {
  files: number;
  applicants: number;
  objects: number;
  fintracDeleted: number;
}

/**
 * Anonymises the person's part of their files (see above): whole files for `anonymisedLeadIds` (their leads just
 * anonymised), their own part of the files of other leads they were invited to. Uploaded objects are deleted; FINTRAC
 * records past their retention too.
 */
export async function anonymisePersonFiles(
  email: string | undefined,
  leads: readonly { id: string; client_email: string | null }[],
  anonymisedLeadIds: readonly string[],
  log: Pick<Logger, 'info'> | undefined,
  now = new Date(),
): Promise<FilesAnonymised> {
  const result: FilesAnonymised = { files: 0, applicants: 0, objects: 0, fintracDeleted: 0 };
  const personLeadIds = new Set(leads.map((lead) => lead.id));
  const found = await personFiles(email, leads);
  const scopes = new Map<string, readonly string[] | 'all'>();
  for (const leadId of anonymisedLeadIds) scopes.set(leadId, 'all');
  // Their part of the files of other people's leads; a file of one of their own leads that is held stays whole.
  for (const [leadId, ids] of found) if (!personLeadIds.has(leadId)) scopes.set(leadId, ids);
  for (const [leadId, applicantIds] of scopes) {
    const done = await fileDocuments.anonymise(leadId, { applicantIds }, now.toISOString());
    for (const key of done.objectKeys) await deleteDocumentObject(key);
    const fintracDeleted = await fileDocuments.removeExpiredFintrac(leadId, fileDay(now));
    if (done.applicants === 0 && done.objectKeys.length === 0 && fintracDeleted === 0) continue;
    result.files++;
    result.applicants += done.applicants;
    result.objects += done.objectKeys.length;
    result.fintracDeleted += fintracDeleted;
  }
  if (result.files > 0) log?.info('borrower files anonymised', { ...result });
  return result;
}
