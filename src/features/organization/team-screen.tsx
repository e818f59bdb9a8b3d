import { useState } from 'react';
import { Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { InitialsAvatar } from '../../ui/initials-avatar';
import { IconUserPlus } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { problemSentence } from '../../lib/supabase/errors';
import type { LodgeMembership, LodgeRole } from '../../../machines/shared/lodge-types';
import { can, canManageMember, invitableRoles, isLodgeRole, roleLabels } from '../../data/lodge-roles';
import type { LodgeMember } from '../../lib/supabase/lodge-members';
import type { PendingInvitation } from '../../lib/supabase/lodge-invitations';
import { useLodgeActor } from '../../lib/lodge/lodge-context';
import { teamWrites, type TeamWrites } from './team.data';
import { showNotification } from '../../ui/notify';
import { savedWords } from '../../lib/offline/saved-words';
import { Page } from '../../ui/page';
import { initialsOf } from '../../ui/profile-display';
import { useSyncedState } from '../../ui/use-synced-state';
import { useMountedOnceOpened } from '../../ui/use-mounted-once-opened';
import { dialogAskedFor, lazyPiece } from '../../ui/lazy-piece';
import { ConfirmDeleteDialog } from '../../ui/lazy-confirm-delete-dialog';
import { ConflictChoice } from '../../ui/conflict-choice';
import { useOutboxPerson } from '../../lib/auth/use-outbox-person';
import type { TheirVersion } from '../../lib/supabase/update-if-unchanged';

/**
 * A role change that found the member's role changed since the screen showed it (issue 33): their
 * version and the role the person picked (shown in the Role list until Keep mine or Take theirs).
 */
interface RoleConflict {
  theirs: TheirVersion<LodgeMember>;
  picked: LodgeRole;
}

/** The dialogs load on first use (issue 11 budget: the Team screen's download, ≤ 50 KiB). */
const InviteDialog = lazyPiece(() => import('./invite-dialog').then((module) => module.InviteDialog), {
  asked: dialogAskedFor,
});

/** Why the server refused a team change, in words (the catalogue's lodge-db 42501 messages). */
const teamProblem = (error: unknown): string => problemSentence(error, 'team');

/**
 * Team (/organization/team, issues 8 and 18): the lodge's members with name, @username and role, in the
 * order they joined (a role change never moves a row). Owners and managers invite someone (Role → a
 * one-use `XXXX-XXXX` code valid 7 days, with Copy), see pending invitations with role and expiry and
 * Revoke them, change a member's role and remove members. Nobody changes or removes an owner; an owner
 * makes someone an owner only after confirming, and steps down themselves (never the last one).
 * `data` (the members, and the pending invitations or null when not shown: not an owner or
 * manager, or offline) comes from the route loader.
 */
export function TeamScreen({
  data: { members, invitations = null },
  lodge,
  userId,
  writes = teamWrites,
}: {
  data: { members: LodgeMember[]; invitations?: PendingInvitation[] | null };
  lodge: LodgeMembership;
  /** The signed-in person (their own row is not changed from here). */
  userId: string;
  writes?: TeamWrites;
}) {
  const router = useRouter();
  const [shown, update] = useSyncedState(members);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<LodgeMember | null>(null);
  const [promoting, setPromoting] = useState<LodgeMember | null>(null);
  const [steppingDown, setSteppingDown] = useState(false);
  const dialogsUsed = useMountedOnceOpened(
    inviting || removing !== null || promoting !== null || steppingDown,
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<ReadonlyMap<string, RoleConflict>>(new Map());
  const outboxPerson = useOutboxPerson();
  const [pending, updatePending] = useSyncedState(invitations);
  const lodgeActor = useLodgeActor();
  const mayManage = can(lodge.role, 'manageTeam');
  const owners = shown.filter((m) => m.role === 'owner').length;

  const settle = (userId: string, conflict?: RoleConflict) =>
    setConflicts((current) => {
      const next = new Map(current);
      if (conflict) next.set(userId, conflict);
      else next.delete(userId);
      return next;
    });

  /**
   * Gives `member` (as shown) the role `role`, conditional on the version of their role seen (issue
   * 33; `over`: their version after Keep mine). When someone changed it meanwhile nothing is written and
   * the row shows both with Keep mine / Take theirs; offline the change waits in the outbox.
   */
  const setRole = async (member: LodgeMember, role: LodgeRole, over?: string) => {
    setBusy(member.userId);
    try {
      const change = { lodgeId: lodge.lodgeId, opened: member, role, seen: over ?? member.updatedAt ?? null };
      const edited = await writes.changeRole(change, outboxPerson);
      if (edited.theirs) {
        settle(member.userId, { theirs: edited.theirs, picked: role });
        return;
      }
      const saved = edited.saved;
      settle(member.userId);
      update((current) => current.map((m) => (m.userId === member.userId ? saved : m)));
      // Issue 33: "Kabo Sekgoma is now trustee" once the lodge has it; kept on this phone, it says so.
      showNotification({ tone: 'success', title: savedWords('member.setRole', change, edited) });
      void router.invalidate();
    } catch (error) {
      showNotification({ tone: 'error', title: 'The role was not changed', message: teamProblem(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Page title="Team" description={`Who works at ${lodge.name}`}>
      {mayManage ? (
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          onClick={() => setInviting(true)}
          aria-haspopup="dialog"
          fullWidth
        >
          Invite someone
        </Button>
      ) : null}
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Members">
        {shown.map((member) => {
          const manageable =
            mayManage && member.userId !== userId && canManageMember(lodge.role, member.role);
          const conflict = conflicts.get(member.userId);
          return (
            <Paper component="li" withBorder radius="md" p="sm" key={member.userId}>
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <InitialsAvatar
                  src={null}
                  size={38}
                  initials={initialsOf({ fullName: member.fullName, email: member.username })}
                />
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <div>
                    <Text fw={600} truncate>
                      {nameOf(member)}
                      {member.userId === userId ? ' (you)' : ''}
                    </Text>
                    {member.username ? (
                      <Text size="sm" c="dimmed" truncate>
                        @{member.username}
                      </Text>
                    ) : null}
                  </div>
                  {manageable ? (
                    // Wraps on a 320 px phone: the Role list keeps room for its value ("Trus…" was cut).
                    <Group gap="xs" wrap="wrap" align="flex-end">
                      <Select
                        label={`Role of ${nameOf(member)}`}
                        size="sm"
                        data={roleOptions}
                        value={conflict?.picked ?? member.role}
                        allowDeselect={false}
                        disabled={busy === member.userId || conflict !== undefined}
                        onChange={(value) => {
                          if (value && value !== member.role && isLodgeRole(value))
                            void setRole(member, value);
                        }}
                        style={{ flex: '1 1 9rem' }}
                        comboboxProps={{ withinPortal: true }}
                      />
                      <Button
                        variant="subtle"
                        color="red.9"
                        onClick={() => setRemoving(member)}
                        aria-label={`Remove ${nameOf(member)}`}
                      >
                        Remove
                      </Button>
                    </Group>
                  ) : (
                    <Badge variant="light" color="lodge">
                      {roleLabels[member.role]}
                    </Badge>
                  )}
                  {conflict ? (
                    <ConflictChoice
                      byName={conflict.theirs.byName}
                      at={conflict.theirs.at}
                      theirs={roleLabels[conflict.theirs.row.role]}
                      yours={roleLabels[conflict.picked]}
                      busy={busy === member.userId}
                      onKeepMine={() => void setRole(member, conflict.picked, conflict.theirs.at)}
                      onTakeTheirs={() => {
                        settle(member.userId);
                        update((current) =>
                          current.map((m) => (m.userId === member.userId ? conflict.theirs.row : m)),
                        );
                        void router.invalidate();
                      }}
                    />
                  ) : null}
                  {manageable && lodge.role === 'owner' ? (
                    <Button
                      variant="light"
                      size="sm"
                      onClick={() => setPromoting(member)}
                      aria-haspopup="dialog"
                      aria-label={`Make ${nameOf(member)} an owner`}
                    >
                      Make owner
                    </Button>
                  ) : null}
                  {member.userId === userId && member.role === 'owner' && owners > 1 ? (
                    <Button
                      variant="subtle"
                      size="sm"
                      onClick={() => setSteppingDown(true)}
                      aria-haspopup="dialog"
                    >
                      Step down as owner
                    </Button>
                  ) : null}
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {pending && pending.length > 0 ? (
        <PendingInvitations
          invitations={pending}
          onRevoke={async (invitation) => {
            try {
              await writes.revokeInvitation(invitation.id);
              updatePending((current) => current?.filter((i) => i.id !== invitation.id) ?? null);
              showNotification({ tone: 'success', title: `Code ${invitation.code} revoked` });
            } catch (error) {
              showNotification({
                tone: 'error',
                title: 'The code was not revoked',
                message: teamProblem(error),
              });
            }
          }}
        />
      ) : null}
      {dialogsUsed ? (
        <>
          <ConfirmDeleteDialog
            opened={promoting !== null}
            title={promoting ? `Make ${firstNameOf(promoting)} an owner?` : 'Make an owner?'}
            confirmLabel="Make owner"
            failure={(error) => `Nothing changed. ${teamProblem(error)}`}
            onClose={() => setPromoting(null)}
            onConfirm={async () => {
              if (!promoting) return;
              await setRole(promoting, 'owner');
              setPromoting(null);
            }}
          >
            <Text>Owners can change everything, including who else is an owner.</Text>
          </ConfirmDeleteDialog>
          <ConfirmDeleteDialog
            opened={steppingDown}
            title="Step down as owner?"
            confirmLabel="Step down"
            failure={(error) => `You are still an owner. ${teamProblem(error)}`}
            onClose={() => setSteppingDown(false)}
            onConfirm={async () => {
              await writes.stepDown(lodge.lodgeId, userId);
              setSteppingDown(false);
              showNotification({ tone: 'success', title: 'You are now a manager' });
              lodgeActor?.send({ type: 'lodge.joined', lodgeId: lodge.lodgeId });
            }}
          >
            <Text>You become a manager of {lodge.name}. Only an owner can make you an owner again.</Text>
          </ConfirmDeleteDialog>
          <InviteDialog
            opened={inviting}
            onClose={() => setInviting(false)}
            lodge={lodge}
            createInvitation={async (lodgeId, role) => {
              const made = await writes.createInvitation(lodgeId, role);
              // Listed with the pending ones at once (owners and managers), soonest expiry first.
              if (made.id) {
                const pendingOne: PendingInvitation = { ...made, id: made.id };
                updatePending((current) => [...(current ?? []), pendingOne]);
              }
              return made;
            }}
          />
          <RemoveDialog
            member={removing}
            lodgeName={lodge.name}
            onClose={() => setRemoving(null)}
            onRemove={async (member) => {
              await writes.removeMember(lodge.lodgeId, member.userId);
              update((current) => current.filter((m) => m.userId !== member.userId));
              setRemoving(null);
              showNotification({ tone: 'success', title: `${nameOf(member)} was removed` });
              void router.invalidate();
            }}
          />
        </>
      ) : null}
    </Page>
  );
}

const nameOf = (member: LodgeMember) =>
  member.fullName?.trim() || (member.username ? `@${member.username}` : 'A team member');

/** "Lorato" of "Lorato Sebina" (the confirm question is short on a phone). */
const firstNameOf = (member: LodgeMember) => nameOf(member).split(/\s+/)[0] ?? nameOf(member);

/**
 * The Role list: always manager, staff, trustee in this order, whoever looks at it (issue 18: it never
 * reorders under the finger; making an owner is its own confirmed action).
 */
const roleOptions = invitableRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/** Pending invitations with role and expiry, each with Revoke (whoever holds it can no longer join). */
function PendingInvitations({
  invitations,
  onRevoke,
}: {
  invitations: readonly PendingInvitation[];
  onRevoke: (invitation: PendingInvitation) => Promise<void>;
}) {
  const [revoking, setRevoking] = useState<string | null>(null);
  return (
    <Stack component="section" gap="xs" aria-labelledby="pending-invitations">
      <Text fw={700} id="pending-invitations">
        Pending invitations
      </Text>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {invitations.map((invitation) => (
          <Paper component="li" withBorder radius="md" p="sm" key={invitation.id}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text ff="monospace" fw={700}>
                  {invitation.code}
                </Text>
                <Text size="sm" c="dimmed">
                  {roleLabels[invitation.role]} · until{' '}
                  {dayjs(invitation.expiresAt).format('ddd D MMM, HH:mm')}
                </Text>
              </div>
              <Button
                variant="subtle"
                color="red.9"
                loading={revoking === invitation.id}
                aria-label={`Revoke code ${invitation.code}`}
                style={{ flexShrink: 0 }}
                onClick={async () => {
                  setRevoking(invitation.id);
                  await onRevoke(invitation);
                  setRevoking(null);
                }}
              >
                Revoke
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

/** Asks before removing a member; a refusal keeps the dialog open and says why. */
function RemoveDialog({
  member,
  lodgeName,
  onClose,
  onRemove,
}: {
  member: LodgeMember | null;
  lodgeName: string;
  onClose: () => void;
  onRemove: (member: LodgeMember) => Promise<void>;
}) {
  return (
    <ConfirmDeleteDialog
      opened={member !== null}
      title={member ? `Remove ${nameOf(member)}?` : 'Remove'}
      confirmLabel="Remove"
      failure={(error) => `${member ? nameOf(member) : 'They'} was not removed. ${teamProblem(error)}`}
      onClose={onClose}
      onConfirm={async () => {
        if (member) await onRemove(member);
      }}
    >
      {member ? (
        <Text>
          {nameOf(member)} will no longer see {lodgeName}. You can invite them again later.
        </Text>
      ) : null}
    </ConfirmDeleteDialog>
  );
}
