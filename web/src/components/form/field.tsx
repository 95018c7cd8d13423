import { widgetsWords } from '@maplestone/shared/i18n/en/widgets';
import { Slot } from 'radix-ui';
import { type ReactElement, type ReactNode, useId } from 'react';
import {
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseControllerReturn,
  useController,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { useWords } from '../../lib/i18n';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldIds {
  id: string;
  /** The hint's and the error's ids, for aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldBaseProps {
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
}

type FieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldBaseProps &
  (
    | {
        /** The form value this field edits (react-hook-form path, e.g. 'metadata.price'). */
        name: N;
        /** Passed to `register` (setValueAs, valueAsNumber...). */
        registerOptions?: RegisterOptions<T, N>;
        /** One native control (Input, Textarea, select): it gets id, aria-* and the register props. */
        children: ReactElement;
        render?: never;
        /** Shown when the field has no error of its own: a rule over several fields, reported on their parent. */
        error?: string;
      }
    | {
        name: N;
        registerOptions?: never;
        error?: string;
        children?: never;
        /** A controlled widget (Select, checkbox group, upload): value and onChange come in `field`. */
        render: (props: UseControllerReturn<T, N> & { ids: FieldIds }) => ReactNode;
      }
    | {
        /** Outside a <Form> (calculators): the control keeps its own state; `error` is shown as given. */
        name?: undefined;
        error?: string;
        registerOptions?: never;
        children: ReactElement;
        render?: never;
      }
  );

/**
 * A labelled form control (shadcn Form style): the label points at the control, the control's
 * aria-describedby names the hint and the error, aria-invalid follows the error, and the error message is
 * shown and announced here, so forms never repeat that wiring. Inside a <Form>, `name` registers the
 * control and reads its error from the form state.
 *
 *   <Field name="full_name" label="Full name"><Input autoComplete="name" /></Field>
 *   <Field name="image_url" label="Image" render={({ field, ids }) => <UploadField ... />} />
 *
 * A Select in a field is SelectField, which is this with the Select's wiring done once.
 */
export function Field<T extends FieldValues = FieldValues, N extends FieldPath<T> = FieldPath<T>>(
  props: FieldProps<T, N>,
) {
  const { name, render, registerOptions, children, ...shell } = props;
  if (name === undefined) {
    return (
      <FieldShell {...shell}>{(ids) => <Slot.Root {...controlProps(ids)}>{children}</Slot.Root>}</FieldShell>
    );
  }
  return render ? (
    <ControlledField<T, N> {...shell} name={name} render={render} />
  ) : (
    <RegisteredField<T, N> {...shell} name={name} registerOptions={registerOptions}>
      {children as ReactElement}
    </RegisteredField>
  );
}

function RegisteredField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  registerOptions,
  children,
  error: fallbackError,
  ...shell
}: FieldBaseProps & {
  name: N;
  registerOptions?: RegisterOptions<T, N>;
  children: ReactElement;
  error?: string;
}) {
  const { register, control } = useFormContext<T>();
  const { errors } = useFormState({ control, name });
  // `get` walks nested paths ('metadata.price') in the errors object.
  const error = (get(errors, name) as { message?: string } | undefined)?.message ?? fallbackError;
  return (
    <FieldShell {...shell} error={error}>
      {(ids) => (
        <Slot.Root {...controlProps(ids)} {...register(name, registerOptions)}>
          {children}
        </Slot.Root>
      )}
    </FieldShell>
  );
}

function ControlledField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  render,
  error,
  ...shell
}: FieldBaseProps & {
  name: N;
  render: (props: UseControllerReturn<T, N> & { ids: FieldIds }) => ReactNode;
  error?: string;
}) {
  const controller = useController<T, N>({ name });
  return (
    <FieldShell {...shell} error={controller.fieldState.error?.message ?? error}>
      {(ids) => render({ ...controller, ids })}
    </FieldShell>
  );
}

function controlProps({ id, describedBy, invalid }: FieldIds) {
  return { id, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined };
}

function FieldShell({
  label,
  hint,
  optional,
  className,
  error: givenError,
  children,
}: FieldBaseProps & { error?: string; children: (ids: FieldIds) => ReactNode }) {
  const id = useId();
  const w = useWords('widgets', widgetsWords);
  // Already in the page's language: the form validated in its words (useZodForm).
  const error = givenError || undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="mb-1.5 flex items-baseline justify-between text-sm font-medium text-slate-800"
      >
        <span>{label}</span>
        {optional ? <span className="text-xs font-normal text-slate-500">{w.optional}</span> : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-maple-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
