import type { BorrowerSession } from '@maplestone/shared/schemas/borrower-file';
import { signInCodeRequestSchema, signInCodeSchema } from '@maplestone/shared/schemas/borrower-file';
import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Field, Form, SubmitButton, useZodForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { useLocale } from '../../../lib/i18n';
import { requestCode, signInWithCode } from '../api/portal';
import { usePortalWords } from '../words';

type Step = { step: 'email' } | { step: 'code'; email: string };

/**
 * The code sign-in (ADR 118): the e-mail address, then the 6-digit code e-mailed to it. Asking always answers
 * 202, so the page says the code is on its way if the address has a file; a wrong or expired code and too many
 * tries each say so.
 */
export function CodeSignIn({
  onSignedIn,
  focusOnShow = false,
}: {
  onSignedIn: (session: BorrowerSession) => void;
  focusOnShow?: boolean;
}) {
  const [state, setState] = useState<Step>({ step: 'email' });
  return state.step === 'email' ? (
    <EmailStep focusOnShow={focusOnShow} onSent={(email) => setState({ step: 'code', email })} />
  ) : (
    <CodeStep email={state.email} onSignedIn={onSignedIn} onOtherEmail={() => setState({ step: 'email' })} />
  );
}

/** What a refused sign-in call says: too many tries (429), or the step's own failure. */
function refusal(error: unknown, otherwise: string, rateLimited: string): string {
  return error instanceof ApiError && error.status === 429 ? rateLimited : otherwise;
}

function EmailStep({ onSent, focusOnShow }: { onSent: (email: string) => void; focusOnShow: boolean }) {
  const w = usePortalWords().signIn;
  const locale = useLocale();
  const headingId = useId();
  const form = useZodForm(signInCodeRequestSchema, { defaultValues: { email: '', language: locale } });
  const send = useMutation({ mutationFn: requestCode });
  const emailRef = useRef<HTMLInputElement | null>(null);
  const { ref: registerRef, ...email } = form.register('email');
  useEffect(() => {
    if (focusOnShow) emailRef.current?.focus();
  }, [focusOnShow]);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="font-display text-xl font-bold text-navy-950">
          {w.codeTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{w.codeLead}</p>
      </div>
      <Form
        form={form}
        className="space-y-4"
        onSubmit={async (values) => {
          await send.mutateAsync({ ...values, language: locale }).then(
            () => onSent(values.email),
            () => undefined,
          );
        }}
      >
        <Field label={w.email} error={form.formState.errors.email?.message}>
          <Input
            {...email}
            ref={(element) => {
              registerRef(element);
              emailRef.current = element;
            }}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
          />
        </Field>
        {send.isError ? (
          <p role="alert" className="text-sm font-medium text-maple-700">
            {refusal(send.error, w.failed, w.rateLimited)}
          </p>
        ) : null}
        <SubmitButton
          size="lg"
          className="w-full"
          pendingLabel={w.sendingCode}
          icon={<Mail className="size-4" aria-hidden />}
        >
          {w.sendCode}
        </SubmitButton>
      </Form>
    </section>
  );
}

function CodeStep({
  email,
  onSignedIn,
  onOtherEmail,
}: {
  email: string;
  onSignedIn: (session: BorrowerSession) => void;
  onOtherEmail: () => void;
}) {
  const w = usePortalWords().signIn;
  const locale = useLocale();
  const headingId = useId();
  const form = useZodForm(signInCodeSchema, { defaultValues: { email, code: '' } });
  const signIn = useMutation({ mutationFn: signInWithCode, onSuccess: onSignedIn });
  const again = useMutation({ mutationFn: requestCode });
  const codeRef = useRef<HTMLInputElement | null>(null);
  const { ref: registerRef, ...code } = form.register('code');
  // The code's box takes the focus when it appears, and again after a refusal.
  useEffect(() => {
    codeRef.current?.focus();
  }, []);
  useEffect(() => {
    if (signIn.isError) codeRef.current?.select();
  }, [signIn.isError]);

  const refused =
    signIn.error instanceof ApiError && signIn.error.status === 429
      ? w.rateLimited
      : signIn.error instanceof ApiError && signIn.error.status === 400
        ? w.wrongCode
        : signIn.isError
          ? w.failed
          : undefined;
  // The schema refuses anything but 6 digits; the page says how the code looks.
  const error = form.formState.errors.code ? w.codeFormat : refused;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="font-display text-xl font-bold text-navy-950">
          {w.codeSentTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{w.codeSent(email)}</p>
      </div>
      <Form
        form={form}
        className="space-y-4"
        onSubmit={async (values) => {
          signIn.reset();
          await signIn.mutateAsync(values).catch(() => undefined);
        }}
      >
        <Field label={w.code} hint={w.codeHint} error={error}>
          <Input
            {...code}
            ref={(element) => {
              registerRef(element);
              codeRef.current = element;
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            className="text-center font-mono text-2xl tracking-[0.5em]"
          />
        </Field>
        <SubmitButton size="lg" className="w-full" pendingLabel={w.signingIn}>
          {w.signIn}
        </SubmitButton>
      </Form>
      <div className="flex flex-col gap-1 sm:flex-row sm:justify-between">
        <Button
          variant="link"
          className="min-h-11 justify-start"
          disabled={again.isPending}
          onClick={() => again.mutate({ email, language: locale })}
        >
          {w.newCode}
        </Button>
        <Button variant="link" className="min-h-11 justify-start" onClick={onOtherEmail}>
          {w.otherEmail}
        </Button>
      </div>
      {again.isSuccess ? (
        <p role="status" className="text-sm text-slate-700">
          {w.codeSent(email)}
        </p>
      ) : again.isError ? (
        <p role="alert" className="text-sm font-medium text-maple-700">
          {refusal(again.error, w.failed, w.rateLimited)}
        </p>
      ) : null}
    </section>
  );
}
