import { loginRequestSchema, messages } from '@maplestone/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Field, Form, SubmitButton, useZodForm } from '../../../components/form';
import { Input } from '../../../components/ui/input';
import { safeNext } from '../../../lib/authed-api';
import { useWords } from '../../../lib/i18n';
import { sessionQueryKey } from '../../../lib/session-key';
import { toast } from '../../../lib/toast';
import { SignInError, type SignInStep, signInWithPassword } from '../api/session';
import { useSignInText } from '../mfa-text';
import { type TotpChallenge, TotpStep } from './totp-step';

/**
 * 'Welcome Back' sign-in: e-mail and password through Cognito, then, when the pool requires it (AWS),
 * the authenticator's 6-digit code (set up with a QR code the first time). The role decides where to go.
 * On success the fields are cleared, the toast says 'Login successful!', and `onDone` runs. `next` (from
 * /auth?next=..., a guarded page the visitor asked for) wins over the role's page when it is on this site.
 */
export function LoginForm({ onDone, next: back }: { onDone?: () => void; next?: string | null }) {
  const m = useWords('messages', messages);
  const say = useSignInText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [challenge, setChallenge] = useState<TotpChallenge | null>(null);
  const form = useZodForm(loginRequestSchema, { defaultValues: { email: '', password: '' } });
  const { reset } = form;

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
    toast.success(m.auth.success);
    onDone?.();
    navigate(safeNext(back) ?? next.to);
  };

  const onSubmit = async ({ email, password }: { email: string; password: string }) => {
    try {
      await proceed(await signInWithPassword(email, password), email);
    } catch (error) {
      toast.error(error instanceof SignInError ? say(error.message) : m.auth.genericError);
    }
  };

  if (challenge) {
    return (
      <TotpStep
        challenge={challenge}
        onSignedIn={(next) => proceed(next, challenge.email)}
        onRestart={(message) => {
          setChallenge(null);
          reset({ email: challenge.email, password: '' });
          if (message) toast.error(say(message));
        }}
      />
    );
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4" aria-label={m.auth.title}>
      <Field name="email" label={m.auth.email}>
        <Input type="email" autoComplete="username" required />
      </Field>
      <Field name="password" label={m.auth.password}>
        <Input type="password" autoComplete="current-password" required />
      </Field>
      <SubmitButton size="lg" className="w-full" pendingLabel={m.common.loading}>
        {m.auth.signIn}
      </SubmitButton>
    </Form>
  );
}
