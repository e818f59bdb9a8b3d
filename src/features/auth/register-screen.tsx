import { useEffect, useState } from 'react';
import { Anchor, PasswordInput, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  INVITE_CODE_REFUSED_CODE,
  inviteCodeProblem,
  registerMachine,
  USERNAME_TAKEN_CODE,
  type RegistrationDetails,
} from '../../../machines/register.machine';
import { signUp } from '../../lib/supabase/auth';
import { isInviteCodeValid } from '../../lib/supabase/lodge-invitations';
import { isUsernameAvailable } from '../../lib/supabase/profiles';
import { AuthForm } from './auth-form';
import { useNotifications } from '../../ui/use-notifications';
import { newPasswordHint } from '../../data/password-rules';
import { errorCode, errorStatus, problemSentence } from '../../lib/supabase/errors';

/** The error the sign-up actor throws for a username someone else has (the machine's `usernameTaken`). */
function usernameTakenError(): Error & { code: string } {
  return Object.assign(new Error('That username is already taken.'), { code: USERNAME_TAKEN_CODE });
}

/**
 * The error the sign-up actor throws for an invite code that cannot be used (the machine's
 * `inviteCodeRefused`), its message the sentence for the field: the database's refusal
 * (`invite_code_invalid`, or the check's `too_many_invite_code_checks`) in the catalogue's words.
 */
function inviteCodeRefusedError(refusal: unknown): Error & { code: string } {
  return Object.assign(new Error(problemSentence(refusal, 'register')), { code: INVITE_CODE_REFUSED_CODE });
}

/** The database's refusal of a code that cannot be used (the sign-up trigger's message). */
const CODE_INVALID = { code: '22023', message: 'invite_code_invalid' };

/**
 * Whether `code` can be used, asked before signing up (issue 33).
 * @throws the `inviteCodeRefused` error for a code that cannot be used or too many checks; else the
 *   request's error (no signal: the "Registration failed" toast says so).
 */
async function checkInviteCode(code: string): Promise<void> {
  let valid: boolean;
  try {
    valid = await isInviteCodeValid(code);
  } catch (error) {
    if (errorCode(error) === 'PT429') throw inviteCodeRefusedError(error);
    throw error;
  }
  if (!valid) throw inviteCodeRefusedError(CODE_INVALID);
}

/**
 * Sign-up with a username and invite code check (issues 12, 33). GoTrue answers any failure of the
 * profiles trigger with a bare 500 "Database error saving new user", so the app asks
 * `is_username_available` and `invite_code_is_valid` first (no account, no mail for a taken name or a
 * bad code) and again after that 500 (someone took the name, or the code was used or revoked
 * meanwhile) to say what happened.
 */
export async function signUpCheckingUsername(details: RegistrationDetails): Promise<void> {
  const username = details.username.trim();
  const inviteCode = (details.inviteCode ?? '').trim();
  if (username && !(await isUsernameAvailable(username))) throw usernameTakenError();
  if (inviteCode) await checkInviteCode(inviteCode);
  try {
    await signUp({ ...details, emailRedirectTo: `${window.location.origin}/` });
  } catch (error) {
    const generic500 = errorStatus(error) === 500;
    if (username && generic500 && !(await isUsernameAvailable(username).catch(() => true)))
      throw usernameTakenError();
    if (inviteCode && generic500 && !(await isInviteCodeValid(inviteCode).catch(() => true)))
      throw inviteCodeRefusedError(CODE_INVALID);
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
  const codeMessage = snapshot.matches('invalid')
    ? inviteCodeProblem(snapshot.context.inviteCode)
    : snapshot.matches('inviteCodeRefused')
      ? snapshot.context.inviteCodeMessage
      : null;
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
        description={newPasswordHint}
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
