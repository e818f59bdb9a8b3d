import type { Note } from '../../data/notes';
import { getSupabase } from './client';
import { authorLabel, fetchPeopleNames } from './people';

/** The lodge's notes for one day (`YYYY-MM-DD`), oldest first, with authors. @throws the PostgREST error. */
export async function fetchDailyNotes(lodgeId: string, date: string): Promise<Note[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('daily_notes')
    .select('id, text, author_id, created_at')
    .eq('lodge_id', lodgeId)
    .eq('date', date)
    .order('created_at');
  if (error) throw error;
  const names = await fetchPeopleNames(data.flatMap((row) => (row.author_id ? [row.author_id] : [])));
  return data.map((row) => ({
    id: row.id,
    text: row.text,
    authorName: authorLabel(row.author_id ? names.get(row.author_id) : undefined),
    createdAt: row.created_at,
  }));
}

/**
 * Keeps a note for the day's team (Add Note; a booking's note on the dashboard too).
 * @returns the saved note. @throws the PostgREST error.
 */
export async function insertDailyNote(
  note: { lodgeId: string; date: string; text: string },
  author: { id: string; name: string },
): Promise<Note> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('daily_notes')
    .insert({
      id: crypto.randomUUID(),
      lodge_id: note.lodgeId,
      date: note.date,
      text: note.text,
      author_id: author.id,
    })
    .select('id, text, created_at')
    .single();
  if (error) throw error;
  return { id: data.id, text: data.text, authorName: author.name, createdAt: data.created_at };
}
