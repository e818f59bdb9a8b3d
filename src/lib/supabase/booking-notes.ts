import type { BookingNote } from '../../data/bookings';
import { getSupabase } from './client';
import { authorLabel, fetchPeopleNames } from './people';

/**
 * Notes on the given bookings, oldest first, with their authors' names.
 * @throws the PostgREST error.
 */
export async function fetchBookingNotes(bookingIds: readonly string[]): Promise<BookingNote[]> {
  if (bookingIds.length === 0) return [];
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('booking_notes')
    .select('id, booking_id, text, author_id, created_at')
    .in('booking_id', [...bookingIds])
    .order('created_at');
  if (error) throw error;
  const names = await fetchPeopleNames(data.flatMap((row) => (row.author_id ? [row.author_id] : [])));
  return data.map((row) => ({
    id: row.id,
    bookingId: row.booking_id,
    text: row.text,
    authorName: authorLabel(row.author_id ? names.get(row.author_id) : undefined),
    createdAt: row.created_at,
  }));
}

/**
 * Keeps a note on a booking, written by `author` (the signed-in person; the server checks it).
 * @returns the saved note. @throws the PostgREST error.
 */
export async function insertBookingNote(
  note: { lodgeId: string; bookingId: string; text: string },
  author: { id: string; name: string },
): Promise<BookingNote> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('booking_notes')
    .insert({
      id: crypto.randomUUID(),
      lodge_id: note.lodgeId,
      booking_id: note.bookingId,
      text: note.text,
      author_id: author.id,
    })
    .select('id, booking_id, text, created_at')
    .single();
  if (error) throw error;
  return {
    id: data.id,
    bookingId: data.booking_id,
    text: data.text,
    authorName: author.name,
    createdAt: data.created_at,
  };
}
