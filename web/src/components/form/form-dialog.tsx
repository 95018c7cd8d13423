import { type ReactNode, useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import { useUnsavedChanges } from '../back-office/unsaved-changes';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Form, SubmitButton, useZodForm } from './form';

/**
 * A create/edit dialog: the fields (children, <Field>s) over `schema`, Cancel and a submit button.
 * Opening resets the form to `defaultValues`. A successful `onSubmit` closes the dialog; a failed one
 * (its mutation has already toasted why) leaves it open with what was typed. While the call runs the
 * dialog cannot be closed and the submit button shows a spinner. Unsaved edits warn before leaving the tab.
 */
export function FormDialog<TInput extends FieldValues, TOutput extends FieldValues>({
  open,
  onOpenChange,
  title,
  description,
  schema,
  defaultValues,
  onSubmit,
  submitLabel,
  cancelLabel = 'Cancel',
  width,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  onSubmit: (values: TOutput) => Promise<unknown>;
  submitLabel: ReactNode;
  cancelLabel?: string;
  width?: string;
  children: ReactNode;
}) {
  const form = useZodForm(schema, { defaultValues });
  const { reset, formState } = form;
  // The values to start from when the dialog opens; a new object each render must not reset the form.
  const initial = useRef(defaultValues);
  initial.current = defaultValues;
  useEffect(() => {
    if (open) reset(initial.current);
  }, [open, reset]);
  // While open, unsaved edits hold the shell's leave warning (and the browser's, on reload or close).
  useUnsavedChanges(open && formState.isDirty);

  const submit = async (values: TOutput) => {
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch {
      // Stay open: the caller's mutation has said what went wrong, and the user can correct and retry.
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (formState.isSubmitting ? undefined : onOpenChange(next))}
      title={title}
      description={description}
      width={width}
    >
      <Form form={form} onSubmit={submit} className="space-y-5">
        {children}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={formState.isSubmitting}>
            {cancelLabel}
          </Button>
          <SubmitButton>{submitLabel}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
