import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { waitFor as waitForActor, type SnapshotFrom } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountMachine,
  USERNAME_TAKEN,
  USERNAME_TOO_SHORT,
  type ProfileEdits,
} from '../../machines/account.machine';
import type { Profile } from '../../machines/shared/auth-types';
import { AccountScreen } from '../../src/features/account/account-screen';
import { createTestAuthActor, testProfile, withAuth } from '../support/auth';
import { renderScreen } from '../support/render';
import {
  clearToasts,
  controlledPromise,
  createMachineModel,
  describePath,
  expectFullCoverage,
  type ModelEvent,
} from './support/model';

type Snap = SnapshotFrom<typeof accountMachine>;
const USER_ID = testProfile.id; // createTestAuthActor's person, Neo Kgosi (neo@lodge.bw)
const EMAIL = 'neo@lodge.bw';

const validEdits: ProfileEdits = { username: 'neo.k', fullName: 'Neo Kagiso Kgosi' };
const savedProfile: Profile = { ...testProfile, username: 'neo.k', full_name: 'Neo Kagiso Kgosi' };
const TAKEN_SERVER_MESSAGE = 'duplicate key value violates unique constraint "profiles_username_key"';

/** One payload per outcome: valid edits, a too-short username (the `areEditsValid` guard), server answers. */
const EVENTS: ModelEvent[] = [
  { type: 'xstate.done.actor.loadProfile', output: testProfile },
  { type: 'xstate.error.actor.loadProfile', error: new Error('Failed to fetch') },
  { type: 'profile.retry' },
  { type: 'profile.save', ...validEdits },
  { type: 'profile.save', username: 'ab', fullName: 'Neo' },
  { type: 'xstate.done.actor.saveProfile', output: savedProfile },
  { type: 'xstate.error.actor.saveProfile', error: { code: '23505', message: TAKEN_SERVER_MESSAGE } },
  { type: 'xstate.error.actor.saveProfile', error: { message: 'Network request failed' } },
];

// The guard reads only the event. The key adds which row the screen shows (none, loaded, saved): the
// fields and the problem follow from the transition that led to a state, which the key holds too.
const model = createMachineModel(accountMachine, {
  events: EVENTS,
  guardContext: (s) => s.context.profile?.username ?? null,
  input: { userId: USER_ID },
});
const paths = model.getShortestPaths();
/** Generated paths; a change that multiplies them should be a conscious one. */
const EXPECTED_PATHS = 8;

const button = (name: string) => screen.getByRole('button', { name });
const form = () => screen.getByLabelText('Username').closest('form') as HTMLFormElement;
const formAlert = () => form().querySelector<HTMLElement>('[role="alert"]');
/** The newest toast with this title (a second save toasts again). */
const toastTitle = async (text: string) =>
  (await screen.findAllByText(text, { selector: '.mantine-Notification-title' })).at(-1)!;

/** The fields show what the machine holds: the loaded/saved row, or the edits last sent. */
function expectFields(s: Snap, disabled: boolean) {
  const username = screen.getByLabelText('Username');
  const fullName = screen.getByLabelText('Full name');
  expect(username).toHaveValue(s.context.username);
  expect(fullName).toHaveValue(s.context.fullName);
  expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
  if (disabled) {
    expect(username).toBeDisabled();
    expect(fullName).toBeDisabled();
  } else {
    expect(username).toBeEnabled();
    expect(fullName).toBeEnabled();
  }
}

/** The card above the form: the row's name and @username, or the email when there is no row. */
function expectProfileCard(s: Snap) {
  const card = screen.getByText(s.context.profile?.full_name ?? EMAIL, { selector: 'p' }).parentElement!;
  if (s.context.profile) expect(card).toHaveTextContent(`@${s.context.profile.username}`);
}

describe('account machine × AccountScreen (model-based)', () => {
  afterEach(clearToasts);

  it(`generates ${EXPECTED_PATHS} shortest paths covering every state and transition`, () => {
    expect(paths).toHaveLength(EXPECTED_PATHS);
    expectFullCoverage(accountMachine, paths, ['loading', 'loadFailed', 'editing', 'saving'], {
      userId: USER_ID,
    });
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loadProfile = controlledPromise<Profile, { userId: string }>();
    const saveProfile = controlledPromise<Profile, { id: string; username: string; full_name: string }>();
    const auth = createTestAuthActor();
    await waitForActor(auth, (s) => s.matches({ signedIn: 'profileReady' }));
    await renderScreen(
      <AccountScreen
        logic={accountMachine.provide({
          actors: { loadProfile: loadProfile.logic, saveProfile: saveProfile.logic },
        })}
      />,
      { path: '/account', wrap: withAuth(auth) },
    );

    try {
      await path.test({
        events: {
          'xstate.done.actor.loadProfile': async ({ event }) => {
            expect(loadProfile.calls.at(-1)?.input).toEqual({ userId: USER_ID });
            await loadProfile.resolve((event as unknown as { output: Profile }).output);
          },
          'xstate.error.actor.loadProfile': async ({ event }) => {
            await loadProfile.reject((event as unknown as { error: unknown }).error);
            expect(await toastTitle('Error loading profile')).toBeVisible();
            expect(consoleError).toHaveBeenCalledWith('Error loading profile', expect.any(Error));
          },
          'profile.retry': () => void fireEvent.click(button('Retry')),
          'profile.save': async ({ event }) => {
            const { username, fullName } = event as unknown as ProfileEdits;
            fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
            fireEvent.change(screen.getByLabelText('Full name'), { target: { value: fullName } });
            fireEvent.click(button('Save Changes'));
          },
          'xstate.done.actor.saveProfile': async ({ event }) => {
            expect(saveProfile.calls.at(-1)?.input).toEqual({
              id: USER_ID,
              username: validEdits.username,
              full_name: validEdits.fullName,
            });
            await saveProfile.resolve((event as unknown as { output: Profile }).output);
            expect(await toastTitle('Profile updated successfully!')).toBeVisible();
            // The header and drawer read the auth actor, which now has the saved row.
            expect(auth.getSnapshot().context.profile).toEqual(savedProfile);
          },
          'xstate.error.actor.saveProfile': async ({ event }) => {
            const { error } = event as unknown as { error: { code?: string; message: string } };
            await saveProfile.reject(error);
            const toast = (await toastTitle('Error updating profile')).closest('.mantine-Notification-root');
            expect(toast).toHaveTextContent(error.code === '23505' ? USERNAME_TAKEN : error.message);
          },
        },
        states: {
          loading: async () => {
            expect(within(screen.getByRole('status')).getByText('Loading your profile…')).toBeVisible();
            expect(screen.queryByLabelText('Username')).toBeNull();
          },
          loadFailed: async () => {
            // Issue 12 "Profile load failure wipes the username": the failure inline with Retry and
            // no blank form that could be saved over the stored username.
            const retry = await screen.findByRole('button', { name: 'Retry' });
            expect(retry).toBeEnabled();
            expect(retry.closest('[role="alert"]')).toHaveTextContent('Error loading profile');
            expect(screen.queryByLabelText('Username')).toBeNull();
            expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
          },
          editing: async (s) => {
            await waitFor(() => expect(button('Save Changes')).toBeEnabled());
            // After a failed save the fields keep the edits (the machine holds what was sent).
            expectFields(s, false);
            expectProfileCard(s);
            const { problem } = s.context;
            if (problem) {
              expect(formAlert()).toHaveTextContent(`Error updating profile${problem}`);
              expect([USERNAME_TOO_SHORT, USERNAME_TAKEN, 'Network request failed']).toContain(problem);
            } else {
              expect(formAlert()).toBeNull();
            }
          },
          saving: async (s) => {
            expect(await screen.findByText('Saving...')).toBeVisible();
            expect(button('Saving...')).toBeDisabled();
            expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
            expectFields(s, true);
            expect(formAlert()).toBeNull();
          },
        },
      });
    } finally {
      consoleError.mockRestore();
    }
  });
});
