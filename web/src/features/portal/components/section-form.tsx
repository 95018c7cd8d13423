import { isEditableStage } from '@maplestone/shared/borrower-file';
import type { BorrowerFileView, SectionKey } from '@maplestone/shared/schemas/borrower-file';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Check, CircleAlert, Loader2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router';
import * as z from 'zod';
import { Form, SubmitButton, useZodForm } from '../../../components/form';
import { useLocalizedPath } from '../../../lib/i18n';
import { portalKeys, saveSection } from '../api/portal';
import { nextSection } from '../file-rules';
import { PORTAL_PATHS, sectionPath } from '../paths';
import { usePortalWords } from '../words';

/** Where a section's saving stands, shown beside its form. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'pending' | 'failed';

export interface SectionFormState<TInput extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  status: SaveStatus;
  /** Saves what the form holds if it is whole and changed (a field left, a row added or removed). */
  saveIfValid: () => void;
  /** Saves the parsed values (Save and continue), after any save under way. */
  save: (values: TOutput) => Promise<BorrowerFileView | null>;
  editable: boolean;
}

/**
 * A section's form over its shared schema, saving as the borrower goes (issue 38): each time a field is left (or
 * a row added or removed), the values are checked against the schema silently and, when whole and changed, PUT;
 * the status says Saving…, Saved, or that some fields still need an answer. A section is saved whole (the API
 * takes nothing less), so a half-typed row waits. Saves run one after another; the answer is the file.
 */
export function useSectionForm<TInput extends FieldValues, TOutput extends FieldValues>({
  section,
  file,
  schema,
  defaults,
  toBody,
}: {
  section: SectionKey;
  file: BorrowerFileView;
  schema: z.ZodType<TOutput, TInput>;
  defaults: DefaultValues<TInput>;
  /** The PUT's body from the form's parsed values (a list section's rows). */
  toBody: (values: TOutput) => unknown;
}): SectionFormState<TInput, TOutput> {
  const queryClient = useQueryClient();
  const editable = isEditableStage(file.stage);
  const form = useZodForm(schema, { defaultValues: defaults, mode: 'onTouched' });
  const [status, setStatus] = useState<SaveStatus>('idle');
  const lastSaved = useRef<string | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // What was saved before this visit counts as saved: leaving a field unchanged sends nothing. A section never
  // saved has nothing to compare with (its first whole answer, even an empty list, is sent).
  if (lastSaved.current === null) {
    const stored: unknown = file.sections[section];
    lastSaved.current = stored === undefined ? '' : JSON.stringify(stored);
  }

  function save(values: TOutput): Promise<BorrowerFileView | null> {
    const body = toBody(values);
    const text = JSON.stringify(body);
    const run = queue.current.then(async () => {
      if (text === lastSaved.current) {
        if (mounted.current) setStatus((now) => (now === 'idle' ? now : 'saved'));
        return null;
      }
      if (mounted.current) setStatus('saving');
      try {
        const view = await saveSection(section, body);
        lastSaved.current = text;
        queryClient.setQueryData(portalKeys.file(), view);
        if (mounted.current) setStatus('saved');
        return view;
      } catch (error) {
        if (mounted.current) setStatus('failed');
        throw error;
      }
    });
    queue.current = run.catch(() => undefined);
    return run;
  }

  function saveIfValid() {
    if (!editable) return;
    const parsed = schema.safeParse(form.getValues());
    if (parsed.success) void save(parsed.data).catch(() => undefined);
    else setStatus('pending');
  }

  return { form, status, saveIfValid, save, editable };
}

/**
 * The section's form: its fields, the saving status (announced politely), and Save and continue, which saves and
 * goes on to the next section not yet complete (or back to the file). Invalid, it says so and the focus goes to
 * the first answer to fix. After submission the answers are read-only.
 */
export function SectionForm<TInput extends FieldValues, TOutput extends FieldValues>({
  section,
  file,
  state,
  children,
}: {
  section: SectionKey;
  file: BorrowerFileView;
  state: SectionFormState<TInput, TOutput>;
  children: ReactNode;
}) {
  const w = usePortalWords();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const queryClient = useQueryClient();
  const last = nextSection(file, section) === null;
  const [invalid, setInvalid] = useState(false);
  const { form, status, saveIfValid, save, editable } = state;
  const { errors } = useFormState({ control: form.control });
  const showFix = invalid && Object.keys(errors).length > 0;
  return (
    <Form
      form={form}
      aria-label={w.sections.names[section]}
      onBlur={() => saveIfValid()}
      onSubmit={async (values) => {
        setInvalid(false);
        const view = await save(values).catch(() => undefined);
        if (view === undefined) return;
        const now = view ?? queryClient.getQueryData<BorrowerFileView>(portalKeys.file()) ?? file;
        const next = nextSection(now, section);
        navigate(to(next ? sectionPath(next) : PORTAL_PATHS.home));
      }}
      onInvalid={() => setInvalid(true)}
      className="space-y-6"
    >
      <fieldset disabled={!editable} className="min-w-0 space-y-6">
        {children}
      </fieldset>
      {editable ? (
        <div>
          {showFix ? (
            <p role="alert" className="mb-2 text-sm font-medium text-maple-700">
              {w.sections.fixErrors}
            </p>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <SaveStatusLine status={status} />
            <SubmitButton
              size="lg"
              className="w-full sm:w-auto"
              icon={<ArrowRight className="size-4" aria-hidden />}
            >
              {last ? w.sections.saveAndFinish : w.sections.saveAndContinue}
            </SubmitButton>
          </div>
        </div>
      ) : null}
    </Form>
  );
}

/** Saving…, Saved, or why not: a polite live region, so a screen reader hears it without losing its place. */
export function SaveStatusLine({ status }: { status: SaveStatus }) {
  const w = usePortalWords().sections.status;
  const shown =
    status === 'saving' ? (
      <>
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {w.saving}
      </>
    ) : status === 'saved' ? (
      <>
        <Check className="size-4 text-emerald-700" aria-hidden />
        {w.saved}
      </>
    ) : status === 'pending' ? (
      w.pending
    ) : status === 'failed' ? (
      <>
        <CircleAlert className="size-4 text-maple-700" aria-hidden />
        {w.failed}
      </>
    ) : null;
  return (
    <p
      role="status"
      className={
        status === 'failed'
          ? 'flex items-center gap-1.5 text-sm font-medium text-maple-700'
          : 'flex items-center gap-1.5 text-sm text-slate-700'
      }
    >
      {shown}
    </p>
  );
}

/** A list section's form: its rows under one key (a form's values are an object), checked by the shared schema. */
export function rowsSchema<TOutput, TInput>(rows: z.ZodType<TOutput, TInput>) {
  return z.object({ rows });
}
