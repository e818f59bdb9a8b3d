import { USERNAME_RULE_MESSAGE } from '../../../machines/shared/username';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { waitFor } from 'xstate';
import { fromPromise } from 'xstate';
import { accountMachine } from '../../../machines/account.machine';
import type { Profile } from '../../../machines/shared/auth-types';
import { AccountScreen } from '../../../src/features/account/account-screen';
import { createTestAuthActor, testProfile, withAuth } from '../../support/auth';
import { renderScreen, screen } from '../../support/render';

type Save = (input: { id: string; username: string; full_name: string }) => Promise<Profile>;

async function renderAccount({
  load = async () => testProfile,
  save,
}: {
  load?: () => Promise<Profile>;
  save: Save;
}) {
  const auth = createTestAuthActor();
  await waitFor(auth, (s) => s.matches({ signedIn: 'profileReady' }));
  const logic = accountMachine.provide({
    actors: { loadProfile: fromPromise(load), saveProfile: fromPromise(({ input }) => save(input)) },
  });
  await renderScreen(<AccountScreen logic={logic} />, { path: '/account', wrap: withAuth(auth) });
  return auth;
}

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
    await user.type(fullName, 'Neo Kgosi-Moremi');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(sent).toEqual([{ id: 'user-1', username: 'neo', full_name: 'Neo Kgosi-Moremi' }]);
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
    await user.type(username, 'thabo');
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
    await user.type(username, 'ab');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(USERNAME_RULE_MESSAGE)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('toasts and logs "Error loading profile" when the profile cannot load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAccount({
      load: async () => {
        throw new Error('JWT expired');
      },
      save: async () => testProfile,
    });
    expect((await screen.findAllByText('Error loading profile'))[0]).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error loading profile', expect.any(Error));
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
        if (attempts === 1) throw new Error('Failed to fetch');
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

  it('signs out from the page', async () => {
    const user = userEvent.setup();
    const auth = await renderAccount({ save: async () => testProfile });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    const snapshot = await waitFor(auth, (s) => s.matches('signedOut'));
    expect(snapshot.context.user).toBeNull();
  });
});
