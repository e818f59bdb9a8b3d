import type { Booking, GuestContact } from '../../data/bookings';
import {
  bookingFromRow,
  columns,
  detailColumns,
  fetchBooking,
  saveGuestContact,
  type BookingDetails,
} from './bookings';
import { changedColumns, updateIfUnchanged, type Edited } from './update-if-unchanged';

/*
 * Issue 33: a booking's edit, apart from bookings.ts so the conditional-update code loads with the
 * edit (the booking form, the outbox's send), not with the signed-in start (issue 11 budget).
 */

/** The details a form opened with, from the booking as it showed it. */
export const detailsOf = (booking: Booking): BookingDetails => ({
  date: booking.date,
  time: booking.time,
  name: booking.name,
  guests: booking.guests,
  ...(booking.description ? { description: booking.description } : {}),
  guideStaffId: booking.guideStaffId ?? null,
  ...(booking.guest ? { guest: booking.guest } : {}),
});

const sameGuest = (a: GuestContact | undefined, b: GuestContact | undefined) =>
  (a?.name ?? '').trim() === (b?.name ?? '').trim() &&
  (a?.phone ?? '').trim() === (b?.phone ?? '').trim() &&
  (a?.email ?? '').trim() === (b?.email ?? '').trim();

/**
 * Changes what the person changed of a booking's details (managers; staff their own before
 * check-in) against `opened` (the booking as the form showed it), and its guest contact when that was
 * changed — only while the booking is still the version `seen` (default: `opened`'s `updatedAt`; Keep
 * mine passes theirs). Issue 33 "No lost updates, anywhere": nothing is overwritten, and a form opened
 * from the phone's copy never writes a field the person did not touch.
 * @returns `{ saved }` (the booking as kept), or `{ theirs }` when someone changed it meanwhile.
 * @throws `RowGone` when it was deleted; the PostgREST error.
 */
export async function updateBooking(
  lodgeId: string,
  bookingId: string,
  details: BookingDetails,
  opened: Booking,
  seen: string | null | undefined = opened.updatedAt,
): Promise<Edited<Booking>> {
  const before = detailColumns(detailsOf(opened));
  const after = detailColumns(details);
  const changes = changedColumns(before, after);
  const edited = await updateIfUnchanged('bookings', bookingId, seen, changes, columns, bookingFromRow);
  if (edited.theirs || sameGuest(details.guest, opened.guest)) return edited;
  await saveGuestContact(lodgeId, bookingId, details.guest);
  const kept = await fetchBooking(bookingId);
  if (!kept) throw new Error('The booking was saved but can no longer be read.');
  return { saved: kept };
}
