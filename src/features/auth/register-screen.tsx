import { useEffect, useState } from 'react';
import { Anchor, PasswordInput, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { registerMachine, type RegistrationDetails } from '../../../machines/register.machine';
import { signUp } from '../../lib/supabase/auth';
import { AuthForm } from './auth-form';
import { useNotifications } from '../../ui/use-notifications';

/**
 * The production register machine: supabase-js `signUp` with metadata { full_name, username }; the
 * confirmation mail links back to the app's root, where the session in the URL signs the person in.
 */
export const registerLogic = registerMachine.provide({
  actors: {
    signUp: fromPromise(({ input }) => signUp({ ...input, emailRedirectTo: `${window.location.origin}/` })),
  },
});

const emptyDetails: RegistrationDetails = {
  email: '',
  password: '',
  confirmPassword: '',
  fullName: '',
  username: '',
};

/**
 * /auth/register (spec §2, §5, §8). Full name and username are optional; success goes to /auth/login.
 * `logic` lets tests supply the machine with their own actors.
 */
export function RegisterScreen({ logic = registerLogic }: { logic?: typeof registerLogic }) {
  const [snapshot, send, actor] = useMachine(logic);
  useNotifications(actor);
  const navigate = useNavigate();
  const [details, setDetails] = useState(emptyDetails);
  const submitting = snapshot.matches('submitting');
  const registered = snapshot.matches('registered');

  useEffect(() => {
    if (registered) void navigate({ to: '/auth/login' });
  }, [registered, navigate]);

  const field = (key: keyof RegistrationDetails) => ({
    value: details[key],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const { value } = event.currentTarget;
      setDetails((current) => ({ ...current, [key]: value }));
    },
    disabled: submitting,
  });
  const problem = snapshot.matches('invalid')
    ? snapshot.context.validationMessage
    : snapshot.matches('failed')
      ? (snapshot.context.failureMessage ?? 'Please check your details and try again.')
      : null;

  return (
    <AuthForm
      title="Create an account"
      subtitle="Join your lodge's team"
      problem={problem}
      problemTitle={snapshot.matches('failed') ? 'Registration failed' : undefined}
      submitLabel={submitting ? 'Creating Account...' : 'Create Account'}
      submitting={submitting}
      onSubmit={() => send({ type: 'register.submit', ...details })}
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/auth/login">
            Sign in
          </Anchor>
        </>
      }
    >
      <TextInput label="Full name" autoComplete="name" {...field('fullName')} />
      <TextInput label="Username" autoComplete="username" autoCapitalize="none" {...field('username')} />
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...field('email')}
      />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        required
        description="At least 6 characters"
        {...field('password')}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
    </AuthForm>
  );
}
