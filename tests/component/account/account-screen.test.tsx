import { USERNAME_RULE_MESSAGE } from '../../../machines/shared/username';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { waitFor } from 'xstate';
import type { Profile, ProfileCopy } from '../../../machines/shared/auth-types';
import { PROFILE_CHANGED_ERROR } from '../../../machines/auth.machine';
import { AccountScreen } from '../../../src/features/account/account-screen';
import { showNotification } from '../../../src/ui/notify';
import { createTestAuthActor, testProfile, withAuth, type ProfileSave } from '../../support/auth';
import { waitFor as waitFor2 } from '@testing-library/react';
import { renderScreen, screen } from '../../support/render';

type Save = (input: ProfileSave) => Promise<Profile>;

/**
 * /account with an auth actor (the profile's one owner, issue 12) whose load and save answer as told;
 * its toasts show as in the app shell.
 */
async function renderAccount({
  load = async () => testProfile,
  save,
}: {
  load?: () => Promise<ProfileCopy>;
  save: Save;
}) {
  const auth = createTestAuthActor({ profile: load, saveProfile: save });
  auth.on('notification', (event) => showNotification(event, 'auth'));
  await waitFor(auth, (s) => !s.matches('checkingSession'));
  await renderScreen(<AccountScreen />, { path: '/account', wrap: withAuth(auth) });
  return auth;
}

// A field's new value is pasted in after Clear, one input per field: typed key by key (a render of the
// screen and its counters per character) several tests crossed Vitest's 5 s on a busy machine, and
// none here is about typing itself.
describe('AccountScreen (spec §2 /account)', () => {
  it('loads the profile on entry', async () => {
    await renderAccount({ save: async () => testProfile });
    expect(await screen.findByLabelText('Username')).toHaveValue('neo');
    expect(screen.getByLabelText('Full name')).toHaveValue('Neo Kgosi');
    expect(screen.getByLabelText('Email')).toHaveValue('neo@lodge.bw');
  });

  it('saves id, username and full name, shows "Saving...", toasts and updates the shared profile', async () => {
    const user = userEvent.setup();
    let finish!: (profile: Profile) => void;
    const sent: unknown[] = [];
    const auth = await renderAccount({
      save: (input) => {
        sent.push(input);
        return new Promise((resolve) => (finish = resolve));
      },
    });
    const fullName = await screen.findByLabelText('Full name');
    await user.clear(fullName);
    await user.paste('Neo Kgosi-Moremi');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(sent).toEqual([
      {
        id: 'user-1',
        username: 'neo',
        full_name: 'Neo Kgosi-Moremi',
        opened: testProfile,
        base: testProfile,
      },
    ]);
    finish({ ...testProfile, full_name: 'Neo Kgosi-Moremi' });
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(auth.getSnapshot().context.profile?.full_name).toBe('Neo Kgosi-Moremi');
  });

  it('keeps the edits and explains a taken username when the save fails', async () => {
    const user = userEvent.setup();
    await renderAccount({
      save: async () => {
        throw Object.assign(
          new Error('duplicate key value violates unique constraint "profiles_username_key"'),
          {
            code: '23505',
          },
        );
      },
    });
    const username = await screen.findByLabelText('Username');
    await user.clear(username);
    await user.paste('thabo');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Error updating profile', { selector: '.mantine-Notification-title' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('That username is already taken. Please choose another.').length,
    ).toBeGreaterThan(0);
    expect(screen.getByLabelText('Username')).toHaveValue('thabo');
  });

  it('refuses a username that breaks the one username rule before sending it', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => testProfile);
    await renderAccount({ save });
    const username = await screen.findByLabelText('Username');
    await user.clear(username);
    await user.paste('ab');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(USERNAME_RULE_MESSAGE)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('logs "Error loading profile" and says so inline when the profile cannot load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const auth = await renderAccount({
      load: async () => {
        throw new Error('JWT expired');
      },
      save: async () => testProfile,
    });
    auth.on('profile.loadFailed', ({ error }) => console.error('Error loading profile', error));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading profile');
    log.mockRestore();
  });

  it('Profile load failure wipes the username: shows Retry inline, no saveable form, and Retry loads it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const save = vi.fn(async () => testProfile);
    let attempts = 0;
    await renderAccount({
      load: async () => {
        attempts += 1;
        // The load at sign-in and the one on entry both fail.
        if (attempts <= 2) throw new Error('Failed to fetch');
        return testProfile;
      },
      save,
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(screen.queryByLabelText('Username')).toBeNull();
    await user.click(retry);
    expect(await screen.findByLabelText('Username')).toHaveValue(testProfile.username);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(save).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('Profile load failure wipes the username: a save after Retry sends only the loaded fields', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let attempts = 0;
    await renderAccount({
      load: async () => {
        attempts += 1;
        if (attempts <= 2) throw new TypeError('Failed to fetch');
        return testProfile;
      },
      save: async (input) => {
        sent.push(input);
        return { ...testProfile, full_name: input.full_name };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    const fullName = await screen.findByLabelText('Full name');
    await user.clear(fullName);
    await user.paste('Neo K.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // The stored username goes back unchanged, never null.
    await waitFor2(() =>
      expect(sent).toEqual([expect.objectContaining({ id: 'user-1', username: 'neo', full_name: 'Neo K.' })]),
    );
  });

  it('the header and the page read the same row: the auth actor holds the saved profile', async () => {
    const user = userEvent.setup();
    const auth = await renderAccount({
      save: async (input) => ({ ...testProfile, full_name: input.full_name }),
    });
    const fullName = await screen.findByLabelText('Full name');
    await user.clear(fullName);
    await user.paste('Neo Moremi');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(auth, (s) => s.context.profile?.full_name === 'Neo Moremi');
    expect((await screen.findAllByText('Profile updated successfully!'))[0]).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Neo Moremi');
  });

  it('signs out from the page', async () => {
    const user = userEvent.setup();
    const auth = await renderAccount({ save: async () => testProfile });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    const snapshot = await waitFor(auth, (s) => s.matches('signedOut'));
    expect(snapshot.context.user).toBeNull();
  });

  it('the stale-copy profile save (issue 33): the copy is marked, and a newer row is shown, never overwritten', async () => {
    const user = userEvent.setup();
    const keptAt = new Date(2026, 10, 29, 14, 32).getTime();
    const copy: ProfileCopy = { ...testProfile, username: null, keptAt };
    const theirs: Profile = {
      ...testProfile,
      username: 'lorato',
      updated_at: new Date(2026, 10, 29, 14, 2).toISOString(),
    };
    const sent: ProfileSave[] = [];
    const auth = await renderAccount({
      load: async () => copy,
      save: async (input) => {
        sent.push(input);
        throw Object.assign(new Error('changed'), { name: PROFILE_CHANGED_ERROR, theirs });
      },
    });
    expect(await screen.findByText('Updated 14:32')).toBeVisible();
    expect(screen.getByLabelText('Username')).toHaveValue('');
    const fullName = screen.getByLabelText('Full name');
    await user.clear(fullName);
    await user.paste('Neo K.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert', { name: /changed on another device/ });
    expect(alert).toHaveTextContent('Your profile was changed on another device at 14:02');
    expect(alert).toHaveTextContent('Now: username lorato');
    expect(alert).toHaveTextContent('Yours: username (none), full name Neo K.');
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
    expect(sent[0]).toMatchObject({ opened: copy, base: copy });
    // What was typed stays while the person decides; Take theirs shows the row as it is now.
    expect(screen.getByLabelText('Full name')).toHaveValue('Neo K.');
    await user.click(screen.getByRole('button', { name: 'Take theirs' }));
    await waitFor2(() => expect(screen.getByLabelText('Username')).toHaveValue('lorato'));
    expect(screen.queryByText('Updated 14:32')).toBeNull();
    expect(auth.getSnapshot().context.profile).toEqual(theirs);
    expect(sent).toHaveLength(1);
  });

  it('Keep mine saves the edits over the newer version (issue 33)', async () => {
    const user = userEvent.setup();
    const theirs: Profile = { ...testProfile, username: 'lorato', updated_at: '2026-11-29T12:02:00.000Z' };
    const sent: ProfileSave[] = [];
    await renderAccount({
      save: async (input) => {
        sent.push(input);
        if (sent.length === 1)
          throw Object.assign(new Error('changed'), { name: PROFILE_CHANGED_ERROR, theirs });
        return { ...theirs, full_name: input.full_name };
      },
    });
    const fullName = await screen.findByLabelText('Full name');
    await user.clear(fullName);
    await user.paste('Neo K.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(await screen.findByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ full_name: 'Neo K.', opened: testProfile, base: theirs });
    expect(screen.getByLabelText('Username')).toHaveValue('lorato');
  });
});
