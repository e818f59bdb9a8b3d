import { useState } from 'react';
import { Button, CopyButton, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { LodgeMembership, LodgeRole } from '../../../machines/shared/lodge-types';
import { invitableRoles, isLodgeRole, roleLabels } from '../../data/lodge-roles';
import type { LodgeInvitation } from '../../lib/supabase/lodge-invitations';
import { GuardedModal } from '../../ui/guarded-modal';
import { DialogFooter } from '../../ui/dialog-footer';
import { useSubmit } from '../../ui/use-submit';
import type { TeamWrites } from './team.data';

/**
 * Invite someone (Team, issue 8): pick a Role, get a one-use code (`XXXX-XXXX`, valid 7 days) to
 * copy and send. Loaded when first opened (src/features/organization/team-screen.tsx).
 */
export function InviteDialog({
  opened,
  onClose,
  lodge,
  createInvitation,
}: {
  opened: boolean;
  onClose: () => void;
  lodge: LodgeMembership;
  createInvitation: TeamWrites['createInvitation'];
}) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title="Invite someone" centered>
      {opened ? <InviteForm lodge={lodge} onClose={onClose} createInvitation={createInvitation} /> : null}
    </GuardedModal>
  );
}

function InviteForm({
  lodge,
  onClose,
  createInvitation,
}: {
  lodge: LodgeMembership;
  onClose: () => void;
  createInvitation: TeamWrites['createInvitation'];
}) {
  const [role, setRole] = useState<LodgeRole>('staff');
  const creating = useSubmit('team');
  const [invitation, setInvitation] = useState<LodgeInvitation | null>(null);
  const create = () =>
    creating.run('No code was made.', async () => setInvitation(await createInvitation(lodge.lodgeId, role)));

  if (invitation) {
    return (
      <Stack gap="sm">
        <Text>
          Send this code to the person you invite as {roleLabels[invitation.role].toLowerCase()}. They enter
          it when registering, or under Join a lodge on their Account page if they already have an account.
        </Text>
        <Paper withBorder radius="md" p="md" ta="center">
          <Text ff="monospace" fz={28} fw={700} aria-label="Invite code">
            {invitation.code}
          </Text>
        </Paper>
        <Text size="sm" c="dimmed">
          Works once, until {dayjs(invitation.expiresAt).format('dddd, MMMM D')}.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Done
          </Button>
          <CopyButton value={invitation.code}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                color={copied ? 'teal.9' : undefined}
                leftSection={
                  copied ? (
                    <IconCheck size={18} aria-hidden="true" />
                  ) : (
                    <IconCopy size={18} aria-hidden="true" />
                  )
                }
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Select
        label="Role"
        description="What they may do in the lodge"
        data={invitableRoles.map((value) => ({ value, label: roleLabels[value] }))}
        value={role}
        allowDeselect={false}
        onChange={(value) => setRole(value && isLodgeRole(value) ? value : 'staff')}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
      <DialogFooter
        onCancel={onClose}
        confirmLabel="Create invite code"
        onConfirm={() => void create()}
        loading={creating.pending}
        problem={creating.problem}
      />
    </Stack>
  );
}
