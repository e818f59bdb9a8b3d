import { useState } from 'react';
import { Anchor, PasswordInput, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { signInMachine } from '../../../machines/sign-in.machine';
import { signInWithPassword } from '../../lib/supabase/auth';
import { AuthForm } from './auth-form';
import { useNotifications } from '../../ui/use-notifications';

/** The production sign-in machine: `signIn` is supabase-js `signInWithPassword`. */
export const signInLogic = signInMachine.provide({
  actors: { signIn: fromPromise(({ input }) => signInWithPassword(input.email, input.password)) },
});

/**
 * /auth/login (spec §2, §5, §8). Email and password; the machine validates and signs in. On success
 * the auth actor flips to signed in and the route guard takes the person to the kept location, else /.
 * `logic` lets tests supply the machine with their own actors.
 */
export function SignInScreen({ logic = signInLogic }: { logic?: typeof signInLogic }) {
  const [snapshot, send, actor] = useMachine(logic);
  useNotifications(actor);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submitting = snapshot.matches('submitting');
  const { validationMessage, failureMessage } = snapshot.context;
  const problem = snapshot.matches('invalid')
    ? validationMessage
    : snapshot.matches('failed')
      ? (failureMessage ?? 'Check your email and password and try again.')
      : null;

  return (
    <AuthForm
      title="Welcome back"
      subtitle="Sign in to manage your lodge"
      problem={problem}
      problemTitle={snapshot.matches('failed') ? 'Login failed' : undefined}
      submitLabel={submitting ? 'Signing in...' : 'Sign In'}
      submitting={submitting}
      onSubmit={() => send({ type: 'signIn.submit', email, password })}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to="/auth/register">
            Register
          </Anchor>
        </>
      }
    >
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@lodge.com"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        disabled={submitting}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        disabled={submitting}
      />
    </AuthForm>
  );
}
