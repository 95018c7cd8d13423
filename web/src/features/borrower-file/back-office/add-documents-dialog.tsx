import { STANDARD_DOCUMENTS } from '@maplestone/shared/borrower-file';
import { fileWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import {
  type AddDocumentRequest,
  addDocumentRequestSchema,
  type BrokerFile,
} from '@maplestone/shared/schemas/borrower-file';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { BusyButton, Field } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useAddDocuments } from './api';

const m = fileWords.checklist;
/** The custom item's "for": '' is the file. */
const FOR_FILE = '';

/** One standard document for one applicant (or the file: null), as a checkbox's key. */
const keyOf = (type: string, applicantId: string | null) => `${type}|${applicantId ?? ''}`;

/**
 * "Add documents": the standard Canadian list as checkboxes, the file's once and each applicant's per applicant
 * (those already asked for ticked and disabled), and one item of the broker's own with its name and whom it is
 * for. Each is sent as its own request, checked with the shared schema first.
 */
export function AddDocumentsDialog({
  open,
  onOpenChange,
  leadId,
  file,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  leadId: string;
  file: BrokerFile;
}) {
  const add = useAddDocuments(leadId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [customLabel, setCustomLabel] = useState('');
  const [customFor, setCustomFor] = useState(FOR_FILE);
  const [error, setError] = useState<string | null>(null);
  const customForId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!open) return;
    setChosen(new Set());
    setCustomLabel('');
    setCustomFor(FOR_FILE);
    setError(null);
  }, [open]);

  const requested = new Set(
    file.checklist
      .filter((item) => item.type !== 'custom')
      .map((item) => keyOf(item.type, item.applicant_id)),
  );
  const toggle = (key: string, on: boolean) => {
    setError(null);
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  };

  const groups = [
    { key: 'file', title: m.forFile, applicantId: null, scope: 'file' as const },
    ...file.applicants.map((applicant) => ({
      key: applicant.id,
      title: m.forApplicant(applicant.name),
      applicantId: applicant.id,
      scope: 'applicant' as const,
    })),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const items: AddDocumentRequest[] = [];
    for (const group of groups) {
      for (const doc of STANDARD_DOCUMENTS) {
        if (doc.scope === group.scope && chosen.has(keyOf(doc.type, group.applicantId))) {
          items.push(
            addDocumentRequestSchema.parse({ type: doc.type, label: null, applicant_id: group.applicantId }),
          );
        }
      }
    }
    if (customLabel.trim()) {
      const custom = addDocumentRequestSchema.safeParse({
        type: 'custom',
        label: customLabel,
        applicant_id: customFor || null,
      });
      if (!custom.success) {
        setError(custom.error.issues[0]?.message ?? m.chooseOne);
        return;
      }
      items.push(custom.data);
    }
    if (items.length === 0) {
      setError(m.chooseOne);
      return;
    }
    try {
      await add.mutateAsync(items);
      onOpenChange(false);
    } catch {
      // The mutation has toasted why; the choices stay for another try.
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (add.isPending ? undefined : onOpenChange(next))}
      title={m.addTitle}
      description={m.addText}
      width="max-w-2xl"
    >
      <form noValidate onSubmit={submit} className="space-y-5" aria-describedby={error ? errorId : undefined}>
        <div className="grid gap-5 sm:grid-cols-2">
          {groups.map((group) => (
            <fieldset key={group.key} className="space-y-2">
              <legend className="mb-2 text-sm font-semibold text-navy-950">{group.title}</legend>
              {STANDARD_DOCUMENTS.filter((doc) => doc.scope === group.scope).map((doc) => {
                const key = keyOf(doc.type, group.applicantId);
                const already = requested.has(key);
                return (
                  <label key={key} className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-500"
                      checked={already || chosen.has(key)}
                      disabled={already}
                      onChange={(event) => toggle(key, event.target.checked)}
                    />
                    <span>
                      {m.types[doc.type]}
                      {already ? <span className="text-slate-500"> ({m.alreadyRequested})</span> : null}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          ))}
        </div>
        <fieldset className="space-y-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
          <legend className="sr-only">{m.custom}</legend>
          <p aria-hidden className="text-sm font-semibold text-navy-950">
            {m.custom}
          </p>
          <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
            <Field label={m.customLabel} optional>
              <Input
                value={customLabel}
                maxLength={200}
                placeholder={m.customPlaceholder}
                onChange={(event) => {
                  setError(null);
                  setCustomLabel(event.target.value);
                }}
              />
            </Field>
            <div>
              <label htmlFor={customForId} className="mb-1.5 block text-sm font-medium text-slate-800">
                {m.customFor}
              </label>
              <Select
                id={customForId}
                value={customFor}
                onValueChange={setCustomFor}
                options={[
                  { value: FOR_FILE, label: m.forFile },
                  ...file.applicants.map((applicant) => ({ value: applicant.id, label: applicant.name })),
                ]}
              />
            </div>
          </div>
        </fieldset>
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-maple-700">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={add.isPending}>
            {fileWords.cancel}
          </Button>
          <BusyButton type="submit" busy={add.isPending} busyLabel={m.requesting}>
            {m.request}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
