import { fileWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import {
  type ApplicantRole,
  type BrokerApplicant,
  type BrokerFile,
  type InviteApplicantRequest,
  inviteApplicantRequestSchema,
  MAX_APPLICANTS,
} from '@maplestone/shared/schemas/borrower-file';
import { Mail, UserPlus } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { BusyButton, Field, FormDialog, SelectField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useInviteApplicant, useResendInvitation } from './api';
import { FileSection } from './file-section';
import { formatWhen } from './format';

const m = fileWords.applicants;

const LANGUAGE_OPTIONS = [
  { value: 'en', label: m.languages.en },
  { value: 'fr', label: m.languages.fr },
];

/** The applicants with their invitation's state, "Resend invitation" each, and "Add co-applicant" (up to four). */
export function FileApplicants({
  leadId,
  file,
  onInvite,
}: {
  leadId: string;
  file: BrokerFile;
  onInvite: () => void;
}) {
  const resend = useResendInvitation(leadId);
  const full = file.applicants.length >= MAX_APPLICANTS;
  return (
    <FileSection
      id="file-applicants"
      title={m.title}
      lead={full ? m.full : m.lead}
      action={
        full ? null : (
          <Button variant="outline" size="sm" onClick={onInvite}>
            <UserPlus className="size-4" aria-hidden />
            {file.applicants.length === 0 ? m.invite : m.addCoApplicant}
          </Button>
        )
      }
    >
      <ul className="divide-y divide-slate-100">
        {file.applicants.map((applicant) => (
          <li
            key={applicant.id}
            className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start"
          >
            <ApplicantDetails applicant={applicant} />
            <BusyButton
              variant="outline"
              size="sm"
              className="self-start sm:ml-auto"
              busy={resend.isPending && resend.variables?.applicantId === applicant.id}
              icon={<Mail className="size-4" aria-hidden />}
              aria-label={m.resendLabel(applicant.name)}
              onClick={() => resend.mutate({ applicantId: applicant.id, name: applicant.name })}
            >
              {m.resend}
            </BusyButton>
          </li>
        ))}
      </ul>
    </FileSection>
  );
}

function ApplicantDetails({ applicant }: { applicant: BrokerApplicant }) {
  return (
    <div className="min-w-0 text-sm">
      <p className="font-semibold text-navy-950">
        {applicant.name} <span className="font-normal text-slate-600">· {m.roles[applicant.role]}</span>
      </p>
      <p className="break-words text-slate-700">
        <a href={`mailto:${applicant.email}`} className="text-navy-700 underline-offset-4 hover:underline">
          {applicant.email}
        </a>{' '}
        · {m.languages[applicant.language]}
      </p>
      {applicant.relationship ? (
        <p className="text-slate-600">{m.relationship(applicant.relationship)}</p>
      ) : null}
      <p className="text-slate-600">
        {m.invitedAt(formatWhen(applicant.invitation.sent_at))} ·{' '}
        {applicant.signed_in_at ? m.signedInAt(formatWhen(applicant.signed_in_at)) : m.notSignedIn}
      </p>
    </div>
  );
}

/**
 * "Invite borrower" (the file's first applicant, the primary) or "Add co-applicant": name, e-mail, role,
 * relationship (a co-applicant's), the language of their e-mails and portal. The first invitation opens the file.
 */
export function InviteDialog({
  leadId,
  open,
  onOpenChange,
  file,
  leadName,
}: {
  leadId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  file: BrokerFile | null;
  /** The lead's name: the first applicant's, to start from. */
  leadName: string;
}) {
  const invite = useInviteApplicant(leadId);
  const hasPrimary = file?.applicants.some((applicant) => applicant.role === 'primary') ?? false;
  const role: ApplicantRole = hasPrimary ? 'co_applicant' : 'primary';
  const roles = (hasPrimary ? (['co_applicant'] as const) : (['primary'] as const)).map((value) => ({
    value,
    label: m.roles[value],
  }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={hasPrimary ? m.coDialogTitle : m.dialogTitle}
      description={m.dialogText}
      schema={inviteApplicantRequestSchema}
      defaultValues={{
        name: hasPrimary ? '' : leadName,
        email: '',
        role,
        relationship: '',
        language: 'en',
      }}
      submitLabel={m.send}
      onSubmit={(body: InviteApplicantRequest) =>
        invite.mutateAsync({ ...body, relationship: body.role === 'primary' ? null : body.relationship })
      }
    >
      <Field name="name" label={m.name}>
        <Input autoComplete="off" />
      </Field>
      <Field name="email" label={m.email}>
        <Input type="email" autoComplete="off" inputMode="email" />
      </Field>
      <SelectField name="role" label={m.role} options={roles} disabled={roles.length < 2} />
      <RelationshipField />
      <SelectField name="language" label={m.language} options={LANGUAGE_OPTIONS} />
    </FormDialog>
  );
}

/** A co-applicant's relationship to the primary (the primary has none). */
function RelationshipField() {
  const role = useWatch({ name: 'role' });
  if (role !== 'co_applicant') return null;
  return (
    <Field name="relationship" label={m.relationshipLabel} hint={m.relationshipHint} optional>
      <Input autoComplete="off" />
    </Field>
  );
}
