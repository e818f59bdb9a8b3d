import { useState } from 'react';
import { CHECK_CONNECTION } from '../../lib/supabase/errors';
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { serverMessageOf } from '../../../machines/shared/auth-types';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { wrappingLabel } from '../../ui/dialog-footer';
import { useMountedOnceOpened } from '../../ui/use-mounted-once-opened';
// The three confirmations load on first use (rare actions): not in the Organization screen's download
// (its budget, issue 11).
import { ConfirmDeleteDialog } from '../../ui/lazy-confirm-delete-dialog';

/** Why leaving or removing was refused, in words. */
function lodgeProblem(error: unknown): string {
  const message = serverMessageOf(error);
  if (message === 'last_owner')
    return 'You are the last owner. Make someone else an owner on the Team page first.';
  if (message === 'only_owners_remove_sample_content') return 'Only an owner can remove the sample content.';
  return message ?? CHECK_CONNECTION;
}

/**
 * The lodge's own actions on /organization (issue 18): **Remove sample content** (owners, while the
 * lodge has some: one confirmed tap), **Leave lodge** (any member; the last owner hands over first)
 * and **Delete lodge** (owners; the lodge's name typed to confirm). Each rejects with the server's
 * error, which the dialog shows while staying open.
 */
export function LodgeMembershipCard({
  lodge,
  sampleContent,
  onRemoveSample,
  onLeave,
  onDelete,
}: {
  lodge: LodgeMembership;
  /** The lodge still holds sample content (owners only know; false otherwise). */
  sampleContent: boolean;
  onRemoveSample: () => Promise<void>;
  onLeave: () => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const [open, setOpen] = useState<'sample' | 'leave' | 'delete' | null>(null);
  const used = useMountedOnceOpened(open !== null);
  const owner = lodge.role === 'owner';
  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby="lodge-membership">
      <Stack gap="sm">
        <Title order={2} size="h4" id="lodge-membership">
          {lodge.name}
        </Title>
        {owner && sampleContent ? (
          <Button variant="light" onClick={() => setOpen('sample')} aria-haspopup="dialog" {...wrappingLabel}>
            Remove sample content
          </Button>
        ) : null}
        <Button variant="default" onClick={() => setOpen('leave')} aria-haspopup="dialog" {...wrappingLabel}>
          Leave lodge
        </Button>
        {owner ? (
          <Button
            color="red.9"
            variant="outline"
            onClick={() => setOpen('delete')}
            aria-haspopup="dialog"
            {...wrappingLabel}
          >
            Delete lodge
          </Button>
        ) : null}
      </Stack>
      {used ? (
        <>
          <ConfirmDeleteDialog
            opened={open === 'sample'}
            title="Remove sample content?"
            confirmLabel="Remove sample content"
            failure={(error) => `Nothing was removed. ${lodgeProblem(error)}`}
            onClose={() => setOpen(null)}
            onConfirm={async () => {
              await onRemoveSample();
              setOpen(null);
            }}
          >
            <Text>
              The sample bookings, notes, reviews, scores, mentions, staff and products go. What your team
              added stays.
            </Text>
          </ConfirmDeleteDialog>
          <ConfirmDeleteDialog
            opened={open === 'leave'}
            title={`Leave ${lodge.name}?`}
            confirmLabel="Leave lodge"
            failure={(error) => `You are still in ${lodge.name}. ${lodgeProblem(error)}`}
            onClose={() => setOpen(null)}
            onConfirm={onLeave}
          >
            <Text>You will no longer see {lodge.name}. To come back you need a new invite code.</Text>
          </ConfirmDeleteDialog>
          <DeleteLodgeDialog
            opened={open === 'delete'}
            lodgeName={lodge.name}
            onClose={() => setOpen(null)}
            onDelete={onDelete}
          />
        </>
      ) : null}
    </Paper>
  );
}

/** Delete lodge: the Delete button works only once the lodge's name is typed. */
function DeleteLodgeDialog({
  opened,
  lodgeName,
  onClose,
  onDelete,
}: {
  opened: boolean;
  lodgeName: string;
  onClose: () => void;
  onDelete: () => Promise<void>;
}) {
  const [typed, setTyped] = useState('');
  return (
    <ConfirmDeleteDialog
      opened={opened}
      title={`Delete ${lodgeName}?`}
      confirmLabel="Delete lodge"
      failure={(error) => `The lodge was not deleted. ${lodgeProblem(error)}`}
      onClose={() => {
        setTyped('');
        onClose();
      }}
      onConfirm={onDelete}
      confirmDisabled={typed.trim() !== lodgeName.trim()}
    >
      <Text>
        Everything in it goes for good: bookings, notes, staff, products and the team’s access. Type the
        lodge’s name to confirm.
      </Text>
      <TextInput
        label="Lodge name"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoComplete="off"
        data-autofocus
      />
    </ConfirmDeleteDialog>
  );
}
