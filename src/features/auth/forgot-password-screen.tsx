import { useState } from 'react';
import { Alert, Anchor, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../../machines/forgot-password.machine';
import { requestPasswordReset } from '../../lib/supabase/auth';
import { useNotifications } from '../../ui/use-notifications';
import { AuthForm } from './auth-form';

/** The production machine: POST /recover; the mail's link comes back to /auth/set-password. */
export const forgotPasswordLogic = forgotPasswordMachine.provide({
  actors: {
    requestRecovery: fromPromise(({ input }) =>
      requestPasswordReset(input.email, `${window.location.origin}/auth/set-password`),
    ),
  },
});

/**
 * /auth/forgot-password (issue 12): takes the email and sends the recovery mail. The address typed on
 * the login page comes along (`initialEmail`). `logic` lets tests supply their own actors.
 */
export function ForgotPasswordScreen({
  logic = forgotPasswordLogic,
  initialEmail = '',
}: {
  logic?: typeof forgotPasswordLogic;
  initialEmail?: string;
}) {
  const [snapshot, send, actor] = useMachine(logic);
  useNotifications(actor);
  const [email, setEmail] = useState(initialEmail);
  const sending = snapshot.matches('sending');
  const sent = snapshot.matches('sent');
  return (
    <AuthForm
      title="Reset your password"
      subtitle="We will email you a link to set a new one"
      problem={snapshot.matches('invalid') ? snapshot.context.validationMessage : null}
      submitLabel={sending ? 'Sending...' : sent ? 'Send the link again' : 'Send reset link'}
      submitting={sending}
      onSubmit={() => send({ type: 'recovery.request', email })}
      onEarlyInput={({ values, submitted }) => {
        // Typed (and maybe sent) on the prerendered page before the app ran (issue 22).
        const typed = values.get('email') ?? email;
        setEmail(typed);
        if (submitted) send({ type: 'recovery.request', email: typed });
      }}
      footer={
        <>
          Remembered it?{' '}
          <Anchor
            renderRoot={(props) => (
              <Link {...props} to="/auth/login" search={{ email: email.trim() || undefined }} />
            )}
          >
            Back to sign in
          </Anchor>
        </>
      }
    >
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@lodge.com"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        disabled={sending}
      />
      {sent ? (
        <Alert color="lodge" variant="light" role="status" title="Check your email">
          If an account uses {snapshot.context.email}, a link to set a new password is on its way. Open it on
          this phone.
        </Alert>
      ) : null}
    </AuthForm>
  );
}
