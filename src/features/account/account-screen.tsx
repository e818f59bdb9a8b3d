import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { Profile } from '../../../machines/shared/auth-types';
import { Page } from '../../ui/page';
import { displayNameOf, initialsOf } from '../../ui/profile-display';
import { useAuthActor } from '../../lib/auth/auth-context';
import { selectEmail, selectUserId } from '../../lib/auth/auth-selectors';
import { useGuardedSignOut } from '../../ui/sign-out-guard';
import { selectProfile, selectProfileProblem, selectProfileStatus } from './profile-selectors';
import { JoinLodgeSection } from './join-lodge-section';
import { TEXT_LIMITS } from '../../data/field-limits';
import { LimitedTextInput } from '../../ui/limited-text';

/**
 * /account (spec §2): the profile loads on entry; username and full name are editable; Save shows
 * "Saving..."; Sign Out. Issue 12: the profile has one owner, the auth actor. This screen reads it by
 * selector and sends `profile.reload` (on entry, and Retry) and `profile.save`; the header and drawer
 * read the same row, so a save shows there at once. A profile that did not load shows the failure
 * with Retry and no form, so nothing that was never loaded can be sent back.
 */
export function AccountScreen() {
  const auth = useAuthActor();
  const email = useSelector(auth, selectEmail);
  const status = useSelector(auth, selectProfileStatus);
  const profile = useSelector(auth, selectProfile);
  const signingOut = useSelector(auth, (snapshot) => snapshot.matches('signingOut'));
  const userId = useSelector(auth, selectUserId);
  const guardedSignOut = useGuardedSignOut(() => auth.send({ type: 'auth.signOut' }), userId);

  // Spec §2 "Loads on entry": fetch the row again (a failed reload keeps the row already loaded).
  useEffect(() => {
    auth.send({ type: 'profile.reload' });
  }, [auth]);

  let body;
  if (status === 'loadFailed') {
    // Issue 12: no blank, saveable form when the profile did not load (saving it erased the username).
    body = (
      <Alert color="red" variant="light" role="alert" title="Error loading profile">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Your profile could not be loaded, so there is nothing to edit yet.</Text>
          <Button variant="outline" onClick={() => auth.send({ type: 'profile.reload' })}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!profile || status === 'loading' || status === null) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>Loading your profile…</Text>
      </Group>
    );
  } else {
    body = (
      <>
        <Paper withBorder radius="lg" p="md">
          <Group wrap="nowrap">
            <Avatar src={profile.avatar_url ?? null} size="xl" color="lodge" alt="">
              {initialsOf({ fullName: profile.full_name, email })}
            </Avatar>
            {/* Long names, usernames and emails wrap rather than end in "…" on a 320 px phone (issue 12). */}
            <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Text fw={700} size="lg">
                {displayNameOf({ fullName: profile.full_name, email })}
              </Text>
              <Text c="dimmed" size="sm">
                {profile.username ? `@${profile.username}` : email}
              </Text>
            </div>
          </Group>
        </Paper>
        {/* A new row (loaded or saved) starts the form afresh; a failed save keeps what was typed. */}
        <ProfileForm key={`${profile.id} ${profile.updated_at}`} profile={profile} email={email} />
      </>
    );
  }

  return (
    <Page title="Account" description="Your profile as the team sees it">
      {body}
      <JoinLodgeSection />
      <Button
        variant="outline"
        color="red.9"
        leftSection={<IconLogout size={18} aria-hidden="true" />}
        onClick={guardedSignOut.request}
        disabled={signingOut}
      >
        Sign Out
      </Button>
      {guardedSignOut.dialog}
    </Page>
  );
}

/** The edit form for a loaded row: the typed text is the form's own; saving is the auth actor's. */
function ProfileForm({ profile, email }: { profile: Profile; email: string | null }) {
  const auth = useAuthActor();
  const saving = useSelector(auth, (snapshot) => selectProfileStatus(snapshot) === 'saving');
  const problem = useSelector(auth, selectProfileProblem);
  const [username, setUsername] = useState(profile.username ?? '');
  const [fullName, setFullName] = useState(profile.full_name ?? '');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        auth.send({ type: 'profile.save', username, fullName });
      }}
    >
      <Stack gap="md">
        {problem ? (
          <Alert color="red" variant="light" role="alert" title="Error updating profile">
            {problem}
          </Alert>
        ) : null}
        <TextInput label="Email" value={email ?? ''} readOnly description="Your sign-in address" />
        <LimitedTextInput
          label="Username"
          limit={TEXT_LIMITS.username}
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
  );
}
