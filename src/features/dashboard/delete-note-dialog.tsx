import { Text } from '@mantine/core';
import { CHECK_CONNECTION } from '../../lib/supabase/errors';
import { serverMessageOf } from '../../../machines/shared/auth-types';
import type { Note } from '../../data/notes';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog';

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
  return (
    <ConfirmDeleteDialog
      opened={note !== null}
      title="Delete this note?"
      failure={(error) => `The note was not deleted. ${serverMessageOf(error) ?? CHECK_CONNECTION}`}
      onClose={onClose}
      onConfirm={async () => {
        if (note) await onDelete(note);
      }}
    >
      <Text size="sm">{note?.text}</Text>
    </ConfirmDeleteDialog>
  );
}
