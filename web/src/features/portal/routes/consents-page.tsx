import { hasCurrentConsent, isEditableStage } from '@maplestone/shared/borrower-file';
import {
  type BorrowerFileView,
  CONSENT_KINDS,
  CONSENT_WORDINGS,
  type ConsentKind,
  consentRequestSchema,
} from '@maplestone/shared/schemas/borrower-file';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, PenLine } from 'lucide-react';
import { useId } from 'react';
import { Field, Form, SubmitButton, useZodForm } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { useLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { portalKeys, signConsent } from '../api/portal';
import { BackToFile } from '../components/back-to-file';
import { PortalFrame, PortalHeading } from '../components/portal-frame';
import { usePortalFormat } from '../format';
import { usePortalWords } from '../words';

/**
 * /portal/consents, /fr/portail/consentements (issue 38, ADR 118): each consent's current wording in the page's
 * language, signed by typing one's full name; the server records the version, the wording's language, the name
 * and its own time. A consent signed in an older wording is asked again.
 */
export default function ConsentsPage() {
  const w = usePortalWords().consents;
  return (
    <PortalFrame title={w.title}>
      {(file) => (
        <div className="space-y-5">
          <BackToFile>{w.back}</BackToFile>
          <PortalHeading title={w.title} lead={w.lead} />
          {CONSENT_KINDS.map((kind) => (
            <ConsentCard key={kind} file={file} kind={kind} />
          ))}
        </div>
      )}
    </PortalFrame>
  );
}

function ConsentCard({ file, kind }: { file: BorrowerFileView; kind: ConsentKind }) {
  const w = usePortalWords().consents;
  const locale = useLocale();
  const f = usePortalFormat();
  const headingId = useId();
  const wording = CONSENT_WORDINGS[kind];
  const signed = file.consents.find(
    (consent) => consent.kind === kind && consent.applicant_id === file.you.applicant_id,
  );
  const current = hasCurrentConsent(file.consents, file.you.applicant_id, kind);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-display text-xl font-bold text-navy-950">
          {w.kinds[kind]}
        </h2>
        <span className="text-xs text-slate-500">{w.version(wording.version)}</span>
      </div>
      <p className="mt-3 leading-relaxed text-slate-800">{wording[locale]}</p>
      {signed && current ? (
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-emerald-50 p-4 text-sm font-medium text-emerald-900">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          {w.signedBy(signed.typed_name, f.dateTime(signed.signed_at))}
        </p>
      ) : (
        <>
          {signed ? (
            <p role="note" className="mt-4 rounded-xl bg-amber-50 p-4 text-sm text-slate-800">
              {w.newVersion}
            </p>
          ) : null}
          {isEditableStage(file.stage) || signed ? <SignForm kind={kind} version={wording.version} /> : null}
        </>
      )}
    </section>
  );
}

function SignForm({ kind, version }: { kind: ConsentKind; version: string }) {
  const w = usePortalWords().consents;
  const queryClient = useQueryClient();
  const form = useZodForm(consentRequestSchema, { defaultValues: { kind, version, typed_name: '' } });
  const sign = useMutation({
    mutationFn: signConsent,
    onSuccess: (view) => {
      queryClient.setQueryData(portalKeys.file(), view);
      toast.success(w.signedToast);
    },
  });
  return (
    <Form
      form={form}
      className="mt-4 space-y-3"
      onSubmit={async (values) => {
        await sign.mutateAsync(values).catch(() => undefined);
      }}
    >
      <Field name="typed_name" label={w.typedName} hint={w.typedNameHint}>
        <Input autoComplete="name" spellCheck={false} className="font-medium" />
      </Field>
      {sign.isError ? (
        <p role="alert" className="text-sm font-medium text-maple-700">
          {w.failed}
        </p>
      ) : null}
      <SubmitButton
        size="lg"
        className="w-full sm:w-auto"
        pendingLabel={w.signing}
        icon={<PenLine className="size-4" aria-hidden />}
      >
        {w.sign}
      </SubmitButton>
    </Form>
  );
}
