import type { BookingNote } from '../../data/bookings';
import { getSupabase } from './client';
import { authorLabel, type PersonName } from './people';

/** The note with its author embedded (`created_by` → profiles). */
const columns = 'id, booking_id, body, created_at, author:profiles(full_name, username)';

interface NoteRow {
  id: string;
  booking_id: string;
  body: string;
  created_at: string;
  author: PersonName | null;
}

const noteFromRow = (row: NoteRow): BookingNote => ({
  id: row.id,
  bookingId: row.booking_id,
  text: row.body,
  authorName: authorLabel(row.author),
  createdAt: row.created_at,
});

/**
 * Notes on the given bookings, oldest first, with their authors' names. Trustees read none (RLS).
 * @throws the PostgREST error.
 */
export async function fetchBookingNotes(bookingIds: readonly string[]): Promise<BookingNote[]> {
  if (bookingIds.length === 0) return [];
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('booking_notes')
    .select(columns)
    .in('booking_id', [...bookingIds])
    .order('created_at');
  if (error) throw error;
  return data.map(noteFromRow);
}

/**
 * Keeps a note on a booking; the server records the signed-in person as its author (`created_by`).
 * @returns the saved note. @throws the PostgREST error.
 */
export async function insertBookingNote(note: {
  lodgeId: string;
  bookingId: string;
  text: string;
}): Promise<BookingNote> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('booking_notes')
    .insert({ id: crypto.randomUUID(), lodge_id: note.lodgeId, booking_id: note.bookingId, body: note.text })
    .select(columns)
    .single();
  if (error) throw error;
  return noteFromRow(data);
}
