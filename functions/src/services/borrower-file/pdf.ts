import { consentWordingOf } from '@maplestone/shared/borrower-file';
import { brand } from '@maplestone/shared/brand';
import { fileWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import {
  type BrokerFileView,
  PERSONAL_SECTIONS,
  SHARED_SECTIONS,
} from '@maplestone/shared/schemas/borrower-file';
import { PdfDocument } from '../../lib/pdf';
import {
  dateTime,
  documentName,
  documentOwner,
  entryLine,
  fieldLabel,
  fieldValue,
  sectionTitle,
  stageLabel,
} from './format';

/*
 * The borrower's file as a print-ready PDF (issue 38, ADR 118): the application section by section, the consents
 * with the names typed as signatures and the server's times, the checklist with each item's status, and the FINTRAC
 * records (document numbers masked, as the view holds them). English, as the broker's desk.
 */

const w = fileWords;

/** The words of the printed copy that the desk does not show. */
export const filePdfWords = {
  title: (client: string) => `Borrower file: ${client}`,
  generated: (leadId: string, at: string) => `Lead ${leadId} · generated ${at} (Toronto time)`,
  footer: (client: string) => `${brand.legalName} · ${client} · Confidential`,
  page: (page: number, total: number) => `Page ${page} of ${total}`,
  stage: 'Stage',
  submitted: 'Application submitted',
  documentsComplete: 'Documents complete',
  lostReason: 'Lost because',
  email: 'E-mail',
  relationship: 'Relationship',
  language: 'Language',
  invited: 'Invited',
  signedIn: 'Signed in',
  entry: (n: number) => `${n}.`,
  none: 'None',
  signedAs: 'Typed name (signature)',
  signedAt: 'Signed at',
  wording: (version: string, language: string) => `Wording version ${version} (${language}) as shown:`,
  document: 'Document',
  for: 'For',
  status: 'Status',
  files: 'Files',
  reason: 'Reason',
  verifiedBy: 'Verified by',
  retainUntil: 'Kept until',
  pep: 'Politically exposed person',
  hio: 'Head of an international organization',
} as const;
const p = filePdfWords;

type FileView = BrokerFileView & { file: NonNullable<BrokerFileView['file']> };

/** One section's values: an object's fields as lines, a list's entries one a line ('None' for an empty list). */
function printSection(pdf: PdfDocument, section: string, value: unknown): void {
  pdf.subheading(sectionTitle(section));
  if (value === undefined || value === null) {
    pdf.note(w.application.empty);
    return;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) pdf.paragraph(p.none);
    value.forEach((entry, i) => {
      pdf.keyValue(p.entry(i + 1), entryLine(entry), 0.08);
    });
    return;
  }
  for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
    // A list within a section (the down payment's sources): one line each.
    if (Array.isArray(field)) {
      field.forEach((entry, i) => {
        pdf.keyValue(`${fieldLabel(name)} (${i + 1})`, entryLine(entry));
      });
      if (field.length === 0) pdf.keyValue(fieldLabel(name), p.none);
    } else pdf.keyValue(fieldLabel(name), fieldValue(name, field));
  }
}

/** The file's PDF, whole, as bytes. */
export function filePdf(view: FileView, now = new Date()): Buffer {
  const { lead, file } = view;
  const nameOf = (id: string) => file.applicants.find((applicant) => applicant.id === id)?.name ?? id;
  const pdf = new PdfDocument({
    title: p.title(lead.client_name),
    footer: p.footer(lead.client_name),
    pageLabel: p.page,
    createdAt: now,
  });

  pdf
    .title(p.title(lead.client_name))
    .note(p.generated(lead.id, dateTime(now.toISOString())))
    .space(6);
  pdf.keyValue(p.stage, stageLabel(file.stage));
  pdf.keyValue(p.submitted, dateTime(file.submitted_at));
  pdf.keyValue(p.documentsComplete, dateTime(file.documents_complete_at));
  if (file.stage === 'lost') pdf.keyValue(p.lostReason, file.lost_reason);

  // Applicants.
  pdf.heading(w.applicants.title);
  for (const applicant of file.applicants) {
    pdf.subheading(`${applicant.name} · ${w.applicants.roles[applicant.role]}`);
    pdf.keyValue(p.email, applicant.email);
    if (applicant.relationship) pdf.keyValue(p.relationship, applicant.relationship);
    pdf.keyValue(p.language, w.applicants.languages[applicant.language]);
    pdf.keyValue(p.invited, dateTime(applicant.invited_at));
    pdf.keyValue(
      p.signedIn,
      applicant.signed_in_at ? dateTime(applicant.signed_in_at) : w.applicants.notSignedIn,
    );
  }

  // The application: the shared sections, then each applicant's own.
  pdf.heading(w.application.title);
  pdf.subheading(w.application.shared);
  for (const section of SHARED_SECTIONS) printSection(pdf, section, file.sections[section]);
  for (const applicant of file.applicants) {
    pdf.space(4).subheading(w.application.of(applicant.name));
    const personal = file.applicant_sections[applicant.id] ?? {};
    for (const section of PERSONAL_SECTIONS) printSection(pdf, section, personal[section]);
  }

  // Consents: each with the name typed as its signature, the server's time, and the wording signed.
  pdf.heading(w.consents.title);
  if (file.consents.length === 0) pdf.note(w.consents.notSigned);
  for (const consent of file.consents) {
    pdf.subheading(`${w.consents.kinds[consent.kind] ?? consent.kind} · ${nameOf(consent.applicant_id)}`);
    pdf.keyValue(p.signedAs, consent.typed_name);
    pdf.keyValue(p.signedAt, `${dateTime(consent.signed_at)} (Toronto time)`);
    const wording = consentWordingOf(consent.kind, consent.version, consent.language);
    pdf.note(p.wording(consent.version, w.applicants.languages[consent.language]));
    if (wording) pdf.paragraph(wording, { small: true });
  }

  // The checklist.
  pdf.heading(w.checklist.title);
  if (file.checklist.length === 0) pdf.note(w.checklist.empty);
  else {
    const shares = [0.32, 0.2, 0.14, 0.34];
    pdf.row([p.document, p.for, p.status, p.files], { shares, fonts: ['bold', 'bold', 'bold', 'bold'] });
    for (const item of file.checklist) {
      const files = item.files.length
        ? item.files.map((doc) => `${doc.filename} (${dateTime(doc.uploaded_at)})`).join('; ')
        : w.checklist.noFiles;
      pdf.row(
        [
          documentName(item),
          documentOwner(item, file),
          w.checklist.statuses[item.status] ?? item.status,
          files,
        ],
        {
          shares,
        },
      );
      // A refusal's reason under its row, as the borrower read it.
      if (item.status === 'refused' && item.reason) {
        pdf.row(['', `${p.reason}: ${item.reason}`], { shares: [0.32, 0.68] });
      }
    }
  }

  // FINTRAC records (the number masked as every view shows it).
  pdf.heading(w.fintrac.title);
  for (const applicant of file.applicants) {
    pdf.subheading(applicant.name);
    const record = file.fintrac[applicant.id];
    if (!record) {
      pdf.note(w.fintrac.none);
      continue;
    }
    pdf.keyValue(w.fintrac.method, w.fintrac.methods[record.method] ?? record.method);
    pdf.keyValue(w.fintrac.documentType, record.document_type);
    pdf.keyValue(w.fintrac.documentNumber, record.document_number);
    pdf.keyValue(w.fintrac.jurisdiction, record.jurisdiction);
    pdf.keyValue(w.fintrac.expiryDate, record.expiry_date);
    pdf.keyValue(w.fintrac.verifiedOn, record.verified_on);
    pdf.keyValue(p.verifiedBy, record.verified_by.name);
    pdf.keyValue(p.pep, record.pep_determination.is_pep ? w.fintrac.yes : w.fintrac.no);
    pdf.keyValue(p.hio, record.pep_determination.is_hio ? w.fintrac.yes : w.fintrac.no);
    pdf.keyValue(w.fintrac.determinedOn, record.pep_determination.determined_on);
    pdf.keyValue(
      w.fintrac.thirdParty,
      record.third_party.is_acting_for_third_party
        ? `${w.fintrac.yes}: ${record.third_party.details ?? ''}`
        : w.fintrac.no,
    );
    pdf.keyValue(w.fintrac.riskRating, w.fintrac.riskRatings[record.risk_rating] ?? record.risk_rating);
    pdf.keyValue(w.fintrac.riskReasons, record.risk_reasons.length ? record.risk_reasons.join('; ') : p.none);
    pdf.keyValue(p.retainUntil, record.retain_until);
  }

  return pdf.toBuffer();
}

/** The PDF's file name: the client's name made safe, and the day. */
export function filePdfName(clientName: string, now = new Date()): string {
  const safe =
    clientName
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'file';
  return `borrower-file-${safe}-${now.toISOString().slice(0, 10)}.pdf`;
}
