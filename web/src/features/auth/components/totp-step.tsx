import { commonWords } from '@maplestone/shared/i18n/en/common';
import { siteAuthWords } from '@maplestone/shared/i18n/en/site';
import { type ComponentProps, useEffect, useId, useMemo, useState } from 'react';
import * as z from 'zod';
import { Field, Form, SubmitButton, useZodForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useWords } from '../../../lib/i18n';
import { confirmTotpCode, SignInError, type SignInStep } from '../api/session';

/**
 * A 6-digit code as typed, spaces dropped ('123 456' is how some apps show it): exactly six digits, else `format`
 * (in the page's language: the schema is the form's own, not a shared one the catalogue translates). The
 * authenticator's code here, the e-mailed one of a password reset too.
 */
export const sixDigitCode = (format: string) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, format));

const codeFormSchema = (format: string) => z.object({ code: sixDigitCode(format) });

/** The input of a 6-digit code: the digits keyboard, the code offered from a message, spaced digits. */
export function CodeInput(props: ComponentProps<typeof Input>) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      required
      className="text-center font-mono text-lg tracking-[0.3em]"
      {...props}
    />
  );
}

/** The second factor Cognito asks for, with the e-mail it belongs to (the authenticator's account name). */
export type TotpChallenge = Exclude<SignInStep, { step: 'done' }> & { email: string };

/**
 * The second factor: the authenticator's 6-digit code; on first sign-in, first the QR code (and the key
 * as text) that adds the account to the authenticator. A wrong code is said next to the field.
 */
export function TotpStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: TotpChallenge;
  onSignedIn: (next: SignInStep) => Promise<void>;
  /** Back to the password (the visitor asked, or the challenge expired: `message` says why). */
  onRestart: (message?: string) => void;
}) {
  const authText = useWords('site', 'auth', siteAuthWords);
  const common = useWords('common', commonWords);
  const text = authText.mfa;
  const schema = useMemo(() => codeFormSchema(text.codeFormat), [text.codeFormat]);
  const form = useZodForm(schema, { defaultValues: { code: '' } });
  const { setError, setFocus } = form;
  const setup = challenge.step === 'totp-setup';

  const titleId = useId();

  // Keyboard and screen-reader users land on the field the step is about.
  useEffect(() => {
    setFocus('code');
  }, [setFocus]);

  const onSubmit = async ({ code }: { code: string }) => {
    try {
      await onSignedIn(await confirmTotpCode(code, challenge.email));
    } catch (failure) {
      if (failure instanceof SignInError && failure.restart) return onRestart(failure.text(authText));
      const message = failure instanceof SignInError ? failure.text(authText) : authText.genericError;
      setError('code', { message }, { shouldFocus: true });
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="font-display text-xl font-bold text-navy-950">
          {setup ? text.setupTitle : text.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{setup ? text.setupPrompt : text.prompt}</p>
      </div>
      {challenge.step === 'totp-setup' ? (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <TotpQrCode uri={challenge.setupUri} />
          <p className="text-center text-xs text-slate-600">{text.secretLabel}</p>
          <code
            className="rounded-md bg-white px-2 py-1 text-center font-mono text-sm break-all text-navy-950 ring-1 ring-slate-200 select-all"
            data-testid="totp-secret"
          >
            {groupsOfFour(challenge.secret)}
          </code>
        </div>
      ) : null}
      <Field name="code" label={text.codeLabel}>
        <CodeInput />
      </Field>
      <SubmitButton size="lg" className="w-full" pendingLabel={common.loading}>
        {text.verify}
      </SubmitButton>
      <Button variant="link" className="mx-auto flex text-sm" onClick={() => onRestart()}>
        {text.back}
      </Button>
    </Form>
  );
}

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP': easier to type into an app by hand. */
function groupsOfFour(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** The otpauth:// URI as a QR code. `qrcode` loads only here, so no other screen downloads it. */
function TotpQrCode({ uri }: { uri: string }) {
  const text = useWords('site', 'auth', siteAuthWords).mfa;
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (markup) => current && setSvg(markup),
        // The key below still works without the picture.
        () => {},
      );
    return () => {
      current = false;
    };
  }, [uri]);
  if (!svg) {
    return (
      <p
        role="status"
        className="flex size-44 items-center justify-center text-center text-xs text-slate-500"
      >
        {text.qrLoading}
      </p>
    );
  }
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={text.qrAlt}
      width={176}
      height={176}
      className="size-44 rounded-md bg-white"
    />
  );
}
