import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { failureSentence } from '../../lib/supabase/errors';
import { GuardedModal, useDialogDraft } from '../../ui/guarded-modal';

/**
 * "Add Note" dialog for today's notes. A note that is empty after trimming is ignored and the dialog
 * stays open (spec §5). `onAdd` keeps the note (a promise); while it runs the button shows so, and
 * when it fails the dialog stays open with the text and says why (a failed write keeps what was typed).
 */
export function AddNoteDialog({
  opened,
  onClose,
  onAdd,
}: {
  opened: boolean;
  onClose: () => void;
  onAdd: (text: string) => Promise<void>;
}) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title="Add Note" centered>
      {opened ? <AddNoteForm onClose={onClose} onAdd={onAdd} /> : null}
    </GuardedModal>
  );
}

function AddNoteForm({ onClose, onAdd }: { onClose: () => void; onAdd: (text: string) => Promise<void> }) {
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const requestClose = useDialogDraft(text.trim() !== '', onClose);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '' || saving) return;
    setSaving(true);
    setProblem(null);
    try {
      await onAdd(text.trim());
    } catch (error) {
      setProblem(failureSentence('The note was not saved.', error));
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Textarea
          label="Note"
          placeholder="Write a note for today's team..."
          rows={3}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Add Note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
