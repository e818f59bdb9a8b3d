import type { BookingNote } from '../../data/bookings';
import { getSupabase } from './client';
import { authorLabel, type PersonName } from './people';

/** The note with its author embedded (`created_by` → profiles). */
export const bookingNoteColumns =
  'id, booking_id, body, created_at, created_by, updated_at, author:profiles(full_name, username)';

/** A `booking_notes` row as read with {@link bookingNoteColumns}. */
export interface BookingNoteRow {
  id: string;
  booking_id: string;
  body: string;
  created_at: string;
  /** The author's user id (absent in day packs kept before issue 18). */
  created_by?: string | null;
  /** The version an edit is conditional on (issue 33; absent in day packs kept before it). */
  updated_at?: string;
  author: PersonName | null;
}

/**
 * A `booking_notes` row as the app's BookingNote; shared with the day pack (issue 9) and the embedded
 * read in bookings.ts, so every copy shows what the screen shows.
 */
export const bookingNoteFromRow = (row: BookingNoteRow): BookingNote => ({
  id: row.id,
  bookingId: row.booking_id,
  text: row.body,
  authorName: authorLabel(row.author),
  authorId: row.created_by ?? null,
  createdAt: row.created_at,
  ...(row.updated_at ? { updatedAt: row.updated_at } : {}),
});

/** Deletes a booking note (its author; owners and managers any). @throws the PostgREST error (42501). */
export async function deleteBookingNote(noteId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('booking_notes').delete().eq('id', noteId);
  if (error) throw error;
}

/**
 * Keeps a note on a booking; the server records the signed-in person as its author (`created_by`).
 * `id` is the note's id made on the phone (issue 9 outbox): `on conflict (id) do nothing`, so a
 * second send keeps one row and returns it. @returns the saved note. @throws the PostgREST error.
 */
export async function insertBookingNote(note: {
  id?: string;
  lodgeId: string;
  bookingId: string;
  text: string;
}): Promise<BookingNote> {
  const supabase = await getSupabase();
  const id = note.id ?? crypto.randomUUID();
  const { data, error } = await supabase
    .from('booking_notes')
    .upsert(
      { id, lodge_id: note.lodgeId, booking_id: note.bookingId, body: note.text },
      { onConflict: 'id', ignoreDuplicates: true },
    )
    .select(bookingNoteColumns);
  if (error) throw error;
  if (data[0]) return bookingNoteFromRow(data[0]);
  const kept = await supabase.from('booking_notes').select(bookingNoteColumns).eq('id', id).single();
  if (kept.error) throw kept.error;
  return bookingNoteFromRow(kept.data);
}
