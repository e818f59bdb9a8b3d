import { useEffect, useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { signInMachine } from '../../../machines/sign-in.machine';
import { resendConfirmation, signInWithPassword } from '../../lib/supabase/auth';
import { AuthForm } from './auth-form';
import { AuthLink } from './auth-link';
import { useNotifications } from '../../ui/use-notifications';

/**
 * The production sign-in machine: `signIn` is supabase-js `signInWithPassword`; `resendConfirmation`
 * mails the sign-up confirmation link again, coming back to the app's root like the first one.
 */
export const signInLogic = signInMachine.provide({
  actors: {
    signIn: fromPromise(({ input }) => signInWithPassword(input.email, input.password)),
    resendConfirmation: fromPromise(({ input }) =>
      resendConfirmation(input.email, `${window.location.origin}/`),
    ),
  },
});

/**
 * Where a sign-in stands, for whoever hosts the screen (the sign-in island hands the page to the app
 * only while `editing`): `editing` (nothing sent, or a failure already told), `busy` (sending, a
 * validation message or the resend-confirmation panel showing), `signedIn`.
 */
export type SignInStatus = 'editing' | 'busy' | 'signedIn';

/**
 * /auth/login (spec §2, §5, §8; issue 12). Email and password; the machine validates and signs in. On
 * success the auth actor flips to signed in and the route guard takes the person to the kept
 * location, else /. Validation shows inline; the server's answer is a toast (spec §8). After
 * "Email not confirmed" a **Resend confirmation email** button appears. `initialEmail` keeps the
 * address typed at registration or on the forgot-password page; `notice` explains why the person
 * landed here (an expired confirmation link). `logic` lets tests supply their own actors. `onStatus`
 * hears each change of {@link SignInStatus}. The fields have fixed ids: the sign-in island hydrates this
 * screen in a root of its own (issue 22), where React's generated ids would differ from the page's.
 */
export function SignInScreen({
  logic = signInLogic,
  initialEmail = '',
  notice,
  onStatus,
}: {
  logic?: typeof signInLogic;
  initialEmail?: string;
  notice?: string;
  onStatus?: (status: SignInStatus) => void;
}) {
  const [snapshot, send, actor] = useMachine(logic);
  useNotifications(actor);
  const status: SignInStatus = snapshot.matches('signedIn')
    ? 'signedIn'
    : snapshot.matches('submitting') || snapshot.matches('unconfirmed') || snapshot.matches('invalid')
      ? 'busy'
      : 'editing';
  useEffect(() => onStatus?.(status), [onStatus, status]);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const submitting = snapshot.matches('submitting');
  const unconfirmed = snapshot.matches('unconfirmed');
  const resending = snapshot.matches({ unconfirmed: 'resending' });
  const problem = snapshot.matches('invalid') ? snapshot.context.validationMessage : null;

  return (
    <AuthForm
      title="Welcome back"
      subtitle="Sign in to manage your lodge"
      problem={problem}
      submitLabel={submitting ? 'Signing in...' : 'Sign In'}
      submitting={submitting}
      onSubmit={() => send({ type: 'signIn.submit', email, password })}
      onEarlyInput={({ values, submitted }) => {
        // Typed (and maybe sent) on the prerendered page before the app ran (issue 22).
        const typedEmail = values.get('email') ?? email;
        const typedPassword = values.get('password') ?? password;
        setEmail(typedEmail);
        setPassword(typedPassword);
        if (submitted) send({ type: 'signIn.submit', email: typedEmail, password: typedPassword });
      }}
      footer={
        <>
          Don&apos;t have an account? <AuthLink to="/auth/register">Register</AuthLink>
        </>
      }
    >
      {notice ? (
        <Alert color="yellow" variant="light" role="status" title="That link did not work">
          {notice}
        </Alert>
      ) : null}
      <TextInput
        id="sign-in-email"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@lodge.com"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        disabled={submitting}
      />
      <Stack gap={0}>
        <PasswordInput
          id="sign-in-password"
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          disabled={submitting}
        />
        <Group justify="flex-end">
          <AuthLink size="sm" to="/auth/forgot-password" search={{ email: email.trim() || undefined }}>
            Forgot password?
          </AuthLink>
        </Group>
      </Stack>
      {unconfirmed ? (
        <Alert color="lodge" variant="light" title="Confirm your email address first">
          <Stack gap="xs">
            <Text size="sm">
              Open the link in the confirmation email we sent to {snapshot.context.email}. No email?
            </Text>
            <Button
              variant="outline"
              onClick={() => send({ type: 'signIn.resendConfirmation' })}
              disabled={resending}
            >
              {resending ? 'Sending...' : 'Resend confirmation email'}
            </Button>
            {snapshot.matches({ unconfirmed: 'resent' }) ? (
              <Text size="sm" role="status">
                Sent. Check your inbox (and the spam folder).
              </Text>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
    </AuthForm>
  );
}
