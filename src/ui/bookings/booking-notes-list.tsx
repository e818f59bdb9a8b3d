import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { bookingTextLimit, type BookingNote } from '../../data/bookings';
import { failureSentence } from '../../lib/supabase/errors';
import { LimitedTextarea } from '../limited-text';
import { DialogFooter } from '../dialog-footer';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { ConflictChoice } from '../conflict-choice';
import { useSubmit } from '../use-submit';

/** Issue 33: the note someone else saved after this one was opened: who, when (ISO) and its text. */
export interface BookingNoteTheirs {
  byName: string;
  at: string;
  text: string;
}

/**
 * What a person may do to the notes they see, and how. An edit queues offline and is conditional on
 * the version seen (`over`: the version Keep mine saves over); it resolves to theirs when the note
 * changed meanwhile (issue 33). Delete needs the server.
 */
export interface BookingNoteChanges {
  /** Whether this person may change this note (its author; owners and managers any, as RLS says). */
  mayChange: (note: BookingNote) => boolean;
  edit: (note: BookingNote, text: string, over?: string) => Promise<BookingNoteTheirs | void>;
  remove: (note: BookingNote) => Promise<void>;
}

/**
 * The notes kept on a booking, oldest first, with author and time ("Waiting to send" while one waits
 * in the outbox). With `changes`, each note its reader may change has **Edit** (in place, with the
 * 2,000-character counter; **Save note** / **Cancel**) and **Delete**, asked first in the app's
 * confirm dialog ("Delete this note?" with the note's text · Keep · Delete; closing it gives focus back
 * to the note's Delete, or to the booking when the note went). A refusal keeps what was typed (or the
 * dialog open) and says why.
 */
export function BookingNotesList({
  notes,
  changes,
}: {
  notes: readonly BookingNote[];
  changes?: BookingNoteChanges | undefined;
}) {
  // The note whose Delete was pressed; kept while the dialog closes, so its text does not vanish first.
  const [removing, setRemoving] = useState<{ note: BookingNote; open: boolean } | null>(null);
  const closeConfirm = () => setRemoving((current) => current && { ...current, open: false });
  return (
    <>
      {notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes on this booking yet.
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {notes.map((note) => (
            <BookingNoteItem
              key={note.id}
              note={note}
              changes={changes && !note.pending && changes.mayChange(note) ? changes : undefined}
              onDelete={() => setRemoving({ note, open: true })}
            />
          ))}
        </Stack>
      )}
      {changes ? (
        <ConfirmDeleteDialog
          opened={removing?.open === true}
          title="Delete this note?"
          failure={(error) => failureSentence('The note was not deleted.', error)}
          onClose={closeConfirm}
          onConfirm={async () => {
            if (!removing) return;
            await changes.remove(removing.note);
            closeConfirm();
          }}
        >
          <Text size="sm">{removing?.note.text}</Text>
        </ConfirmDeleteDialog>
      ) : null}
    </>
  );
}

type Mode = 'reading' | 'editing';

/** One note: its text, author and time, with Edit in place and Delete when `changes` allow. */
function BookingNoteItem({
  note,
  changes,
  onDelete,
}: {
  note: BookingNote;
  changes?: BookingNoteChanges | undefined;
  /** Delete was pressed: the list asks in its confirm dialog. */
  onDelete: () => void;
}) {
  const [mode, setMode] = useState<Mode>('reading');
  const [text, setText] = useState(note.text);
  const save = useSubmit();
  const { pending: busy, problem } = save;
  // Issue 33: theirs when a save found the note changed; `over` the version the next save is over.
  const [theirs, setTheirs] = useState<BookingNoteTheirs | null>(null);
  const [over, setOver] = useState<string | undefined>(undefined);
  const short = note.text.slice(0, 40);

  const run = async (write: () => Promise<BookingNoteTheirs | void>, failure: string) => {
    const saved = await save.run(failure, async () => ({ changed: await write() }));
    if (!saved) return;
    if (saved.changed) {
      setTheirs(saved.changed);
      setOver(saved.changed.at);
    } else {
      setTheirs(null);
      setMode('reading');
    }
  };

  return (
    <li>
      {mode === 'editing' && changes ? (
        <Stack gap={6}>
          <LimitedTextarea
            label="Edit note"
            rows={3}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            data-autofocus
            limit={bookingTextLimit}
          />
          {theirs ? (
            <ConflictChoice
              byName={theirs.byName}
              at={theirs.at}
              theirs={theirs.text}
              yours={text.trim()}
              busy={busy}
              onKeepMine={() =>
                void run(() => changes.edit(note, text.trim(), over), 'The note was not saved.')
              }
              onTakeTheirs={() => {
                setText(theirs.text);
                setTheirs(null);
              }}
            />
          ) : (
            <DialogFooter
              cancelDisabled={busy}
              onCancel={() => {
                setText(note.text);
                save.clear();
                setMode('reading');
              }}
              confirmLabel="Save note"
              loading={busy}
              disabled={text.trim() === ''}
              onConfirm={() =>
                void run(() => changes.edit(note, text.trim(), over), 'The note was not saved.')
              }
            />
          )}
        </Stack>
      ) : (
        <>
          <Text size="sm">{note.text}</Text>
          <Text size="xs" c="dimmed">
            {note.authorName} · {dayjs(note.createdAt).format('D MMM, HH:mm')}
            {note.pending ? ' · Waiting to send' : null}
          </Text>
        </>
      )}
      {mode === 'reading' && changes ? (
        <Group gap="xs" mt={2}>
          <Button
            variant="subtle"
            size="compact-sm"
            mih={44}
            aria-label={`Edit note: ${short}`}
            onClick={() => {
              setText(note.text);
              setTheirs(null);
              setOver(undefined);
              setMode('editing');
            }}
          >
            Edit
          </Button>
          <Button
            variant="subtle"
            color="red.9"
            size="compact-sm"
            mih={44}
            aria-label={`Delete note: ${short}`}
            aria-haspopup="dialog"
            onClick={onDelete}
          >
            Delete
          </Button>
        </Group>
      ) : null}
      {problem ? (
        <Alert color="red" variant="light" role="alert" mt={4}>
          {problem}
        </Alert>
      ) : null}
    </li>
  );
}
