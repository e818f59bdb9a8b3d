import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { accountMachine } from '../../../machines/account.machine';
import { fetchProfile, updateProfile } from '../../lib/supabase/profiles';
import { Page } from '../../ui/page';
import { displayNameOf, initialsOf } from '../../ui/profile-display';
import { useAuthActor } from '../../lib/auth/auth-context';
import { selectEmail, selectUserId } from '../../lib/auth/auth-selectors';
import { useNotifications } from '../../ui/use-notifications';
import { JoinLodgeSection } from './join-lodge-section';

/** The production account machine: the profile is read and written through supabase-js (spec §7). */
export const accountLogic = accountMachine.provide({
  actors: {
    loadProfile: fromPromise(({ input }) => fetchProfile(input.userId)),
    saveProfile: fromPromise(({ input }) => updateProfile(input)),
  },
});

/**
 * /account (spec §2): the profile loads on entry; username and full name are editable; Save shows
 * "Saving..."; Sign Out. A saved profile reaches the header and drawer at once through the auth actor.
 * `logic` lets tests supply their own actors.
 */
export function AccountScreen({ logic = accountLogic }: { logic?: typeof accountLogic }) {
  const auth = useAuthActor();
  const userId = useSelector(auth, selectUserId) ?? '';
  const email = useSelector(auth, selectEmail);
  const signingOut = useSelector(auth, (snapshot) => snapshot.matches('signingOut'));
  const [snapshot, send, account] = useMachine(logic, { input: { userId } });
  useNotifications(account);
  const [username, setUsername] = useState('');
  const [fullName, setFullName] = useState('');
  const { profile, problem } = snapshot.context;

  useEffect(() => {
    const saved = account.on('profile.saved', (event) =>
      auth.send({ type: 'profile.saved', profile: event.profile }),
    );
    const failed = account.on('profile.loadFailed', ({ error }) =>
      console.error('Error loading profile', error),
    );
    return () => {
      saved.unsubscribe();
      failed.unsubscribe();
    };
  }, [account, auth]);

  // Show the row as loaded or saved; a failed save leaves `profile` alone, so the edits stay.
  useEffect(() => {
    if (!profile) return;
    setUsername(profile.username ?? '');
    setFullName(profile.full_name ?? '');
  }, [profile]);

  if (snapshot.matches('loading')) {
    return (
      <Page title="Account">
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>Loading your profile…</Text>
        </Group>
      </Page>
    );
  }

  if (snapshot.matches('loadFailed')) {
    // Issue 12: no blank, saveable form when the profile did not load (saving it erased the username).
    return (
      <Page title="Account">
        <Alert color="red" variant="light" role="alert" title="Error loading profile">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Your profile could not be loaded, so there is nothing to edit yet.</Text>
            <Button variant="outline" onClick={() => send({ type: 'profile.retry' })}>
              Retry
            </Button>
          </Stack>
        </Alert>
      </Page>
    );
  }

  const saving = snapshot.matches('saving');
  return (
    <Page title="Account" description="Your profile as the team sees it">
      <Paper withBorder radius="lg" p="md">
        <Group wrap="nowrap">
          <Avatar src={profile?.avatar_url ?? null} size="xl" radius="xl" color="lodge" alt="">
            {initialsOf({ fullName: profile?.full_name, email })}
          </Avatar>
          {/* Long names, usernames and emails wrap rather than end in "…" on a 320 px phone (issue 12). */}
          <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Text fw={700} size="lg">
              {displayNameOf({ fullName: profile?.full_name, email })}
            </Text>
            <Text c="dimmed" size="sm">
              {profile?.username ? `@${profile.username}` : email}
            </Text>
          </div>
        </Group>
      </Paper>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'profile.save', username, fullName });
        }}
      >
        <Stack gap="md">
          {problem ? (
            <Alert color="red" variant="light" role="alert" title="Error updating profile">
              {problem}
            </Alert>
          ) : null}
          <TextInput label="Email" value={email ?? ''} readOnly description="Your sign-in address" />
          <TextInput
            label="Username"
            autoCapitalize="none"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            disabled={saving}
          />
          <TextInput
            label="Full name"
            autoComplete="name"
            value={fullName}
            onChange={(event) => setFullName(event.currentTarget.value)}
            disabled={saving}
          />
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </Stack>
      </form>
      <JoinLodgeSection />
      <Button
        variant="outline"
        color="red.9"
        leftSection={<IconLogout size={18} aria-hidden="true" />}
        onClick={() => auth.send({ type: 'auth.signOut' })}
        disabled={signingOut}
      >
        Sign Out
      </Button>
    </Page>
  );
}
