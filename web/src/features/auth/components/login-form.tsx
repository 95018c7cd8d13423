import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequestSchema, messages } from '@maplestone/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { safeNext } from '../../../lib/authed-api';
import { sessionQueryKey } from '../../../lib/session-key';
import { toast } from '../../../lib/toast';
import { SignInError, type SignInStep, signInWithPassword } from '../api/session';
import { type TotpChallenge, TotpStep } from './totp-step';

/**
 * 'Welcome Back' sign-in: e-mail and password through Cognito, then, when the pool requires it (AWS),
 * the authenticator's 6-digit code (set up with a QR code the first time). The role decides where to go.
 * On success the fields are cleared, the toast says 'Login successful!', and `onDone` runs. `next` (from
 * /auth?next=..., a guarded page the visitor asked for) wins over the role's page when it is on this site.
 */
export function LoginForm({ onDone, next: back }: { onDone?: () => void; next?: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<TotpChallenge | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const errors = formState.errors;

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
    toast.success(messages.auth.success);
    onDone?.();
    navigate(safeNext(back) ?? next.to);
  };

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setBusy(true);
    try {
      await proceed(await signInWithPassword(email, password), email);
    } catch (error) {
      toast.error(error instanceof SignInError ? error.message : messages.auth.genericError);
    } finally {
      setBusy(false);
    }
  });

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
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={messages.auth.title}>
      <Field label={messages.auth.email} error={errors.email?.message}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="email"
            autoComplete="username"
            required
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register('email')}
          />
        )}
      </Field>
      <Field label={messages.auth.password} error={errors.password?.message}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register('password')}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
        {busy ? messages.common.loading : messages.auth.signIn}
      </Button>
    </form>
  );
}
