import { useState } from 'react';
import { CHECK_CONNECTION } from '../../lib/supabase/errors';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { serverMessageOf } from '../../../machines/shared/auth-types';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { GuardedModal } from '../../ui/guarded-modal';
import { ConfirmDialog } from './confirm-dialog';

/** Long labels wrap on a 320 px screen instead of being cut off. */
const wrapping = { h: 'auto', mih: 44, styles: { label: { whiteSpace: 'normal' as const } } };

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
  const owner = lodge.role === 'owner';
  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby="lodge-membership">
      <Stack gap="sm">
        <Title order={2} size="h4" id="lodge-membership">
          {lodge.name}
        </Title>
        {owner && sampleContent ? (
          <Button variant="light" onClick={() => setOpen('sample')} aria-haspopup="dialog" {...wrapping}>
            Remove sample content
          </Button>
        ) : null}
        <Button variant="default" onClick={() => setOpen('leave')} aria-haspopup="dialog" {...wrapping}>
          Leave lodge
        </Button>
        {owner ? (
          <Button
            color="red.9"
            variant="outline"
            onClick={() => setOpen('delete')}
            aria-haspopup="dialog"
            {...wrapping}
          >
            Delete lodge
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
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
        The sample bookings, notes, reviews, scores, mentions, staff and products go. What your team added
        stays.
      </ConfirmDialog>
      <ConfirmDialog
        opened={open === 'leave'}
        title={`Leave ${lodge.name}?`}
        confirmLabel="Leave lodge"
        failure={(error) => `You are still in ${lodge.name}. ${lodgeProblem(error)}`}
        onClose={() => setOpen(null)}
        onConfirm={onLeave}
      >
        You will no longer see {lodge.name}. To come back you need a new invite code.
      </ConfirmDialog>
      <DeleteLodgeDialog
        opened={open === 'delete'}
        lodgeName={lodge.name}
        onClose={() => setOpen(null)}
        onDelete={onDelete}
      />
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
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setTyped('');
    setProblem(null);
    onClose();
  };
  const matches = typed.trim() === lodgeName.trim();
  return (
    <GuardedModal opened={opened} onClose={close} title={`Delete ${lodgeName}?`} centered>
      <Stack gap="sm">
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
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Keep
          </Button>
          <Button
            color="red.9"
            disabled={!matches}
            loading={busy}
            onClick={async () => {
              setBusy(true);
              setProblem(null);
              try {
                await onDelete();
              } catch (error) {
                setProblem(`The lodge was not deleted. ${lodgeProblem(error)}`);
              } finally {
                setBusy(false);
              }
            }}
          >
            Delete lodge
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
}
