import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequestSchema, messages } from '@maplestone/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { toast } from '../../../lib/toast';
import { SignInError, signInWithPassword } from '../api/session';

/**
 * 'Welcome Back' sign-in: e-mail and password through Cognito, then the role decides where to go.
 * On success the fields are cleared, the toast says 'Login successful!', and `onDone` runs.
 */
export function LoginForm({ onDone }: { onDone?: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setBusy(true);
    try {
      const { to } = await signInWithPassword(email, password);
      reset();
      await queryClient.invalidateQueries({ queryKey: ['session'] });
      toast.success(messages.auth.success);
      onDone?.();
      navigate(to);
    } catch (error) {
      toast.error(error instanceof SignInError ? error.message : messages.auth.genericError);
    } finally {
      setBusy(false);
    }
  });

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
