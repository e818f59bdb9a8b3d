import type { StayOverlap } from '../../machines/stay-conflict.machine';

/**
 * A stay refused because its room was taken meanwhile (issue 31 "Availability holds offline"), in
 * words. The database refuses an overlap with `23P01`, whose details name the room and the stay that
 * holds it (read by `overlapFrom` in lib/supabase/stays.ts).
 */

export type { StayOverlap };

const day = (date: string) => new Date(`${date}T00:00:00Z`);
const monthOf = (date: string) => day(date).toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' });

/**
 * Nights as a person says them, departure day included as the guest leaves: "2–4 Dec" in one month,
 * "30 Nov – 2 Dec" across two, with the year when it is not `thisYear`.
 */
export function nightsLabel(arrival: string, departure: string, thisYear?: string): string {
  const year = departure.slice(0, 4);
  const tail = thisYear && year !== thisYear ? ` ${year}` : '';
  const [from, to] = [day(arrival).getUTCDate(), day(departure).getUTCDate()];
  if (arrival.slice(0, 7) === departure.slice(0, 7)) return `${from}–${to} ${monthOf(departure)}${tail}`;
  return `${from} ${monthOf(arrival)} – ${to} ${monthOf(departure)}${tail}`;
}

/**
 * Issue 31's words for the overlap: "Tent 3 was booked by Kagiso for 2–4 Dec while you were offline".
 * Without a guest's name (a role that does not read guests): "Tent 3 was booked for 2–4 Dec …"; with
 * no details at all: "The room was booked by someone else for those nights while you were offline".
 */
export function overlapSentence(overlap: StayOverlap | null, thisYear?: string): string {
  if (!overlap) return 'The room was booked by someone else for those nights while you were offline';
  const nights = nightsLabel(overlap.arrival, overlap.departure, thisYear);
  if (overlap.outOfOrder)
    return `${overlap.roomName} was put out of order for ${nights} while you were offline`;
  const by = overlap.guestName ? ` by ${overlap.guestName}` : '';
  return `${overlap.roomName} was booked${by} for ${nights} while you were offline`;
}
