import { useState, type FormEvent } from 'react';
import { Stack } from '@mantine/core';
import { lengthProblem, TEXT_LIMITS } from '../../data/field-limits';
import { GuardedModal, useDialogDraft } from '../../ui/guarded-modal';
import { LimitedTextarea } from '../../ui/limited-text';
import { DialogFooter } from '../../ui/dialog-footer';
import { ConflictChoice } from '../../ui/conflict-choice';
import { useSubmit } from '../../ui/use-submit';

/**
 * Issue 33: the note someone else saved after this one was opened (nothing was written): who, when
 * (ISO, the version a Keep mine is sent over) and its text.
 */
export interface NoteTheirs {
  byName: string;
  at: string;
  text: string;
}

/** Keeps the note; `over` is the version Keep mine saves over. Resolves to their version on a conflict. */
type SaveNote = (text: string, over?: string) => Promise<NoteTheirs | void>;

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
  onAdd: SaveNote;
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
  onAdd: SaveNote;
  initialText: string | null;
}) {
  const [text, setText] = useState(initialText ?? '');
  const save = useSubmit();
  // Issue 33: their version when a save found the note changed; `over` the version the next save is over.
  const [theirs, setTheirs] = useState<NoteTheirs | null>(null);
  const [over, setOver] = useState<string | undefined>(undefined);
  const requestClose = useDialogDraft(text.trim() !== (initialText ?? '').trim(), onClose);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '' || lengthProblem(text.trim(), TEXT_LIMITS.dailyNote)) return;
    const changed = await save.run('The note was not saved.', () => onAdd(text.trim(), over));
    if (changed) {
      setTheirs(changed);
      setOver(changed.at);
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
        {theirs ? (
          <ConflictChoice
            byName={theirs.byName}
            at={theirs.at}
            theirs={theirs.text}
            yours={text.trim()}
            keepMineSubmits
            busy={save.pending}
            onTakeTheirs={() => {
              setText(theirs.text);
              setTheirs(null);
            }}
          />
        ) : (
          <DialogFooter
            onCancel={requestClose}
            confirmLabel={initialText === null ? 'Add Note' : 'Save note'}
            loading={save.pending}
            problem={save.problem}
          />
        )}
      </Stack>
    </form>
  );
}
