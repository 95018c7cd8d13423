import type { SchemaWords } from '@maplestone/shared/i18n/schema-words';
import { type ComponentProps, type FormHTMLAttributes, type ReactNode, useMemo } from 'react';
import {
  type FieldValues,
  FormProvider,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useForm,
  useFormState,
} from 'react-hook-form';
import type * as z from 'zod';
import { useHydrated } from '../../lib/hydrated';
import { useSchemaWords } from '../../lib/i18n';
import type { Button } from '../ui/button';
import { BusyButton } from './busy-button';

/** A shared zod schema, or a loader of one (a module-level `() => import(...)`: stable across renders). */
export type SchemaSource<TInput, TOutput> =
  | z.ZodType<TOutput, TInput>
  | (() => Promise<z.ZodType<TOutput, TInput>>);

/**
 * react-hook-form over a shared zod schema: the form validates with the very schema the API checks, so
 * the client and the server refuse the same input with the same message, chosen in the page's language (the
 * schema's messages are chosen when a value fails: schema-words.ts). The resolver (and a schema given as a
 * loader) load at the first validation, not with the page: a form shows before zod has downloaded.
 */
export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: SchemaSource<TInput, TOutput>,
  options?: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'>,
): UseFormReturn<TInput, unknown, TOutput> {
  const words = useSchemaWords();
  const resolver = useMemo(() => lazyZodResolver(schema, words), [schema, words]);
  return useForm<TInput, unknown, TOutput>({ resolver, ...options });
}

function lazyZodResolver<TInput extends FieldValues, TOutput extends FieldValues>(
  source: SchemaSource<TInput, TOutput>,
  words: SchemaWords | null,
): Resolver<TInput, unknown, TOutput> {
  let ready:
    | Promise<[Resolver<TInput, unknown, TOutput>, typeof import('@maplestone/shared/i18n/schema-words')]>
    | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([
      typeof source === 'function' ? source() : source,
      import('@hookform/resolvers/zod'),
      import('@maplestone/shared/i18n/schema-words'),
    ]).then(([schema, { zodResolver }, schemaWords]) => [
      // Synchronous: the messages are chosen within validatingIn, before the resolver's promise settles.
      zodResolver(schema, undefined, { mode: 'sync' }) as Resolver<TInput, unknown, TOutput>,
      schemaWords,
    ]);
    const [resolve, { validatingIn }] = await ready;
    return words
      ? validatingIn(words, () => resolve(values, context, options))
      : resolve(values, context, options);
  };
}

/**
 * A <form> that gives its <Field>s the form (react-hook-form context) and submits through
 * handleSubmit: `onSubmit` gets the schema's parsed values, `onInvalid` the errors. Browser validation
 * is off (noValidate): the schema's messages are the ones shown. method="post" with no action (ADR 083): a
 * prerendered form submitted before hydration never puts what was typed in a URL.
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
      <form noValidate {...props} method="post" onSubmit={form.handleSubmit(onSubmit, onInvalid)}>
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * The submit button: disabled with a spinner while the form's async onSubmit runs, or while `pending`
 * (a mutation started with `mutate`). `pendingLabel` replaces the text meanwhile; `icon` shows when idle.
 * Disabled until hydrated (ADR 083): before the code runs, a click or Enter does nothing rather than post.
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
  const hydrated = useHydrated();
  return (
    <BusyButton
      type="submit"
      busy={pending || isSubmitting}
      busyLabel={pendingLabel}
      icon={icon}
      disabled={disabled || !hydrated}
      {...props}
    >
      {children}
    </BusyButton>
  );
}

/** The first message of a form's fields, in the order the form shows them (its toast), or `fallback`. */
export function firstMessage(
  errors: readonly ({ message?: string } | undefined)[],
  fallback: string,
): string {
  return errors.find((error) => error?.message)?.message ?? fallback;
}
