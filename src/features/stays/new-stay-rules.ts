import { lengthProblem, rangeProblem, TEXT_LIMITS } from '../../data/field-limits';
import { parseMoney, toDecimalString } from '../../data/money';
import { nightsBetween, STAY_RANGES } from '../../data/room-words';
import type { Room } from '../../lib/supabase/rooms';
import type { StayInput } from '../../lib/supabase/stays';

/** What the New stay form holds: everything as typed. */
export interface NewStayDraft {
  guestName: string;
  guestPhone: string;
  guestEmail: string;
  adults: string;
  children: string;
  /** `YYYY-MM-DD` (the phone's date picker). */
  arrival: string;
  departure: string;
  /** The rooms chosen, each with its rate per night as typed (decimal text in the lodge's currency). */
  rooms: { roomId: string; rate: string }[];
  /** A distribution channel's id, or '' for a direct booking. */
  channelId: string;
  status: 'tentative' | 'confirmed';
}

/** The form's problems by field (`rate:<roomId>` for a room's rate). */
export type NewStayProblems = Partial<Record<keyof NewStayDraft | `rate:${string}`, string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The form opened on `arrival` (one night), with `room` chosen when the calendar's cell gave one. */
export function newStayDraft(
  arrival: string,
  departure: string,
  room: Room | null,
  currency: string,
): NewStayDraft {
  return {
    guestName: '',
    guestPhone: '',
    guestEmail: '',
    adults: '2',
    children: '0',
    arrival,
    departure,
    rooms: room ? [{ roomId: room.id, rate: rateText(room, currency) }] : [],
    channelId: '',
    status: 'confirmed',
  };
}

/** A room's nightly rate as the form shows it ('' when the room has none). */
export const rateText = (room: Pick<Room, 'nightlyRate'>, currency: string): string =>
  room.nightlyRate === null ? '' : toDecimalString(room.nightlyRate, currency);

/** The dates' problem in words, or null: both given, departure after arrival, at most 365 nights. */
export function datesProblem(arrival: string, departure: string): NewStayProblems {
  if (!DAY.test(arrival)) return { arrival: 'Choose the arrival day' };
  if (!DAY.test(departure)) return { departure: 'Choose the departure day' };
  if (departure <= arrival) return { departure: 'The departure must be after the arrival' };
  if (nightsBetween(arrival, departure) > STAY_RANGES.nights.max)
    return { departure: 'A stay is at most 365 nights' };
  return {};
}

/**
 * Checks New stay as the database will (issue 31): the guest's name (and contact within its limits),
 * adults 1–50 and children 0–50, the dates, at least one room, and each room's rate per night (0 or
 * more, in the lodge's currency; blank is 0). Nothing typed is changed.
 * @returns the stay to book (rates in minor units; no id yet), or the problems by field.
 */
export function checkNewStay(
  draft: NewStayDraft,
  currency: string,
  lodgeId: string,
): { input: Omit<StayInput, 'id'> } | { problems: NewStayProblems } {
  const problems: NewStayProblems = { ...datesProblem(draft.arrival, draft.departure) };
  const name = draft.guestName.trim();
  if (name === '') problems.guestName = "Enter the guest's name";
  else {
    const long = lengthProblem(name, TEXT_LIMITS.guestName);
    if (long) problems.guestName = long;
  }
  const phone = lengthProblem(draft.guestPhone.trim(), TEXT_LIMITS.guestPhone);
  if (phone) problems.guestPhone = phone;
  const email = draft.guestEmail.trim();
  if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    problems.guestEmail = 'Enter an e-mail such as name@example.com';
  const adults = rangeProblem(draft.adults, STAY_RANGES.adults);
  if (adults) problems.adults = adults;
  const children = rangeProblem(draft.children, STAY_RANGES.children);
  if (children) problems.children = children;
  if (draft.rooms.length === 0) problems.rooms = 'Choose at least one room';
  const rooms: StayInput['rooms'] = [];
  for (const room of draft.rooms) {
    if (room.rate.trim() === '') {
      rooms.push({ roomId: room.roomId, nightlyRate: 0 });
      continue;
    }
    const parsed = parseMoney(room.rate, currency);
    if ('error' in parsed) problems[`rate:${room.roomId}`] = parsed.error;
    else rooms.push({ roomId: room.roomId, nightlyRate: parsed.minor });
  }
  if (Object.keys(problems).length > 0) return { problems };
  return {
    input: {
      lodgeId,
      guestName: name,
      guestPhone: draft.guestPhone.trim(),
      guestEmail: email,
      arrival: draft.arrival,
      departure: draft.departure,
      adults: Number(draft.adults.trim()),
      children: Number(draft.children.trim()),
      rooms,
      channelId: draft.channelId === '' ? null : draft.channelId,
      status: draft.status,
      description: '',
    },
  };
}
