import { loginRequestSchema } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { siteAuthWords } from '@maplestone/shared/i18n/en/site';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Field, Form, SubmitButton, useZodForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { safeNext } from '../../../lib/authed-api';
import { useWords } from '../../../lib/i18n';
import { sessionQueryKey } from '../../../lib/session-key';
import { toast } from '../../../lib/toast';
import { SignInError, type SignInStep, signInWithPassword } from '../api/session';
import { PasswordReset } from './password-reset';
import { type TotpChallenge, TotpStep } from './totp-step';

/**
 * 'Welcome Back' sign-in: e-mail and password through Cognito, then, when the pool requires it (AWS),
 * the authenticator's 6-digit code (set up with a QR code the first time). The role decides where to go.
 * On success the fields are cleared, the toast says 'Login successful!', and `onDone` runs. `next` (from
 * /auth?next=..., a guarded page the visitor asked for) wins over the role's page when it is on this site.
 * 'Forgot password?' turns the form into the password reset (ADR 100), which comes back with the e-mail filled.
 */
export function LoginForm({ onDone, next: back }: { onDone?: () => void; next?: string | null }) {
  const common = useWords('common', commonWords);
  const w = useWords('site', 'auth', siteAuthWords);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [challenge, setChallenge] = useState<TotpChallenge | null>(null);
  /** The password reset under way, with the e-mail it started from; null on the sign-in. */
  const [resetting, setResetting] = useState<string | null>(null);
  /** Where focus goes when the sign-in shows again after the reset. */
  const [focusOnReturn, setFocusOnReturn] = useState<'forgot' | 'password' | null>(null);
  const forgotId = useId();
  const form = useZodForm(loginRequestSchema, { defaultValues: { email: '', password: '' } });
  const { reset, setFocus, getValues } = form;

  useEffect(() => {
    if (resetting !== null || !focusOnReturn) return;
    if (focusOnReturn === 'password') setFocus('password');
    else document.getElementById(forgotId)?.focus();
    setFocusOnReturn(null);
  }, [resetting, focusOnReturn, setFocus, forgotId]);

  /** Back from the reset: the sign-in, with the e-mail given there. */
  const endReset = (email: string, focus: 'forgot' | 'password') => {
    setResetting(null);
    reset({ email, password: '' });
    setFocusOnReturn(focus);
  };

  /** Signed in, or on to the code step. */
  const proceed = async (next: SignInStep, email: string) => {
    if (next.step !== 'done') {
      setChallenge({ ...next, email });
      return;
    }
    reset();
    setChallenge(null);
    // The session is the one just signed in: the guards must not act on a cached 'signed out' entry.
    await queryClient.cancelQueries({ queryKey: sessionQueryKey });
    queryClient.setQueryData(sessionQueryKey, next.session);
    toast.success(w.success);
    onDone?.();
    navigate(safeNext(back) ?? next.to);
  };

  const onSubmit = async ({ email, password }: { email: string; password: string }) => {
    try {
      await proceed(await signInWithPassword(email, password), email);
    } catch (error) {
      toast.error(error instanceof SignInError ? error.text(w) : w.genericError);
    }
  };

  if (resetting !== null) {
    return (
      <PasswordReset
        email={resetting}
        onBack={(email) => endReset(email, 'forgot')}
        onDone={(email) => {
          endReset(email, 'password');
          toast.success(w.reset.done);
        }}
      />
    );
  }

  if (challenge) {
    return (
      <TotpStep
        challenge={challenge}
        onSignedIn={(next) => proceed(next, challenge.email)}
        onRestart={(message) => {
          setChallenge(null);
          reset({ email: challenge.email, password: '' });
          if (message) toast.error(message);
        }}
      />
    );
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4" aria-label={w.title}>
      <Field name="email" label={w.email}>
        <Input type="email" autoComplete="username" required />
      </Field>
      <Field name="password" label={w.password}>
        <Input type="password" autoComplete="current-password" required />
      </Field>
      <SubmitButton size="lg" className="w-full" pendingLabel={common.loading}>
        {w.signIn}
      </SubmitButton>
      <div className="text-center">
        <Button
          id={forgotId}
          variant="link"
          className="text-sm"
          onClick={() => setResetting(getValues('email').trim())}
        >
          {w.reset.forgot}
        </Button>
      </div>
    </Form>
  );
}
