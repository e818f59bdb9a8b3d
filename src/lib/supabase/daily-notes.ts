import type { Note } from '../../data/notes';
import { getSupabase } from './client';
import { authorLabel, type PersonName } from './people';

/** The note with its author embedded (`created_by` → profiles); exported for daily-note-edits.ts. */
export const columns =
  'id, body, created_at, created_by, author_name, updated_at, author:profiles(full_name, username)';

/** A `daily_notes` row as read with {@link columns}. */
export interface NoteRow {
  id: string;
  body: string;
  created_at: string;
  /** Absent in rows kept before issue 18. */
  created_by?: string | null;
  /** A sample note's signature (issue 18), shown instead of the author's profile. */
  author_name?: string | null;
  author: PersonName | null;
  /** The version (server clock), read since issue 33 so an edit is conditional on it. */
  updated_at?: string;
}

/** A `daily_notes` row as the app's Note. */
export const noteFromRow = (row: NoteRow): Note => ({
  id: row.id,
  text: row.body,
  authorName: row.author_name ?? authorLabel(row.author),
  authorId: row.created_by ?? null,
  createdAt: row.created_at,
  ...(row.updated_at ? { updatedAt: row.updated_at } : {}),
});

/** Deletes a note (its author; owners and managers any). @throws the PostgREST error (42501). */
export async function deleteDailyNote(noteId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('daily_notes').delete().eq('id', noteId);
  if (error) throw error;
}

/** The lodge's notes for one day (`YYYY-MM-DD`), oldest first, with authors. @throws the PostgREST error. */
export async function fetchDailyNotes(lodgeId: string, date: string): Promise<Note[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('daily_notes')
    .select(columns)
    .eq('lodge_id', lodgeId)
    .eq('date', date)
    .order('created_at');
  if (error) throw error;
  return data.map(noteFromRow);
}

/**
 * Keeps a note for the day's team (Add Note; on the dashboard a booking's note too, linked to it by
 * `bookingId`). The server records the author. `id` is the note's id made on the phone (the outbox's
 * command id, issue 9): the insert is `on conflict (id) do nothing`, so sending the same note twice
 * (a lost answer, a replay) keeps one row and returns it. @returns the saved note.
 * @throws the PostgREST error (42501 when the role may not write notes).
 */
export async function insertDailyNote(note: {
  id?: string;
  lodgeId: string;
  date: string;
  text: string;
  bookingId?: string;
}): Promise<Note> {
  const supabase = await getSupabase();
  const id = note.id ?? crypto.randomUUID();
  const { data, error } = await supabase
    .from('daily_notes')
    .upsert(
      { id, lodge_id: note.lodgeId, date: note.date, body: note.text, booking_id: note.bookingId ?? null },
      { onConflict: 'id', ignoreDuplicates: true },
    )
    .select(columns);
  if (error) throw error;
  if (data[0]) return noteFromRow(data[0]);
  // Already kept by an earlier send: read it back.
  const kept = await supabase.from('daily_notes').select(columns).eq('id', id).single();
  if (kept.error) throw kept.error;
  return noteFromRow(kept.data);
}

/** For the day pack (issue 9): the mapper, shared so the pack shows what the screen shows. */
export { noteFromRow as dailyNoteFromRow };
