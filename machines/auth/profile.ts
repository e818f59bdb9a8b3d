import { assertEvent } from 'xstate';
import { authSetup, errorOf, profileOf } from './setup';

/**
 * `signedIn.profile`, the profile's one owner (issue 12): `loading` (`loadProfile`) → `ready` |
 * `loadFailed`. A failed load with no row yet is `loadFailed` (nothing to edit; `profile.reload` tries
 * again, and so does a refreshed token); a failed reload of a row already loaded keeps that row and
 * returns to `ready`. Only `ready` takes `profile.save`: `saving` runs `saveProfile` (id, username,
 * full_name; it checks the one username rule before sending anything and words every refusal for the
 * account page), then emits "Profile updated successfully!" or "Error updating profile" with the reason
 * (also kept in `profileProblem`). A form that never loaded can therefore never be saved (it erased the
 * stored username).
 *
 * Issue 33 (a stale copy overwrote the server): a save writes only the fields that differ from the row
 * the form opened with, and only if the row is still the version it was (`base`). When it changed
 * meanwhile nothing is written: `changed` keeps the row as it is now (`profileTheirs`) and the page
 * shows both; **Keep mine** (`profile.save`) saves the edits over that version, **Take theirs**
 * (`profile.takeTheirs`) shows it instead.
 */
export const profile = authSetup.createStateConfig({
  description: 'Their profile (name, username, avatar): this is the one copy the app keeps.',
  initial: 'loading',
  states: {
    loading: {
      description: 'The profile is being fetched.',
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ userId: context.user?.id ?? '' }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignProfile', params: profileOf },
        },
        onError: [
          {
            guard: 'hasProfile',
            target: 'ready',
            actions: { type: 'reportProfileLoadFailed', params: errorOf },
          },
          {
            target: 'loadFailed',
            actions: { type: 'reportProfileLoadFailed', params: errorOf },
          },
        ],
      },
    },
    loadFailed: {
      description:
        'The profile could not be fetched and none is known yet: the account page shows Retry and no form.',
      on: {
        'profile.reload': 'loading',
        // Back online (issue 9): the row that could not load may load now.
        'session.refreshed': {
          guard: 'hasUsableSession',
          target: 'loading',
          actions: 'assignSessionFromEvent',
        },
      },
    },
    ready: {
      description: 'The profile is known and can be edited on the account page.',
      on: {
        'profile.reload': 'loading',
        'profile.save': { target: 'saving', actions: 'clearProfileProblem' },
      },
    },
    changed: {
      description:
        'The profile was changed elsewhere since the form opened and nothing was written: the page shows both versions, Keep mine or Take theirs.',
      on: {
        'profile.reload': 'loading',
        'profile.save': { target: 'saving', actions: 'clearProfileProblem' },
        'profile.takeTheirs': { target: 'ready', actions: 'takeTheirProfile' },
      },
    },
    saving: {
      description: 'Saving changes to the profile; the button reads "Saving...".',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context, event }) => {
          assertEvent(event, 'profile.save');
          return {
            id: context.user?.id ?? '',
            username: event.username,
            full_name: event.fullName,
            opened: context.profile,
            base: context.profileTheirs ?? context.profile,
          };
        },
        onDone: {
          target: 'ready',
          actions: [{ type: 'assignProfile', params: profileOf }, 'notifyProfileSaved'],
        },
        onError: [
          {
            guard: { type: 'isProfileChanged', params: errorOf },
            target: 'changed',
            actions: { type: 'assignTheirProfile', params: errorOf },
          },
          {
            guard: { type: 'isEditsProblem', params: errorOf },
            target: 'ready',
            actions: { type: 'assignSaveProblem', params: errorOf },
          },
          {
            target: 'ready',
            actions: [
              { type: 'assignSaveProblem', params: errorOf },
              { type: 'notifyProfileSaveFailed', params: errorOf },
            ],
          },
        ],
      },
    },
  },
});
