import { assertEvent } from 'xstate';
import { authSetup, errorOf } from './setup';
import { keepSessionOrSignOut, sessionEvents } from './session';

/**
 * `recoveringPassword` (issue 12): PASSWORD_RECOVERY with a usable session (the mail's recovery link)
 * from any state. `password.update` → `saving` runs `updatePassword` (PUT /user); success emits "Your
 * new password is saved" and goes to `signedIn`; failure emits the server's reason and stays. Not
 * `authenticated`: the guards send a recovery session to /auth/set-password first.
 */
export const recoveringPassword = authSetup.createStateConfig({
  description: 'Opened from a password-recovery mail: choosing a new password.',
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The new password is being typed.',
      on: { 'password.update': 'saving' },
    },
    saving: {
      description: 'Saving the new password.',
      invoke: {
        id: 'updatePassword',
        src: 'updatePassword',
        input: ({ event }) => {
          assertEvent(event, 'password.update');
          return { password: event.password };
        },
        onDone: { target: '#auth.signedIn', actions: 'notifyPasswordSaved' },
        onError: {
          target: 'choosing',
          actions: { type: 'notifyPasswordFailed', params: errorOf },
        },
      },
    },
  },
  on: {
    ...Object.fromEntries(sessionEvents.map((type) => [type, keepSessionOrSignOut])),
    'session.signedOut': { target: 'signedOut', actions: 'clearSession' },
    'auth.signOut': { target: 'signingOut' },
  },
});
