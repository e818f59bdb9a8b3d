import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';

/**
 * "Add Note" dialog for today's notes (spec §4: "The dashboard note dialog appends a note locally").
 * A note that is empty after trimming is ignored and the dialog stays open (spec §5).
 */
export function AddNoteDialog({
  opened,
  onClose,
  onAdd,
}: {
  opened: boolean;
  onClose: () => void;
  onAdd: (text: string) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Note" centered>
      {opened ? <AddNoteForm onClose={onClose} onAdd={onAdd} /> : null}
    </Modal>
  );
}

function AddNoteForm({ onClose, onAdd }: { onClose: () => void; onAdd: (text: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') return;
    onAdd(text.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label="Note"
          placeholder="Write a note for today's team..."
          rows={3}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Add Note</Button>
        </Group>
      </Stack>
    </form>
  );
}
