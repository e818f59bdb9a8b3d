import type { Note } from '../../data/notes';
import { columns, noteFromRow } from './daily-notes';
import { updateIfUnchanged, type Edited } from './update-if-unchanged';

/*
 * Issue 33: a daily note's edit, apart from daily-notes.ts so the conditional-update code loads with
 * the edit (the note form, the outbox's send), not with the signed-in start (issue 11 budget).
 */

/**
 * Changes a note's text (issue 18: its author; owners and managers any), only while the note is still
 * the version the person saw (`seen`, its `updatedAt`; issue 33 "No lost updates, anywhere").
 * @returns `{ saved }`, or `{ theirs }` (who changed it, when, to what) when it changed meanwhile.
 * @throws `RowGone` when it was deleted or RLS refuses it (only its author, an owner or a manager may
 * change it); the PostgREST error.
 */
export function updateDailyNote(noteId: string, text: string, seen?: string | null): Promise<Edited<Note>> {
  return updateIfUnchanged('daily_notes', noteId, seen, { body: text }, columns, noteFromRow);
}
