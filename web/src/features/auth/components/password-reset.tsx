import { loginRequestSchema } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { siteAuthWords } from '@maplestone/shared/i18n/en/site';
import type { Words } from '@maplestone/shared/i18n/words';
import { meetsPasswordPolicy } from '@maplestone/shared/password-policy';
import { useEffect, useId, useMemo, useState } from 'react';
import * as z from 'zod';
import { BusyButton, Field, Form, SubmitButton, useZodForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useWords } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { PasswordResetError, sendPasswordResetCode, setNewPassword } from '../api/session';
import { CodeInput, sixDigitCode } from './totp-step';

/** Step 1 checks the e-mail as the sign-in does. */
const emailSchema = loginRequestSchema.pick({ email: true });

/** Step 2: the e-mailed code and the new password twice, checked against the pool's policy (page's language). */
const newPasswordSchema = (text: Words<typeof siteAuthWords.reset>) =>
  z
    .object({
      code: sixDigitCode(text.codeFormat),
      newPassword: z.string().refine(meetsPasswordPolicy, text.passwordPolicy),
      confirmPassword: z.string(),
    })
    .refine((values) => values.newPassword === values.confirmPassword, {
      message: text.mismatch,
      path: ['confirmPassword'],
    });

/**
 * Forgot password (issue 35, ADR 100): the e-mail, then the code Cognito e-mails and a new password. The second
 * step reads the same whether or not the e-mail has an account. `onBack` and `onDone` return to the sign-in with
 * the e-mail the visitor gave.
 */
export function PasswordReset({
  email,
  onBack,
  onDone,
}: {
  email: string;
  onBack: (email: string) => void;
  onDone: (email: string) => void;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo === null ? (
    <EmailStep email={email} onSent={setSentTo} onBack={onBack} />
  ) : (
    <CodeStep email={sentTo} onBack={() => onBack(sentTo)} onDone={() => onDone(sentTo)} />
  );
}

function EmailStep({
  email,
  onSent,
  onBack,
}: {
  email: string;
  onSent: (email: string) => void;
  onBack: (email: string) => void;
}) {
  const authText = useWords('site', 'auth', siteAuthWords);
  const common = useWords('common', commonWords);
  const text = authText.reset;
  const form = useZodForm(emailSchema, { defaultValues: { email } });
  const { setFocus, getValues } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const promptId = useId();

  useEffect(() => {
    setFocus('email');
  }, [setFocus]);

  const onSubmit = async ({ email: address }: { email: string }) => {
    setFailure(null);
    try {
      await sendPasswordResetCode(address);
      onSent(address.trim());
    } catch (error) {
      setFailure(error instanceof PasswordResetError ? error.text(authText) : authText.genericError);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      className="space-y-4"
      aria-labelledby={titleId}
      aria-describedby={promptId}
    >
      <StepHeading titleId={titleId} title={text.title} promptId={promptId} prompt={text.emailPrompt} />
      <Field name="email" label={authText.email}>
        <Input type="email" autoComplete="username" inputMode="email" required />
      </Field>
      <Failure message={failure} />
      <SubmitButton size="lg" className="w-full" pendingLabel={common.loading}>
        {text.sendCode}
      </SubmitButton>
      <div className="text-center">
        <Button variant="link" className="text-sm" onClick={() => onBack(getValues('email'))}>
          {text.back}
        </Button>
      </div>
    </Form>
  );
}

function CodeStep({ email, onBack, onDone }: { email: string; onBack: () => void; onDone: () => void }) {
  const authText = useWords('site', 'auth', siteAuthWords);
  const common = useWords('common', commonWords);
  const text = authText.reset;
  const schema = useMemo(() => newPasswordSchema(text), [text]);
  const form = useZodForm(schema, { defaultValues: { code: '', newPassword: '', confirmPassword: '' } });
  const { setError, setFocus } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const titleId = useId();
  const promptId = useId();

  // The step's first field; its heading and where the code went are the form's name and description.
  useEffect(() => {
    setFocus('code');
  }, [setFocus]);

  const onSubmit = async (values: { code: string; newPassword: string }) => {
    setFailure(null);
    try {
      await setNewPassword(email, values.code, values.newPassword);
      onDone();
    } catch (error) {
      if (!(error instanceof PasswordResetError)) return setFailure(authText.genericError);
      if (error.field) return setError(error.field, { message: error.text(authText) }, { shouldFocus: true });
      setFailure(error.text(authText));
    }
  };

  const resend = async () => {
    setFailure(null);
    setResending(true);
    try {
      await sendPasswordResetCode(email);
      toast.success(text.resent);
      setFocus('code');
    } catch (error) {
      setFailure(error instanceof PasswordResetError ? error.text(authText) : authText.genericError);
    } finally {
      setResending(false);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      className="space-y-4"
      aria-labelledby={titleId}
      aria-describedby={promptId}
    >
      <StepHeading
        titleId={titleId}
        title={text.codeTitle}
        promptId={promptId}
        prompt={text.codeSent(email)}
      />
      {/* Whose password this is, for password managers saving the new one. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <Field name="code" label={text.codeLabel}>
        <CodeInput />
      </Field>
      <Field name="newPassword" label={text.newPassword} hint={text.passwordPolicy}>
        <Input type="password" autoComplete="new-password" required />
      </Field>
      <Field name="confirmPassword" label={text.confirmPassword}>
        <Input type="password" autoComplete="new-password" required />
      </Field>
      <Failure message={failure} />
      <SubmitButton size="lg" className="w-full" pendingLabel={common.loading}>
        {text.save}
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <BusyButton
          variant="link"
          className="text-sm"
          busy={resending}
          busyLabel={common.loading}
          onClick={resend}
        >
          {text.resend}
        </BusyButton>
        <Button variant="link" className="text-sm" onClick={onBack}>
          {text.back}
        </Button>
      </div>
    </Form>
  );
}

function StepHeading({
  titleId,
  title,
  promptId,
  prompt,
}: {
  titleId: string;
  title: string;
  promptId: string;
  prompt: string;
}) {
  return (
    <div>
      <h2 id={titleId} className="font-display text-xl font-bold text-navy-950">
        {title}
      </h2>
      <p id={promptId} className="mt-1 text-sm text-slate-600">
        {prompt}
      </p>
    </div>
  );
}

/** What stopped the step that no field is to blame for (too many attempts, a service error). */
function Failure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg bg-maple-50 px-3 py-2 text-sm font-medium text-maple-800 ring-1 ring-maple-200"
    >
      {message}
    </p>
  );
}
