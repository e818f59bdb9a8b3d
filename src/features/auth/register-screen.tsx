import { useEffect, useState } from 'react';
import { Anchor, PasswordInput, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  inviteCodeProblem,
  registerMachine,
  USERNAME_TAKEN_CODE,
  type RegistrationDetails,
} from '../../../machines/register.machine';
import { signUp } from '../../lib/supabase/auth';
import { isUsernameAvailable } from '../../lib/supabase/profiles';
import { AuthForm } from './auth-form';
import { useNotifications } from '../../ui/use-notifications';
import { errorStatus } from '../../lib/supabase/errors';

/** The error the sign-up actor throws for a username someone else has (the machine's `usernameTaken`). */
function usernameTakenError(): Error & { code: string } {
  return Object.assign(new Error('That username is already taken.'), { code: USERNAME_TAKEN_CODE });
}

/**
 * Sign-up with a username check (issue 12). GoTrue answers any failure of the profiles trigger with a
 * bare 500 "Database error saving new user", so the app asks `is_username_available` first (no mail
 * sent for a taken name) and again after that 500 (someone took it meanwhile) to say what happened.
 */
export async function signUpCheckingUsername(details: RegistrationDetails): Promise<void> {
  const username = details.username.trim();
  if (username && !(await isUsernameAvailable(username))) throw usernameTakenError();
  try {
    await signUp({ ...details, emailRedirectTo: `${window.location.origin}/` });
  } catch (error) {
    const generic500 = errorStatus(error) === 500;
    if (username && generic500 && !(await isUsernameAvailable(username).catch(() => true)))
      throw usernameTakenError();
    throw error;
  }
}

/**
 * The production register machine: supabase-js `signUp` with metadata { full_name, username } after
 * the username check; the confirmation mail links back to the app's root, where the session in the URL
 * signs the person in.
 */
export const registerLogic = registerMachine.provide({
  actors: { signUp: fromPromise(({ input }) => signUpCheckingUsername(input)) },
});

const emptyDetails: RegistrationDetails = {
  email: '',
  password: '',
  confirmPassword: '',
  fullName: '',
  username: '',
  inviteCode: '',
};
const detailKeys: (keyof RegistrationDetails)[] = [
  'email',
  'password',
  'confirmPassword',
  'fullName',
  'username',
  'inviteCode',
];

/**
 * /auth/register (spec §2, §5, §8). Full name, username and an invite code (issue 18) are optional;
 * success goes to /auth/login.
 * `logic` lets tests supply the machine with their own actors.
 */
export function RegisterScreen({ logic = registerLogic }: { logic?: typeof registerLogic }) {
  const [snapshot, send, actor] = useMachine(logic);
  useNotifications(actor);
  const navigate = useNavigate();
  const [details, setDetails] = useState(emptyDetails);
  const submitting = snapshot.matches('submitting');
  const registered = snapshot.matches('registered');

  // Issue 12: the login page keeps the email that was just registered.
  const registeredEmail = snapshot.context.email;
  useEffect(() => {
    if (registered) void navigate({ to: '/auth/login', search: { email: registeredEmail } });
  }, [registered, navigate, registeredEmail]);

  const field = (key: keyof RegistrationDetails) => ({
    name: key,
    value: details[key] ?? '',
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const { value } = event.currentTarget;
      setDetails((current) => ({ ...current, [key]: value }));
    },
    disabled: submitting,
  });
  // Issue 12: problems with what was typed show inline (the username's on its field); the server's
  // answer to a valid form is the "Registration failed" toast (spec §8), not repeated here.
  const { validationMessage, usernameMessage } = snapshot.context;
  const showUsernameMessage = snapshot.matches('invalid') || snapshot.matches('usernameTaken');
  const codeMessage = snapshot.matches('invalid') ? inviteCodeProblem(snapshot.context.inviteCode) : null;
  const problem =
    snapshot.matches('invalid') && validationMessage !== usernameMessage && validationMessage !== codeMessage
      ? validationMessage
      : null;

  return (
    <AuthForm
      title="Create an account"
      subtitle="Join your lodge's team"
      problem={problem}
      submitLabel={submitting ? 'Creating Account...' : 'Create Account'}
      submitting={submitting}
      onSubmit={() => send({ type: 'register.submit', ...details })}
      onEarlyInput={({ values, submitted }) => {
        // Typed (and maybe sent) on the prerendered page before the app ran (issue 22).
        const typed = { ...details };
        for (const key of detailKeys) {
          const value = values.get(key);
          if (value !== undefined) typed[key] = value;
        }
        setDetails(typed);
        if (submitted) send({ type: 'register.submit', ...typed });
      }}
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
      <TextInput
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        description="3–24 letters, digits, _ or ."
        error={showUsernameMessage ? usernameMessage : null}
        {...field('username')}
      />
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
      <TextInput
        label="Invite code"
        description="Optional: got a code from your lodge? You join its team, with no lodge of your own."
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={12}
        error={codeMessage}
        {...field('inviteCode')}
      />
    </AuthForm>
  );
}
