import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { Profile, ProfileCopy } from '../../../machines/shared/auth-types';
import { Page } from '../../ui/page';
import { displayNameOf, initialsOf } from '../../ui/profile-display';
import { useAuthActor } from '../../lib/auth/auth-context';
import { selectEmail, selectUserId } from '../../lib/auth/auth-selectors';
import { useGuardedSignOut } from '../../ui/sign-out-guard';
import {
  selectProfile,
  selectProfileProblem,
  selectProfileStatus,
  selectProfileTheirs,
} from './profile-selectors';
import { copyMarkText } from '../../ui/copy-mark';
import { clockTime } from '../../lib/calendar-day';
import { ConflictChoice } from '../../ui/conflict-choice';
import { ChangePasswordSection } from './change-password-section';
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
      <ChangePasswordSection />
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

/** "username lorato, full name Lorato Sebina": a version of the profile, for both to be compared. */
function versionWords(profile: Pick<Profile, 'username' | 'full_name'>): string {
  return `username ${profile.username ? profile.username : '(none)'}, full name ${profile.full_name ? profile.full_name : '(none)'}`;
}

/**
 * The edit form for a loaded row: the typed text is the form's own; saving is the auth actor's.
 * Issue 33: a form opened on this phone's copy says so ("Updated 14:32 — …"); a save that found the
 * row changed since shows both versions with Keep mine (saves the form over it) and Take theirs.
 */
function ProfileForm({ profile, email }: { profile: ProfileCopy; email: string | null }) {
  const auth = useAuthActor();
  const status = useSelector(auth, selectProfileStatus);
  const saving = status === 'saving';
  const theirs = useSelector(auth, selectProfileTheirs);
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
        {profile.keptAt !== undefined ? (
          <Alert color="gray" variant="light" role="status" title={copyMarkText(profile.keptAt)}>
            This is the copy kept on this phone: the server could not be reached. Saving sends only what you
            change, and never over a newer version.
          </Alert>
        ) : null}
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
        {status === 'changed' && theirs ? (
          <ConflictChoice
            title={
              theirs.updated_at
                ? `Your profile was changed on another device at ${clockTime(theirs.updated_at)}`
                : 'Your profile was changed on another device'
            }
            theirsLabel="Now"
            at={theirs.updated_at}
            theirs={`${versionWords(theirs)}.`}
            yours={`${versionWords({ username: username.trim() || null, full_name: fullName.trim() || null })}.`}
            keepMineSubmits
            onTakeTheirs={() => auth.send({ type: 'profile.takeTheirs' })}
          />
        ) : (
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        )}
      </Stack>
    </form>
  );
}
