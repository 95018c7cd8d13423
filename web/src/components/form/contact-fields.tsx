import type { ReactNode } from 'react';
import { Input } from '../ui/input';
import { Field } from './field';

/**
 * The visitor's name, e-mail and phone in a lead form (client_name, client_email, client_phone, in that order):
 * name and e-mail required, the phone optional unless `phone` is 'required'. `nameClassName` places the name
 * box in the form's grid (the application form gives it the whole row).
 */
export function ContactFields({
  labels,
  phone = 'optional',
  nameClassName,
}: {
  labels: { name: ReactNode; email: ReactNode; phone: ReactNode };
  phone?: 'optional' | 'required';
  nameClassName?: string;
}) {
  const phoneRequired = phone === 'required';
  return (
    <>
      <Field name="client_name" label={labels.name} className={nameClassName}>
        <Input autoComplete="name" aria-required />
      </Field>
      <Field name="client_email" label={labels.email}>
        <Input type="email" autoComplete="email" aria-required />
      </Field>
      <Field name="client_phone" label={labels.phone} optional={!phoneRequired}>
        <Input type="tel" autoComplete="tel" aria-required={phoneRequired || undefined} />
      </Field>
    </>
  );
}
