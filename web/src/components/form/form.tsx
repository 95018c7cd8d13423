import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import type { ComponentProps, FormHTMLAttributes, ReactNode } from 'react';
import {
  type FieldValues,
  FormProvider,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useForm,
  useFormState,
} from 'react-hook-form';
import type * as z from 'zod';
import { Button } from '../ui/button';

/**
 * react-hook-form over a shared zod schema: the form validates with the very schema the API checks, so
 * the client and the server refuse the same input with the same message.
 */
export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  options?: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'>,
): UseFormReturn<TInput, unknown, TOutput> {
  return useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), ...options });
}

/**
 * A <form> that gives its <Field>s the form (react-hook-form context) and submits through
 * handleSubmit: `onSubmit` gets the schema's parsed values, `onInvalid` the errors. Browser validation
 * is off (noValidate): the schema's messages are the ones shown.
 */
export function Form<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...props
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  onInvalid?: SubmitErrorHandler<TInput>;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid' | 'children'>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={form.handleSubmit(onSubmit, onInvalid)}>
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * The submit button: disabled with a spinner while the form's async onSubmit runs, or while `pending`
 * (a mutation started with `mutate`). `pendingLabel` replaces the text meanwhile; `icon` shows when idle.
 */
export function SubmitButton({
  pending = false,
  pendingLabel,
  icon,
  children,
  disabled,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type'> & {
  pending?: boolean;
  pendingLabel?: ReactNode;
  icon?: ReactNode;
}) {
  const { isSubmitting } = useFormState();
  const busy = pending || isSubmitting;
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : icon}
      {busy && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
