import { useState, type FormEvent } from 'react';
import { Stack } from '@mantine/core';
import { lengthProblem, TEXT_LIMITS } from '../../data/field-limits';
import { failureSentence } from '../../lib/supabase/errors';
import { GuardedModal, useDialogDraft } from '../../ui/guarded-modal';
import { LimitedTextarea } from '../../ui/limited-text';
import { DialogFooter } from '../../ui/dialog-footer';

/**
 * "Add Note" dialog for today's notes. A note that is empty after trimming is ignored and the dialog
 * stays open (spec §5). `onAdd` keeps the note (a promise); while it runs the button shows so, and
 * when it fails the dialog stays open with the text and says why (a failed write keeps what was typed).
 */
export function AddNoteDialog({
  opened,
  onClose,
  onAdd,
  editing = null,
}: {
  opened: boolean;
  onClose: () => void;
  onAdd: (text: string) => Promise<void>;
  /** The text of a note being edited (issue 18: "Edit note", "Save note"); null adds a note. */
  editing?: string | null;
}) {
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title={editing === null ? 'Add Note' : 'Edit note'}
      centered
    >
      {opened ? <AddNoteForm onClose={onClose} onAdd={onAdd} initialText={editing} /> : null}
    </GuardedModal>
  );
}

function AddNoteForm({
  onClose,
  onAdd,
  initialText,
}: {
  onClose: () => void;
  onAdd: (text: string) => Promise<void>;
  initialText: string | null;
}) {
  const [text, setText] = useState(initialText ?? '');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const requestClose = useDialogDraft(text.trim() !== (initialText ?? '').trim(), onClose);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '' || saving || lengthProblem(text.trim(), TEXT_LIMITS.dailyNote)) return;
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
        <LimitedTextarea
          label="Note"
          placeholder="Write a note for today's team..."
          rows={3}
          value={text}
          limit={TEXT_LIMITS.dailyNote}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
        <DialogFooter
          onCancel={requestClose}
          confirmLabel={initialText === null ? 'Add Note' : 'Save note'}
          loading={saving}
          problem={problem}
        />
      </Stack>
    </form>
  );
}
