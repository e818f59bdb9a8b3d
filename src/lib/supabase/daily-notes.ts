import type { Note } from '../../data/notes';
import { getSupabase } from './client';
import { authorLabel, type PersonName } from './people';

/** The note with its author embedded (`created_by` → profiles). */
const columns = 'id, body, created_at, author:profiles(full_name, username)';

interface NoteRow {
  id: string;
  body: string;
  created_at: string;
  author: PersonName | null;
}

const noteFromRow = (row: NoteRow): Note => ({
  id: row.id,
  text: row.body,
  authorName: authorLabel(row.author),
  createdAt: row.created_at,
});

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
 * `bookingId`). The server records the author. @returns the saved note. @throws the PostgREST error.
 */
export async function insertDailyNote(note: {
  lodgeId: string;
  date: string;
  text: string;
  bookingId?: string;
}): Promise<Note> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('daily_notes')
    .insert({
      id: crypto.randomUUID(),
      lodge_id: note.lodgeId,
      date: note.date,
      body: note.text,
      booking_id: note.bookingId ?? null,
    })
    .select(columns)
    .single();
  if (error) throw error;
  return noteFromRow(data);
}
