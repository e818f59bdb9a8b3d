import { assign, emit, fromPromise, setup } from 'xstate';
import { machineTypes } from './shared/machine-types';
import type { Notification } from './shared/auth-types';
import { serverMessageOf } from './shared/auth-types';
import { errorCode, errorOf } from './shared/errors';
import { USERNAME_TAKEN, usernameProblem } from './shared/username';

/** Error code the sign-up actor throws when the username is someone else's (issue 12). */
export const USERNAME_TAKEN_CODE = 'username_taken';

/** Whether a sign-up failure means "that username is taken". */
export function isUsernameTakenError(error: unknown): boolean {
  return errorCode(error) === USERNAME_TAKEN_CODE;
}

/**
 * Error code the sign-up actor throws when the invite code cannot be used (wrong, used, expired or
 * revoked) or cannot be checked now (too many checks): its message is the sentence for the Invite code
 * field (issue 33).
 */
export const INVITE_CODE_REFUSED_CODE = 'invite_code_refused';

/** Whether a sign-up failure is about the invite code. */
export function isInviteCodeRefusedError(error: unknown): boolean {
  return errorCode(error) === INVITE_CODE_REFUSED_CODE;
}

/** Spec §5/§8 messages, verbatim. */
export const REGISTER_MESSAGES = {
  incomplete: 'Please fill in all required fields',
  mismatch: 'Passwords do not match',
  tooShort: 'Password must be at least 6 characters long',
} as const;

/** Spec §9: password minimum 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;

/** The sign-up form's fields; full name, username and invite code are optional (spec §5, issue 18). */
export interface RegistrationDetails {
  email: string;
  password: string;
  confirmPassword: string;
  fullName: string;
  username: string;
  /** A team's invite code: the person joins that lodge only (issue 18). Empty = none. */
  inviteCode?: string;
}

/** What an invite code that is not shaped like one gets (issue 18). */
export const INVITE_CODE_SHAPE = 'An invite code has 8 letters and digits, like ABCD-2345';

/** Letters and digits of invite codes (no 0, O, 1, I, L), as lodge_invitations.code allows. */
const INVITE_CODE = /^[A-HJKMNP-Z2-9]{8}$/;

/** Why a typed invite code cannot be one (empty is fine: no code), or null. */
export function inviteCodeProblem(code: string | undefined): string | null {
  const cleaned = (code ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (cleaned === '') return null;
  return INVITE_CODE.test(cleaned) ? null : INVITE_CODE_SHAPE;
}

export type RegisterEvent = { type: 'register.submit' } & RegistrationDetails;

export interface RegisterContext extends RegistrationDetails {
  validationMessage: string | null;
  /** The server's message after a failed attempt (shown in `failed`), else null. */
  failureMessage: string | null;
  /** What is wrong with the username field (the rule, or taken), shown on the field; else null. */
  usernameMessage: string | null;
  /** Why the server refused the invite code (issue 33), shown on its field; else null. */
  inviteCodeMessage: string | null;
}

/**
 * The new-password rules of spec §5, shared with /auth/set-password (issue 12): both fields required,
 * equal, at least 6 characters. Null when they pass.
 */
export function newPasswordProblem(password: string, confirmPassword: string): string | null {
  if (password === '' || confirmPassword === '') return REGISTER_MESSAGES.incomplete;
  if (password !== confirmPassword) return REGISTER_MESSAGES.mismatch;
  if (password.length < PASSWORD_MIN_LENGTH) return REGISTER_MESSAGES.tooShort;
  return null;
}

/** The first rule of spec §5 the details break, in the spec's order, or null when they are valid. */
export function registrationProblem(details: RegistrationDetails): string | null {
  if (details.email.trim() === '') return REGISTER_MESSAGES.incomplete;
  return (
    newPasswordProblem(details.password, details.confirmPassword) ??
    usernameProblem(details.username) ??
    inviteCodeProblem(details.inviteCode)
  );
}

/**
 * Registration form (spec §2, §4, §5, §8; issue 12): `editing` → `invalid` | `submitting` →
 * `registered` (final) | `failed` | `usernameTaken`.
 *
 * - `register.submit` runs spec §5's rules in order, then the username rule (3–24 letters, digits,
 *   `_`, `.`); the first broken one goes to `invalid` with its message.
 * - A sign-up refused because the username is someone else's (the actor throws `username_taken`)
 *   goes to `usernameTaken`: "That username is already taken. Please choose another." on the field,
 *   everything typed kept, no toast (a form problem, not a result).
 * - A sign-up refused because of the invite code (the actor throws `invite_code_refused`, with the
 *   sentence as its message: the code is wrong, used, expired or revoked, or too many codes were
 *   checked) goes to `inviteCodeRefused`: the sentence on the Invite code field, everything typed
 *   kept, no toast, never "Registration successful!" (issue 33).
 * - `submitting` ("Creating Account..." on a disabled button) runs `signUp` with the email, password and
 *   metadata { full_name, username } (supplied with `.provide()`).
 * - Success emits "Registration successful! Please check your email for verification." and ends in
 *   `registered` (the screen then goes to /auth/login); failure emits "Registration failed" with the
 *   server's message when there is one, keeping what was typed.
 */
export const registerMachine = setup({
  types: machineTypes<{
    context: RegisterContext;
    events: RegisterEvent;
    emitted: Notification;
  }>(),
  actors: {
    signUp: fromPromise<void, RegistrationDetails>(async () => {
      throw new Error('signUp not provided');
    }),
  },
  guards: {
    isValid: ({ event }) => registrationProblem(event) === null,
    isUsernameTaken: (_, error: unknown) => isUsernameTakenError(error),
    isInviteCodeRefused: (_, error: unknown) => isInviteCodeRefusedError(error),
  },
  actions: {
    assignFailure: assign((_, error: unknown) => ({ failureMessage: serverMessageOf(error) ?? null })),
    assignDetails: assign(({ event }) => ({
      email: event.email.trim(),
      password: event.password,
      confirmPassword: event.confirmPassword,
      fullName: event.fullName.trim(),
      username: event.username.trim(),
      inviteCode: (event.inviteCode ?? '').trim(),
      validationMessage: null,
      failureMessage: null,
      usernameMessage: null,
      inviteCodeMessage: null,
    })),
    assignUsernameTaken: assign({ usernameMessage: USERNAME_TAKEN }),
    assignInviteCodeRefused: assign((_, error: unknown) => ({
      inviteCodeMessage: serverMessageOf(error) ?? 'This invite code cannot be used.',
    })),
    assignProblem: assign(({ event }) => ({
      email: event.email,
      password: event.password,
      confirmPassword: event.confirmPassword,
      fullName: event.fullName,
      username: event.username,
      inviteCode: event.inviteCode ?? '',
      validationMessage: registrationProblem(event),
      usernameMessage: usernameProblem(event.username),
    })),
    notifyRegistered: emit({
      type: 'notification',
      tone: 'success',
      title: 'Registration successful! Please check your email for verification.',
    } as const),
    notifyFailed: emit((_, error: unknown) => ({
      type: 'notification' as const,
      tone: 'error' as const,
      title: 'Registration failed',
      message: serverMessageOf(error),
    })),
  },
}).createMachine({
  id: 'register',
  description:
    'The form on /auth/register. It checks the details in the order the spec gives (all required fields, matching passwords, at least 6 characters), creates the account and then sends the person to the login page to wait for the confirmation email.',
  meta: { title: 'The sign-up form' },
  context: {
    email: '',
    password: '',
    confirmPassword: '',
    fullName: '',
    username: '',
    inviteCode: '',
    validationMessage: null,
    failureMessage: null,
    usernameMessage: null,
    inviteCodeMessage: null,
  },
  initial: 'editing',
  on: {
    'register.submit': [
      { guard: 'isValid', target: '.submitting', actions: 'assignDetails' },
      { target: '.invalid', actions: 'assignProblem' },
    ],
  },
  states: {
    editing: { description: 'The form is empty or being filled in.' },
    invalid: { description: 'A rule was broken; the first broken rule is shown.' },
    submitting: {
      description: 'Creating the account; the button reads "Creating Account..." and is disabled.',
      on: { 'register.submit': {} },
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => ({
          email: context.email,
          password: context.password,
          confirmPassword: context.confirmPassword,
          fullName: context.fullName,
          username: context.username,
          ...(context.inviteCode ? { inviteCode: context.inviteCode } : {}),
        }),
        onDone: { target: 'registered', actions: 'notifyRegistered' },
        onError: [
          {
            guard: { type: 'isUsernameTaken', params: errorOf },
            target: 'usernameTaken',
            actions: 'assignUsernameTaken',
          },
          {
            guard: { type: 'isInviteCodeRefused', params: errorOf },
            target: 'inviteCodeRefused',
            actions: { type: 'assignInviteCodeRefused', params: errorOf },
          },
          {
            target: 'failed',
            actions: [
              { type: 'assignFailure', params: errorOf },
              { type: 'notifyFailed', params: errorOf },
            ],
          },
        ],
      },
    },
    failed: { description: 'The server refused (for example, the email is taken); the reason is shown.' },
    usernameTaken: {
      description: 'Someone else has that username: the field says so and everything typed is kept.',
    },
    inviteCodeRefused: {
      description:
        'The invite code cannot be used (wrong, used, expired or revoked), or too many codes were checked: the Invite code field says so in plain words, everything typed is kept, and no account was made.',
    },
    registered: {
      description: 'Done: the person is asked to confirm their email and goes to the login page.',
      type: 'final',
    },
  },
});
