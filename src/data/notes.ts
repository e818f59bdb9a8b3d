/**
 * Note (spec §3: id and text): a note for a day's team, kept in the lodge's `daily_notes` with who
 * wrote it and when (issue 8 "Add Note keeps the note (author and time shown)").
 */
export interface Note {
  id: string;
  text: string;
  authorName: string;
  /** Who wrote it (their user id), when known: the author may edit and delete it (issue 18). */
  authorId?: string | null;
  /** ISO timestamp from the server (while `pending`, when it was written on this phone). */
  createdAt: string;
  /** True while the note waits in the outbox to be sent (issue 9: shown as "Waiting to send"). */
  pending?: boolean;
  /** The version the server last saved (ISO, its clock): an edit applies only while it holds (issue 33). */
  updatedAt?: string;
}

/**
 * The day's notes a screen shows: `rows` (as last read: the server's or the pack's, with the outbox
 * laid over) and after them each note `own` saved on this screen that `rows` do not hold yet (by id).
 * Issue 33 finding 1 ("A daily note shown as saved was never saved"): a read that began before a note
 * reached the lodge (or the outbox) and answered after it no longer takes the note off the screen; a
 * saved note stays until rows holding it arrive, a waiting one ("Waiting to send") until then too,
 * unless it was set aside in Needs attention (`setAside`: the ids there), which then shows it.
 */
export function notesWithOwn(
  rows: readonly Note[],
  own: readonly Note[],
  setAside: readonly { command: { id: string } }[] = [],
): Note[] {
  const held = new Set(rows.map((note) => note.id));
  const aside = new Set(setAside.map((item) => item.command.id));
  const extra = own.filter((note) => !held.has(note.id) && !(note.pending && aside.has(note.id)));
  return extra.length === 0 ? [...rows] : [...rows, ...extra];
}
