import { useState } from 'react';
import { CHECK_CONNECTION } from '../../lib/supabase/errors';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { serverMessageOf } from '../../../machines/shared/auth-types';
import type { Note } from '../../data/notes';
import { GuardedModal } from '../../ui/guarded-modal';

/** Asks before a note is deleted; a refusal (or no signal) keeps the dialog open and says why. */
export function DeleteNoteDialog({
  note,
  onClose,
  onDelete,
}: {
  note: Note | null;
  onClose: () => void;
  onDelete: (note: Note) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    onClose();
  };
  return (
    <GuardedModal opened={note !== null} onClose={close} title="Delete this note?" centered>
      <Stack gap="sm">
        <Text size="sm">{note?.text}</Text>
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
            loading={busy}
            onClick={async () => {
              if (!note) return;
              setBusy(true);
              setProblem(null);
              try {
                await onDelete(note);
              } catch (error) {
                setProblem(`The note was not deleted. ${serverMessageOf(error) ?? CHECK_CONNECTION}`);
              } finally {
                setBusy(false);
              }
            }}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
}
