import type { Booking, BookingNote, BookingStatus } from '../../data/bookings';
import { bookingStatusLabels } from '../../data/bookings';
import type { Note } from '../../data/notes';
import type { BookingItem, Payment } from '../../data/money';
import type { PaymentMethod } from '../../data/money-format';
import type { ProgressByModule } from '../../data/training';
import { lengthProblem, NUMBER_RANGES, rangeProblem, TEXT_LIMITS } from '../../data/field-limits';
import { isLodgeRole, roleLabels, type Permission } from '../../data/lodge-roles';
import { insertBookingNote } from '../supabase/booking-notes';
import {
  insertBooking,
  transitionBookingStatus,
  type BookingDetails,
  type TransitionResult,
} from '../supabase/bookings';
import { insertDailyNote } from '../supabase/daily-notes';
import type { Edited } from '../supabase/update-if-unchanged';
import type { Product } from '../../data/products';
import type { DistributionChannel } from '../../data/distribution';
import type { StaffMember } from '../../data/staff';
import type {
  FeedbackItem,
  GuestExperience,
  GuestReview,
  MessageTemplate,
  SocialPost,
} from '../../data/experience';
import type { ChannelDetails } from '../supabase/distribution-channels';
import type { StaffMemberDetails } from '../supabase/staff-members';
import type { LodgeSettings } from '../supabase/lodge-settings';
import type { ReviewChanges } from '../supabase/reviews';
import type { FeedbackChanges } from '../supabase/feedback-scores';
import type { SocialMentionChanges } from '../supabase/social-mentions';
import type { MessageTemplateChanges } from '../supabase/message-templates';
import type { ModuleProgress } from '../supabase/training-progress';
import type { HousekeepingStatus } from '../../data/front-desk';
import { housekeepingLabels, withMark, type BoardRoom } from '../../data/housekeeping-board';
import type { Stay, StayInput } from '../supabase/stays';
import type { LodgeMember } from '../supabase/lodge-members';
import type { LodgeRole } from '../../../machines/shared/lodge-types';

/**
 * The writes a person can make offline (issue 9), one entry per kind, as Replicache's mutators table
 * (rocicorp/replicache-quickstarts `shared/src/mutators.ts`) is: everything the app knows about a kind
 * lives in its entry, and the outbox, the sync's push, the screens' overlay and Needs attention only
 * look entries up. An entry says:
 *
 * - `send(command)`: sends it once, idempotently (the command's `id` is the new row's id; a status
 *   change carries the status seen as a precondition). Resolves to what the server keeps; rejects with
 *   the server's error, or with a {@link CommandConflict} when a precondition no longer holds.
 * - `optimistic(command)`: what the screen shows at once while it waits (`pending: true`).
 * - `shows`: how it changes each list a screen shows ({@link ShownLists}) until the server has it.
 * - `describe(command)`: the line Needs attention shows, in the person's words; `conflictDetail` the
 *   second line of a conflict (what they saw, what it is now).
 * - `validate(command)`: the database's rules on what was typed (`data/field-limits.ts`, the forms'
 *   own numbers), checked before the command is sent or queued (issue 18: a refusal after the fact
 *   must never cost what was typed); the problem in words, or null.
 * - `action` and `permission`: what the person was doing, in words ("add notes"), and the role
 *   permission it needs — Needs attention explains a refusal with them ("Your role changed to
 *   Trustee, so you can no longer add notes") and offers Try again only when the role now allows it.
 * - `text` (kinds with typed text): the text Needs attention's Edit opens and Copy copies, its
 *   limit, and the command with the text changed.
 *
 * **Adding a kind** (e.g. a payment): add its payload to {@link CommandPayloads} and its entry to
 * {@link commands} — TypeScript then asks for every field — and one test in
 * `tests/unit/offline/commands.test.ts`. If it shows in a list no kind showed in before, add that list
 * to {@link ShownLists} and lay it over in the screen's loader with `withOutbox`. The screen saves it
 * with `saveOrQueue(kind, payload, person)` (queued-writes.ts) and words its toast with `savedWords`
 * (saved-words.ts, where TypeScript asks for the kind's words: its `noun` says it when kept on the
 * phone — "Role change saved on this phone — waiting to send"); nothing else changes.
 */

/** What each kind carries besides the fields every command has ({@link CommandBase}). */
export interface CommandPayloads {
  /** A note for the day's team (dashboard "Add Note"; `bookingId` when written from a booking). */
  'dailyNote.add': {
    lodgeId: string;
    /** The lodge's day, `YYYY-MM-DD`. */
    date: string;
    text: string;
    bookingId?: string;
  };
  /** A note on a booking (the booking dialog's Save Note). */
  'bookingNote.add': { lodgeId: string; bookingId: string; text: string };
  /**
   * Check in / check out / cancel: moves `booking` from the status the person saw (`booking.status`)
   * to `to`. Applied only if the booking is still in the status seen (issue 9 "Conflicts").
   */
  'booking.setStatus': {
    lodgeId: string;
    /** The booking as the person saw it when they tapped. */
    booking: Booking;
    to: BookingStatus;
  };
  /**
   * Edit note (issue 18) of `note` as the person saw it, to `text`. Issue 33 "No lost updates,
   * anywhere": applied only while the note is still version `seen` (the seen note's `updatedAt`; Keep
   * mine sends it again over theirs), else it goes to Needs attention with both versions.
   */
  'dailyNote.edit': { lodgeId: string; note: Note; text: string; seen: string | null };
  /** A booking's details edited (Edit booking): `opened` as the form showed it, version `seen` (issue 33). */
  'booking.edit': { lodgeId: string; opened: Booking; details: BookingDetails; seen: string | null };
  /** A product edited (Edit product): `opened` as the form showed it, version `seen` (issue 33). */
  'product.edit': { lodgeId: string; opened: Product; product: Product; seen: string | null };
  /** A booking note's text edited (issue 18), from version `seen` (issue 33, as `dailyNote.edit`). */
  'bookingNote.edit': { lodgeId: string; note: BookingNote; text: string; seen: string | null };
  /** A sales channel edited: `opened` as the form showed it, version `seen` (issue 33). */
  'channel.edit': {
    lodgeId: string;
    opened: DistributionChannel;
    details: ChannelDetails;
    seen: string | null;
  };
  /** A staff member's name, role, phone or account link edited: `opened` as shown, version `seen` (issue 33). */
  'staff.edit': { lodgeId: string; opened: StaffMember; details: StaffMemberDetails; seen: string | null };
  /** The lodge's settings edited (owners): `opened` as the form showed them, version `seen` (issue 33). */
  'lodgeSettings.edit': {
    lodgeId: string;
    opened: LodgeSettings;
    settings: Omit<LodgeSettings, 'sampleContent'>;
    seen: string | null;
  };
  /** A guest review edited: `opened` as the form showed it, version `seen` (issue 33). */
  'review.edit': { lodgeId: string; opened: GuestReview; changes: ReviewChanges; seen: string | null };
  /** A feedback score edited: `opened` as the form showed it, version `seen` (issue 33). */
  'feedbackScore.edit': {
    lodgeId: string;
    opened: FeedbackItem;
    changes: FeedbackChanges;
    seen: string | null;
  };
  /** A social mention edited: `opened` as the form showed it, version `seen` (issue 33). */
  'socialMention.edit': {
    lodgeId: string;
    opened: SocialPost;
    changes: SocialMentionChanges;
    seen: string | null;
  };
  /** A message template edited: `opened` as the form showed it, version `seen` (issue 33). */
  'messageTemplate.edit': {
    lodgeId: string;
    opened: MessageTemplate;
    changes: MessageTemplateChanges;
    seen: string | null;
  };
  /**
   * A team member's role changed (Team): `opened` as the screen showed them, from version `seen` (their
   * role's `updatedAt`; issue 33 — the owner rules stay the database's).
   */
  'member.setRole': { lodgeId: string; opened: LodgeMember; role: LodgeRole; seen: string | null };
  /** A new booking (Add Booking); the command's `id` becomes the booking's id. */
  'booking.add': { lodgeId: string; details: BookingDetails };
  /** "Mark as done" on a training module (idempotent upsert, progress only grows). */
  'training.markDone': { lodgeId: string; moduleId: string };
  /** Undo of "Mark as done" (issue 18): the module's progress back to what it was (`progress`). */
  'training.undoDone': { lodgeId: string; moduleId: string; progress: number };
  /**
   * An item on a booking (issue 20 "Add item"): the command's `id` becomes the item's id; amounts in
   * minor units. The product's name and type are what the person saw (the server copies its own).
   */
  'bookingItem.add': {
    lodgeId: string;
    bookingId: string;
    bookingName: string;
    productId: string;
    productName: string;
    productType: BookingItem['productType'];
    quantity: number;
    unitPrice: number;
    /** The lodge's currency, for the words Needs attention shows. */
    currency: string;
  };
  /**
   * A new stay (issue 31 "New stay", offline too): the command's `id` is the stay's id (`book_stay` is
   * idempotent on it). `input` is everything typed, so Needs attention can offer Move to / Change dates
   * / Discard with Copy when the server refuses an overlap (23P01, its `details` name the room and the
   * stay holding it); `roomNames` are the rooms' names as the person saw them (same order), for the words.
   */
  'stay.book': { lodgeId: string; input: Omit<StayInput, 'id'>; roomNames: string[] };
  /**
   * Extend / Shorten (issue 31): the stay as the person saw it (its `version` travels: a stay changed
   * meanwhile is refused with 40001, never overwritten) and the new dates.
   */
  'stay.changeDates': {
    lodgeId: string;
    stay: Stay;
    arrival: string;
    departure: string;
    /**
     * Set when Needs attention's **Move to** answered an overlap on these dates (or **Change dates** on
     * a refused move): the stay's nights move from one room to another first, then the dates change.
     */
    move?: { fromRoomId: string; toRoomId: string; toRoomName: string };
  };
  /** Move to another room (issue 31): the remaining nights of `stay` (as seen) from one room to another. */
  'stay.move': {
    lodgeId: string;
    stay: Stay;
    fromRoomId: string;
    toRoomId: string;
    /** The rooms' names as the person saw them, for the words. */
    fromRoomName: string;
    toRoomName: string;
  };
  /** A payment on a booking (issue 20 "Record payment"; a refund is negative), minor units. */
  'payment.add': {
    lodgeId: string;
    bookingId: string;
    bookingName: string;
    amount: number;
    method: PaymentMethod;
    reference: string | null;
    currency: string;
  };
  /**
   * A room marked Clean, Dirty or Inspected on the housekeeping board (issue 31), with when it was
   * marked (ISO, the phone's clock at the tap): the later mark wins on the server (`mark_room`), so a
   * mark sent late never undoes a newer one.
   */
  'room.mark': {
    lodgeId: string;
    roomId: string;
    /** The room's name, for the words Needs attention shows. */
    roomName: string;
    status: HousekeepingStatus;
    markedAt: string;
  };
}

/** The kinds of offline write. */
export type CommandKind = keyof CommandPayloads;

/**
 * What every queued command has besides its kind's payload (which always names its `lodgeId`): its id
 * (UUID made on the phone), whose it is and when it was made.
 */
export interface CommandBase {
  id: string;
  /** When the person saved it (ms since the epoch, the phone's clock: shown, never sent as data). */
  queuedAt: number;
  /** The person's display name, shown as the author of a note while it waits. */
  authorName: string;
}

/** A write waiting in the outbox: of kind `K`, or (by default) of any kind. */
export type OutboxCommand<K extends CommandKind = CommandKind> = {
  [P in K]: CommandBase & { kind: P } & CommandPayloads[P];
}[K];

/**
 * The lists a screen shows that waiting writes change, each with what decides whether a command
 * belongs in it (`scope`).
 */
export interface ShownLists {
  /** The lodge's daily notes of one day. */
  dailyNotes: { rows: Note[]; scope: { lodgeId: string; date: string } };
  /** The notes of the bookings shown. */
  bookingNotes: { rows: BookingNote[]; scope: { bookingIds: ReadonlySet<string> } };
  /** The lodge's bookings whose day `inRange` accepts (not sorted here: see `bookingsWithOutbox`). */
  bookings: { rows: Booking[]; scope: { lodgeId: string; inRange: (date: string) => boolean } };
  /** The member's training progress in the lodge, percent by module. */
  trainingProgress: { rows: ProgressByModule; scope: { lodgeId: string } };
  /** One booking's items (issue 20). */
  bookingItems: { rows: BookingItem[]; scope: { bookingId: string } };
  /** One booking's payments (issue 20). */
  payments: { rows: Payment[]; scope: { bookingId: string } };
  /** The lodge's housekeeping board (issue 31). */
  housekeepingBoard: { rows: BoardRoom[]; scope: { lodgeId: string } };
  /** The lodge's stays whose nights meet `[from, to)` (issue 31: the calendar and a stay's detail). */
  stays: { rows: ShownStay[]; scope: { lodgeId: string; from: string; to: string } };
  /** The lodge's members and their roles (Team). */
  members: { rows: LodgeMember[]; scope: { lodgeId: string } };
  /** The lodge's products. */
  products: { rows: Product[]; scope: { lodgeId: string } };
  /** The lodge's sales channels. */
  channels: { rows: DistributionChannel[]; scope: { lodgeId: string } };
  /** The lodge's staff list. */
  staffMembers: { rows: StaffMember[]; scope: { lodgeId: string } };
  /** Guest Experience's four lists. */
  guestExperience: { rows: GuestExperience; scope: { lodgeId: string } };
}

/** A staff member as edited (`staff.edit`): the fields the form changes over the row opened. */
const editedStaff = ({
  opened,
  details,
}: {
  opened: StaffMember;
  details: StaffMemberDetails;
}): StaffMember => ({
  ...opened,
  name: details.name,
  role: details.role,
  phone: details.phone || null,
});

/**
 * `rows` with the row of `saved`'s id replaced by `saved` when `command` is of the lodge shown: how an
 * edit made offline shows on its list until the server has it (bug: an offline edit vanished from its
 * screen when the screen read again — Team's role went back to the old one right after the change).
 */
const editedIn = <T extends { id: string }>(
  rows: T[],
  command: { lodgeId: string },
  scope: { lodgeId: string },
  saved: T,
): T[] => (command.lodgeId === scope.lodgeId ? rows.map((row) => (row.id === saved.id ? saved : row)) : rows);

/** A stay as a screen shows it: `pending` while it (or a change to it) waits in the outbox. */
export type ShownStay = Stay & { pending?: boolean };

/**
 * The command of `kind` with `payload`, made now for `authorName` with a new id (the row's id when
 * it makes one). Typed as both its kind's command and any command (for the outbox).
 */
export function commandOf<K extends CommandKind>(
  kind: K,
  payload: CommandPayloads[K],
  authorName: string,
): OutboxCommand<K> & OutboxCommand;
// TypeScript cannot tie a generic payload spread beside `kind` to that kind's command: the overload
// above states it, this signature builds it.
export function commandOf(
  kind: CommandKind,
  payload: CommandPayloads[CommandKind],
  authorName: string,
): CommandBase & { kind: CommandKind; lodgeId: string } {
  return { id: crypto.randomUUID(), queuedAt: Date.now(), authorName, kind, ...payload };
}

/** A list of {@link ShownLists}. */
export type ShownList = keyof ShownLists;

/** How one kind lays itself over list `L`: the rows with the command shown (the same rows if it does not belong). */
type Show<C, L extends ShownList> = (
  rows: ShownLists[L]['rows'],
  command: C,
  scope: ShownLists[L]['scope'],
) => ShownLists[L]['rows'];

/** One entry of {@link commands}: see there. `C` is the command, `R` what saving it resolves to. */
export interface CommandEntry<C, R> {
  send: (command: C) => Promise<R>;
  optimistic: (command: C) => R;
  shows: { [L in ShownList]?: Show<C, L> };
  describe: (command: C) => string;
  conflictDetail?: (command: C, current: Booking | null) => string;
  validate: (command: C) => string | null;
  action: string;
  /** What the person made, for Needs attention's words ("A manager deleted this note…"). */
  noun: string;
  permission: Permission;
  text?: EditableText<C>;
}

/** A stay write's nights and how to change them (issue 31's Needs attention: Move to, Change dates). */
export interface StayShape<C> {
  /**
   * The room and nights asked for; `bookingId` is the stay's (left out of `free_rooms`), null for a
   * new one. `heldRoomId` is the room the refusal names (its `23P01` details): of a stay in several
   * rooms, that one is asked about; `otherRoomIds` are the write's other rooms (never offered as
   * Move to: the guest has them already).
   */
  asked: (
    command: C,
    heldRoomId?: string,
  ) => {
    bookingId: string | null;
    roomId: string;
    roomName: string;
    arrival: string;
    departure: string;
    otherRoomIds?: string[];
  };
  /** The guest's name and contact, one per line (Copy, before Discard). */
  guest: (command: C) => string;
  /** The write sent again with room `replacedRoomId` (the asked one) replaced by `room`. */
  withRoom: (command: C, room: { id: string; name: string }, replacedRoomId: string) => OutboxCommand;
  /** The write sent again for other nights, `[arrival, departure)` (a refused move becomes a move on those dates). */
  withDates: (command: C, arrival: string, departure: string) => OutboxCommand;
}

/** The typed text of a command, as Needs attention's Edit and Copy use it. */
export interface EditableText<C> {
  /** The form field's label ("Note"). */
  label: string;
  /** The column's limit (`TEXT_LIMITS`). */
  limit: number;
  of: (command: C) => string;
  /** The command with its text replaced (the rest as it was). */
  with: (command: C, text: string) => C;
}

/** What was typed breaks a rule the database would refuse it for; `message` says which, in words. */
export class CommandInvalid extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandInvalid';
  }
}

/** The problem with a note's text: blank, or longer than `limit`. */
const noteProblem = (text: string, limit: number) =>
  text.trim() === '' ? 'Write something first.' : lengthProblem(text.trim(), limit);

/**
 * A precondition that no longer held when the command reached the server (a booking changed
 * meanwhile). Online the screen shows `message` (nothing is queued); from the outbox the command goes
 * to Needs attention with `setAsideMessage` and the row as it is now (`current`, null when deleted).
 */
export class CommandConflict extends Error {
  constructor(
    message: string,
    readonly setAsideMessage: string,
    readonly current: Booking | null,
  ) {
    super(message);
    this.name = 'CommandConflict';
  }
}

/** The message when a booking changed before a status change reached it online (issue 9 "Conflicts"). */
export const bookingChangedMessage = (current: Booking | null): string =>
  current
    ? `Someone changed this booking meanwhile: it is now ${current.status.replace('_', ' ')}. Nothing was changed.`
    : 'This booking was deleted meanwhile. Nothing was changed.';

/**
 * The booking a status change (check-in, check-out, cancel) applied to, from the server's answer.
 * @throws a {@link CommandConflict} naming the booking as it is now when it changed or was deleted.
 */
export function appliedBooking(result: TransitionResult): Booking {
  if (result.outcome === 'applied') return result.booking;
  const current = result.outcome === 'gone' ? null : result.current;
  throw new CommandConflict(
    bookingChangedMessage(current),
    current
      ? `Someone changed this booking while you were offline: it is now ${current.status.replace('_', ' ')}.`
      : 'The booking was deleted before this change reached the lodge.',
    current,
  );
}

/** The front-desk action that moves a booking to a status, as a button would name it. */
const actionTo: Readonly<Record<BookingStatus, string>> = {
  tentative: 'Make tentative',
  confirmed: 'Confirm',
  checked_in: 'Check in',
  checked_out: 'Check out',
  cancelled: 'Cancel',
  no_show: 'No show',
};

const sameId = <T extends { id: string }>(list: readonly T[], id: string) =>
  list.some((item) => item.id === id);

const createdAt = (command: CommandBase) => new Date(command.queuedAt).toISOString();

const dailyNote = (command: OutboxCommand<'dailyNote.add'>): Note => ({
  id: command.id,
  text: command.text,
  authorName: command.authorName,
  createdAt: createdAt(command),
  pending: true,
});

const bookingNote = (command: OutboxCommand<'bookingNote.add'>): BookingNote => ({
  id: command.id,
  bookingId: command.bookingId,
  text: command.text,
  authorName: command.authorName,
  createdAt: createdAt(command),
  pending: true,
});

const newBooking = ({ id, details }: OutboxCommand<'booking.add'>): Booking =>
  editedBooking({ id, status: 'confirmed' }, details);

/** `booking` with `details` laid over, waiting to be sent (a new booking: its id and status). */
const editedBooking = (
  booking: Pick<Booking, 'id' | 'status'> & Partial<Booking>,
  { guideStaffId, description, guest, ...rest }: BookingDetails,
): Booking => ({
  ...booking,
  ...rest,
  ...(description ? { description } : {}),
  ...(guideStaffId ? { guideStaffId } : {}),
  ...(guest ? { guest } : {}),
  pending: true,
});

/** The money writes load with the first item or payment sent, not with the first screen (issue 11). */
const moneyModule = () => import('../supabase/booking-money');

/**
 * An amount for Needs attention's line, in the lodge's currency (Intl, at the edge). Not the app's
 * `formatMoney`: this table is in the signed-in start's first download (issue 11 budget).
 */
const amountText = (minor: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
    minor / 100,
  );

// The waiting rows: the command less what only the outbox needs (fewer bytes than naming each field).
const bookingItem = ({
  kind: _kind,
  queuedAt: _queuedAt,
  authorName: _authorName,
  lodgeId: _lodgeId,
  bookingName: _bookingName,
  currency: _currency,
  ...item
}: OutboxCommand<'bookingItem.add'>): BookingItem => ({
  ...item,
  lineTotal: item.quantity * item.unitPrice,
  pending: true,
});

const payment = ({
  kind: _kind,
  authorName: _authorName,
  lodgeId: _lodgeId,
  bookingName: _bookingName,
  currency: _currency,
  ...command
}: OutboxCommand<'payment.add'>): Payment => {
  const { queuedAt, ...row } = command;
  return { ...row, paidAt: new Date(queuedAt).toISOString(), pending: true };
};

/** The stay writes load with the first stay sent, not with the first screen (issue 11). */
const staysModule = () => import('../supabase/stays');

/** A stay typed offline, as the calendar shows it until the server has it ("Waiting to send"). */
const newStay = ({ id, lodgeId, input, roomNames, queuedAt }: OutboxCommand<'stay.book'>): ShownStay => {
  const at = new Date(queuedAt).toISOString();
  return {
    id,
    lodgeId,
    guestName: input.guestName,
    status: input.status ?? 'confirmed',
    arrival: input.arrival,
    departure: input.departure,
    adults: input.adults,
    children: input.children,
    guests: input.adults + input.children,
    // The server's first version is 1: a change queued after this booking carries it.
    version: 1,
    channelId: input.channelId ?? null,
    description: input.description ?? null,
    contact: { name: input.guestName, phone: input.guestPhone ?? '', email: input.guestEmail ?? '' },
    rooms: input.rooms.map((room, index) => ({
      id: `${id}:${room.roomId}`,
      roomId: room.roomId,
      roomName: roomNames[index] ?? '',
      arrival: input.arrival,
      departure: input.departure,
      nightlyRate: room.nightlyRate ?? 0,
      released: false,
    })),
    createdAt: at,
    createdBy: null,
    updatedAt: at,
    checkedInAt: null,
    checkedOutAt: null,
    cancelledAt: null,
    pending: true,
  };
};

/** `stay` with new dates: its rooms' nights follow (the server does the same, items included). */
const redated = ({ stay, arrival, departure, move }: OutboxCommand<'stay.changeDates'>): ShownStay => ({
  ...stay,
  arrival,
  departure,
  rooms: stay.rooms.map((room) =>
    room.released
      ? room
      : {
          ...room,
          arrival,
          departure,
          ...(move && room.roomId === move.fromRoomId
            ? { roomId: move.toRoomId, roomName: move.toRoomName }
            : {}),
        },
  ),
  pending: true,
});

/** `stay` with its nights moved from one room to another (shown whole until the server splits them). */
const moved = ({ stay, fromRoomId, toRoomId, toRoomName }: OutboxCommand<'stay.move'>): ShownStay => ({
  ...stay,
  rooms: stay.rooms.map((room) =>
    room.roomId === fromRoomId && !room.released ? { ...room, roomId: toRoomId, roomName: toRoomName } : room,
  ),
  pending: true,
});

/** The stays of a list with one shown in place of (or beside) the one of the same id, when its nights meet the scope. */
const showStay = (
  rows: ShownStay[],
  stay: ShownStay,
  { lodgeId, from, to }: ShownLists['stays']['scope'],
): ShownStay[] => {
  if (stay.lodgeId !== lodgeId) return rows;
  const inScope = stay.arrival < to && from < stay.departure;
  const others = rows.filter((row) => row.id !== stay.id);
  return inScope ? [...others, stay] : others;
};

/** The problem with a stay typed (guest, guests, nights, rooms), as the database would refuse it. */
const stayInputProblem = (input: Omit<StayInput, 'id'>): string | null =>
  (input.guestName.trim() === '' ? "Give the guest's name." : null) ??
  lengthProblem(input.guestName, TEXT_LIMITS.guestName) ??
  lengthProblem(input.guestPhone ?? '', TEXT_LIMITS.guestPhone) ??
  lengthProblem(input.guestEmail ?? '', TEXT_LIMITS.guestEmail) ??
  (rangeProblem(input.adults, { min: 1, max: 50 })
    ? `Adults: ${rangeProblem(input.adults, { min: 1, max: 50 })}`
    : null) ??
  (rangeProblem(input.children, { min: 0, max: 50 })
    ? `Children: ${rangeProblem(input.children, { min: 0, max: 50 })}`
    : null) ??
  datesProblem(input.arrival, input.departure) ??
  (input.rooms.length === 0 ? 'Choose at least one room.' : null);

/** Departure after arrival, at most 365 nights (the database's check). */
const datesProblem = (arrival: string, departure: string): string | null => {
  if (!(departure > arrival)) return 'The departure must be after the arrival.';
  const nights = (Date.parse(departure) - Date.parse(arrival)) / 86_400_000;
  return nights > 365 ? 'A stay is at most 365 nights.' : null;
};

/** The typed text of a kind whose command's `text` is the note (Needs attention's Edit and Copy). */
const typedNote = <C extends { text: string }>(label: string, limit: number): EditableText<C> => ({
  label,
  limit,
  of: (command) => command.text,
  with: (command, text) => ({ ...command, text }),
});

/** A team member as the Team screen names them: full name, else @username (Needs attention's words). */
export const memberLabel = (member: Pick<LodgeMember, 'fullName' | 'username'>) =>
  member.fullName?.trim() || (member.username ? `@${member.username}` : 'A team member');

/** A booking's details in words (both versions of a conflict; edit-conflicts.ts). */
export const bookingWords = (b: Pick<Booking, 'name' | 'date' | 'time' | 'guests'>) =>
  `${b.name}, ${b.date} ${b.time}, ${b.guests} guests`;

/** The problem with a booking's details as typed, or null. */
const bookingProblem = (details: BookingDetails) =>
  (details.name.trim() === '' ? 'Give the booking a name.' : null) ??
  lengthProblem(details.name, TEXT_LIMITS.bookingName) ??
  lengthProblem(details.description ?? '', TEXT_LIMITS.bookingDescription) ??
  (rangeProblem(details.guests, NUMBER_RANGES.bookingGuests)
    ? `Guests: ${rangeProblem(details.guests, NUMBER_RANGES.bookingGuests)}`
    : null);

/** What saving a command of each kind resolves to (the screen's row). */
export interface CommandResults {
  'dailyNote.add': Note;
  'bookingNote.add': BookingNote;
  'booking.setStatus': Booking;
  'booking.add': Booking;
  'dailyNote.edit': Edited<Note>;
  'booking.edit': Edited<Booking>;
  'product.edit': Edited<Product>;
  'bookingNote.edit': Edited<BookingNote>;
  'channel.edit': Edited<DistributionChannel>;
  'staff.edit': Edited<StaffMember>;
  'lodgeSettings.edit': Edited<LodgeSettings>;
  'review.edit': Edited<GuestReview>;
  'feedbackScore.edit': Edited<FeedbackItem>;
  'socialMention.edit': Edited<SocialPost>;
  'messageTemplate.edit': Edited<MessageTemplate>;
  'member.setRole': Edited<LodgeMember>;
  'training.markDone': ModuleProgress;
  'training.undoDone': ModuleProgress;
  'bookingItem.add': BookingItem;
  'payment.add': Payment;
  'room.mark': RoomMark;
  'stay.book': ShownStay;
  'stay.changeDates': ShownStay;
  'stay.move': ShownStay;
}

/** A room's mark as the board shows it (issue 31); `pending` while it waits in the outbox. */
export interface RoomMark {
  roomId: string;
  status: HousekeepingStatus;
  markedAt: string;
  pending?: boolean;
}

/** The table's type: each kind's entry takes commands of that kind. */
export type CommandTable = { [K in CommandKind]: CommandEntry<OutboxCommand<K>, CommandResults[K]> };

/** The table of offline write kinds: see the file's comment. */
export const commands: CommandTable = {
  'dailyNote.add': {
    send: ({ id, lodgeId, date, text, bookingId }) =>
      insertDailyNote({ id, lodgeId, date, text, ...(bookingId ? { bookingId } : {}) }),
    optimistic: dailyNote,
    shows: {
      dailyNotes: (rows, command, { lodgeId, date }) =>
        command.lodgeId === lodgeId && command.date === date && !sameId(rows, command.id)
          ? [...rows, dailyNote(command)]
          : rows,
    },
    describe: (command) => `Note: ${command.text}`,
    validate: ({ text }) => noteProblem(text, TEXT_LIMITS.dailyNote),
    action: 'add notes',
    noun: 'note',
    permission: 'writeNotes',
    text: typedNote('Note', TEXT_LIMITS.dailyNote),
  },
  'bookingNote.add': {
    send: ({ id, lodgeId, bookingId, text }) => insertBookingNote({ id, lodgeId, bookingId, text }),
    optimistic: bookingNote,
    shows: {
      bookingNotes: (rows, command, { bookingIds }) =>
        bookingIds.has(command.bookingId) && !sameId(rows, command.id)
          ? [...rows, bookingNote(command)]
          : rows,
    },
    describe: (command) => `Booking note: ${command.text}`,
    validate: ({ text }) => noteProblem(text, TEXT_LIMITS.bookingNote),
    action: 'add notes to bookings',
    noun: 'booking note',
    permission: 'writeNotes',
    text: typedNote('Booking note', TEXT_LIMITS.bookingNote),
  },
  'booking.setStatus': {
    send: async ({ booking, to }) =>
      appliedBooking(await transitionBookingStatus(booking.id, booking.status, to)),
    optimistic: ({ booking, to }) => ({ ...booking, status: to, pending: true }),
    shows: {
      bookings: (rows, command, { lodgeId }) =>
        command.lodgeId === lodgeId
          ? rows.map((booking) =>
              booking.id === command.booking.id ? { ...booking, status: command.to, pending: true } : booking,
            )
          : rows,
    },
    describe: ({ booking, to }) => `${actionTo[to]}: ${booking.name}, ${booking.time}`,
    conflictDetail: ({ booking }, current) =>
      `You saw: ${bookingStatusLabels[booking.status]} · Now: ${current ? bookingStatusLabels[current.status] : 'deleted'}`,
    validate: () => null,
    action: 'check guests in and out',
    noun: 'check-in or check-out',
    permission: 'checkGuestsInOut',
  },
  'booking.add': {
    send: ({ id, lodgeId, details }) => insertBooking(lodgeId, details, id),
    optimistic: newBooking,
    shows: {
      bookings: (rows, command, { lodgeId, inRange }) =>
        command.lodgeId === lodgeId && inRange(command.details.date) && !sameId(rows, command.id)
          ? [...rows, newBooking(command)]
          : rows,
    },
    describe: ({ details }) => `New booking: ${details.name}, ${details.date} ${details.time}`,
    validate: ({ details }) => bookingProblem(details),
    action: 'add bookings',
    noun: 'booking',
    permission: 'addBookings',
    text: {
      label: 'Booking name',
      limit: TEXT_LIMITS.bookingName,
      of: ({ details }) => details.name,
      with: (command, name) => ({ ...command, details: { ...command.details, name } }),
    },
  },
  'dailyNote.edit': {
    // Loaded when sent, as the edits below (issue 11 budget: this table is in the first download).
    send: ({ note, text, seen }) =>
      import('../supabase/daily-note-edits').then((m) => m.updateDailyNote(note.id, text, seen)),
    optimistic: ({ note, text }) => ({ saved: { ...note, text, pending: true } }),
    shows: {
      dailyNotes: (rows, { note, text }) =>
        rows.map((row) => (row.id === note.id ? { ...row, text, pending: true } : row)),
    },
    describe: ({ text }) => `Edited note: ${text}`,
    validate: ({ text }) => noteProblem(text, TEXT_LIMITS.dailyNote),
    action: 'edit notes',
    noun: 'note',
    permission: 'writeNotes',
    text: typedNote('Note', TEXT_LIMITS.dailyNote),
  },
  'booking.edit': {
    // Loaded when sent (the edit form is not on the signed-in start's path, issue 11 budget).
    send: ({ lodgeId, opened, details, seen }) =>
      import('../supabase/booking-edits').then((m) =>
        m.updateBooking(lodgeId, opened.id, details, opened, seen),
      ),
    optimistic: ({ opened, details }) => ({ saved: editedBooking(opened, details) }),
    shows: {
      bookings: (rows, { lodgeId, opened, details }, scope) =>
        lodgeId === scope.lodgeId
          ? rows.map((row) => (row.id === opened.id ? editedBooking(row, details) : row))
          : rows,
    },
    describe: ({ details }) => `Edited booking: ${bookingWords(details)}`,
    validate: ({ details }) => bookingProblem(details),
    action: 'change bookings',
    noun: 'booking',
    permission: 'manageBookings',
  },
  'product.edit': {
    send: ({ opened, product, seen }) =>
      import('../supabase/products').then((m) => m.updateProduct(product, opened, seen)),
    optimistic: ({ product }) => ({ saved: product }),
    shows: {
      products: (rows, command, scope) => editedIn(rows, command, scope, command.product),
    },
    describe: ({ product }) => `Edited product: ${product.name}`,
    validate: ({ product }) => (product.name.trim() === '' ? 'Give the product a name.' : null),
    action: 'change products',
    noun: 'product',
    permission: 'manageProducts',
  },
  'bookingNote.edit': {
    send: ({ note, text, seen }) =>
      import('../supabase/booking-note-edits').then((m) => m.updateBookingNote(note.id, text, seen)),
    optimistic: ({ note, text }) => ({ saved: { ...note, text, pending: true } }),
    shows: {
      bookingNotes: (rows, { note, text }) =>
        rows.map((row) => (row.id === note.id ? { ...row, text, pending: true } : row)),
    },
    describe: ({ text }) => `Edited booking note: ${text}`,
    validate: ({ text }) => noteProblem(text, TEXT_LIMITS.bookingNote),
    action: 'edit booking notes',
    noun: 'booking note',
    permission: 'writeNotes',
    text: typedNote('Booking note', TEXT_LIMITS.bookingNote),
  },
  'channel.edit': {
    send: ({ opened, details, seen }) =>
      import('../supabase/distribution-channels').then((m) =>
        m.updateDistributionChannel(opened, details, seen),
      ),
    optimistic: ({ opened, details }) => ({ saved: { ...opened, ...details } }),
    shows: {
      channels: (rows, command, scope) =>
        editedIn(rows, command, scope, { ...command.opened, ...command.details }),
    },
    describe: ({ details }) => `Edited sales channel: ${details.name}`,
    validate: ({ details }) => (details.name.trim() === '' ? 'Give the channel a name.' : null),
    action: 'change sales channels',
    noun: 'sales channel',
    permission: 'manageProducts',
  },
  'staff.edit': {
    send: ({ opened, details, seen }) =>
      import('../supabase/staff-members').then((m) => m.updateStaffMember(opened, details, seen)),
    optimistic: (command) => ({ saved: editedStaff(command) }),
    shows: {
      staffMembers: (rows, command, scope) => editedIn(rows, command, scope, editedStaff(command)),
    },
    describe: ({ details }) =>
      `Edited staff member: ${details.name}${details.role ? `, ${details.role}` : ''}`,
    validate: ({ details }) => (details.name.trim() === '' ? "Give the person's name." : null),
    action: 'change the staff list',
    noun: 'staff member',
    permission: 'manageStaff',
  },
  'lodgeSettings.edit': {
    send: ({ lodgeId, opened, settings, seen }) =>
      import('../supabase/lodge-settings').then((m) => m.saveLodgeSettings(lodgeId, opened, settings, seen)),
    optimistic: ({ opened, settings }) => ({ saved: { ...opened, ...settings } }),
    shows: {},
    describe: ({ settings }) => `Lodge settings: ${settings.name}`,
    validate: ({ settings }) => (settings.name.trim() === '' ? 'Give the lodge a name.' : null),
    action: 'change the lodge settings',
    noun: 'change to the settings',
    permission: 'changeLodgeSettings',
  },
  'review.edit': {
    send: ({ opened, changes, seen }) =>
      import('../supabase/reviews').then((m) => m.updateReview(opened, changes, seen)),
    optimistic: ({ opened, changes }) => ({ saved: { ...opened, ...changes } }),
    shows: {
      guestExperience: (shown, command, scope) => ({
        ...shown,
        reviews: editedIn(shown.reviews, command, scope, { ...command.opened, ...command.changes }),
      }),
    },
    describe: ({ changes }) => `Edited review: ${changes.name}, ${changes.rating}★`,
    validate: ({ changes }) => (changes.name.trim() === '' ? "Give the guest's name." : null),
    action: 'change guest reviews',
    noun: 'review',
    permission: 'manageGuestExperience',
  },
  'feedbackScore.edit': {
    send: ({ opened, changes, seen }) =>
      import('../supabase/feedback-scores').then((m) => m.updateFeedbackScore(opened, changes, seen)),
    optimistic: ({ opened, changes }) => ({ saved: { ...opened, ...changes } }),
    shows: {
      guestExperience: (shown, command, scope) => ({
        ...shown,
        feedback: editedIn(shown.feedback, command, scope, { ...command.opened, ...command.changes }),
      }),
    },
    describe: ({ changes }) => `Edited score: ${changes.category} ${changes.score}%`,
    validate: ({ changes }) => (changes.category.trim() === '' ? 'Give the category.' : null),
    action: 'change feedback scores',
    noun: 'feedback score',
    permission: 'manageGuestExperience',
  },
  'socialMention.edit': {
    send: ({ opened, changes, seen }) =>
      import('../supabase/social-mentions').then((m) => m.updateSocialMention(opened, changes, seen)),
    optimistic: ({ opened, changes }) => ({ saved: { ...opened, ...changes } }),
    shows: {
      guestExperience: (shown, command, scope) => ({
        ...shown,
        socialPosts: editedIn(shown.socialPosts, command, scope, { ...command.opened, ...command.changes }),
      }),
    },
    describe: ({ changes }) => `Edited mention: ${changes.author} on ${changes.platform}`,
    validate: ({ changes }) => (changes.author.trim() === '' ? 'Give who posted it.' : null),
    action: 'change social mentions',
    noun: 'social mention',
    permission: 'manageGuestExperience',
  },
  'messageTemplate.edit': {
    send: ({ opened, changes, seen }) =>
      import('../supabase/message-templates').then((m) => m.updateMessageTemplate(opened, changes, seen)),
    optimistic: ({ opened, changes }) => ({ saved: { ...opened, ...changes } }),
    shows: {
      guestExperience: (shown, command, scope) => ({
        ...shown,
        templates: editedIn(shown.templates, command, scope, { ...command.opened, ...command.changes }),
      }),
    },
    describe: ({ changes }) => `Edited template: ${changes.title}`,
    validate: ({ changes }) => (changes.title.trim() === '' ? 'Give the template a title.' : null),
    action: 'change message templates',
    noun: 'message template',
    permission: 'manageGuestExperience',
  },
  'member.setRole': {
    send: ({ lodgeId, opened, role, seen }) =>
      import('../supabase/lodge-members').then((m) => m.updateMemberRole(lodgeId, opened, role, seen)),
    optimistic: ({ opened, role }) => ({ saved: { ...opened, role } }),
    shows: {
      members: (rows, { lodgeId, opened, role }, scope) =>
        lodgeId === scope.lodgeId
          ? rows.map((member) => (member.userId === opened.userId ? { ...member, role } : member))
          : rows,
    },
    describe: ({ opened, role }) => `Role of ${memberLabel(opened)}: ${roleLabels[role]}`,
    validate: ({ role }) => (isLodgeRole(role) ? null : 'Pick a role.'),
    action: 'change team roles',
    noun: 'role change',
    permission: 'manageTeam',
  },
  'training.markDone': {
    // Loaded when sent: the training module is not on the signed-in start's path (issue 11 budget).
    send: ({ lodgeId, moduleId }) =>
      import('../supabase/training-progress').then((module) => module.markModuleDone(lodgeId, moduleId)),
    optimistic: ({ moduleId }) => ({ moduleId, progress: 100, completedAt: null }),
    shows: {
      trainingProgress: (rows, command, { lodgeId }) =>
        command.lodgeId === lodgeId ? new Map(rows).set(command.moduleId, 100) : rows,
    },
    describe: ({ moduleId }) => `Training step marked as done (${moduleId})`,
    validate: () => null,
    action: 'record training',
    noun: 'training step',
    permission: 'trackOwnLearning',
  },
  'training.undoDone': {
    send: ({ lodgeId, moduleId, progress }) =>
      import('../supabase/training-progress').then((module) =>
        module.setModuleProgress(lodgeId, moduleId, progress),
      ),
    optimistic: ({ moduleId, progress }) => ({ moduleId, progress, completedAt: null }),
    shows: {
      trainingProgress: (rows, command, { lodgeId }) =>
        command.lodgeId === lodgeId ? new Map(rows).set(command.moduleId, command.progress) : rows,
    },
    describe: ({ moduleId, progress }) => `Training step back to ${progress} % (${moduleId})`,
    validate: ({ progress }) =>
      Number.isInteger(progress) && progress >= 0 && progress <= 100 ? null : 'Progress must be 0 to 100 %.',
    action: 'record training',
    noun: 'training step',
    permission: 'trackOwnLearning',
  },
  'bookingItem.add': {
    send: async ({ id, lodgeId, bookingId, productId, quantity, unitPrice }) =>
      (await moneyModule()).insertBookingItem({
        id,
        lodgeId,
        bookingId,
        productId,
        quantity,
        unitPrice,
      }),
    optimistic: bookingItem,
    shows: {
      bookingItems: (rows, command, { bookingId }) =>
        command.bookingId === bookingId && !sameId(rows, command.id) ? [...rows, bookingItem(command)] : rows,
    },
    describe: ({ bookingName, productName, quantity, unitPrice, currency }) =>
      `Item on ${bookingName}: ${productName}, ${quantity} × ${amountText(unitPrice, currency)}`,
    validate: ({ quantity }) =>
      Number.isInteger(quantity) && quantity >= 1 && quantity <= 10_000
        ? null
        : 'Quantity: Between 1 and 10,000',
    action: 'add items to bookings',
    noun: 'item',
    permission: 'recordMoney',
  },
  'stay.book': {
    send: async ({ id, lodgeId, input }) => (await staysModule()).bookStay({ ...input, id, lodgeId }),
    optimistic: newStay,
    shows: {
      stays: (rows, command, scope) =>
        sameId(rows, command.id) ? rows : showStay(rows, newStay(command), scope),
    },
    describe: ({ input, roomNames }) =>
      `New stay: ${input.guestName}, ${roomNames.join(', ')}, ${input.arrival} to ${input.departure}`,
    validate: ({ input }) => stayInputProblem(input),
    action: 'book stays',
    noun: 'stay',
    permission: 'addBookings',
    text: {
      label: "Guest's name",
      limit: TEXT_LIMITS.guestName,
      of: ({ input }) => input.guestName,
      with: (command, guestName) => ({ ...command, input: { ...command.input, guestName } }),
    },
  },
  'stay.changeDates': {
    // Loaded when sent, with the stays module (issue 11 budget: this table is in the first download).
    send: async (command) => (await import('./stay-sends')).sendDates(command),
    optimistic: redated,
    shows: { stays: (rows, command, scope) => showStay(rows, redated(command), scope) },
    describe: ({ stay, arrival, departure, move }) =>
      `Stay dates: ${stay.guestName}, now ${arrival} to ${departure} (was ${stay.arrival} to ${stay.departure})` +
      (move ? `, in ${move.toRoomName}` : ''),
    validate: ({ arrival, departure, move }) =>
      datesProblem(arrival, departure) ??
      (move && move.fromRoomId === move.toRoomId ? 'Choose another room.' : null),
    action: 'change stays',
    noun: 'change to a stay',
    permission: 'addBookings',
  },
  'stay.move': {
    send: async ({ stay, fromRoomId, toRoomId }) =>
      (await staysModule()).moveStayRoom({ bookingId: stay.id, version: stay.version, fromRoomId, toRoomId }),
    optimistic: moved,
    shows: { stays: (rows, command, scope) => showStay(rows, moved(command), scope) },
    describe: ({ stay, fromRoomName, toRoomName }) =>
      `Move ${stay.guestName}: ${fromRoomName} to ${toRoomName}`,
    validate: ({ fromRoomId, toRoomId }) => (fromRoomId === toRoomId ? 'Choose another room.' : null),
    action: 'change stays',
    noun: 'room move',
    permission: 'addBookings',
  },
  'payment.add': {
    send: async ({ id, lodgeId, bookingId, amount, method, reference }) =>
      (await moneyModule()).insertPayment({
        id,
        lodgeId,
        bookingId,
        amount,
        method,
        reference,
      }),
    optimistic: payment,
    shows: {
      payments: (rows, command, { bookingId }) =>
        command.bookingId === bookingId && !sameId(rows, command.id) ? [...rows, payment(command)] : rows,
    },
    describe: ({ bookingName, amount, method, currency }) =>
      `${amount < 0 ? 'Refund' : 'Payment'} on ${bookingName}: ${amountText(amount, currency)} (${method.replace('_', ' ')})`,
    validate: ({ reference }) => lengthProblem(reference ?? '', TEXT_LIMITS.paymentReference),
    action: 'record payments',
    noun: 'payment',
    permission: 'recordMoney',
    text: {
      label: 'Reference',
      limit: TEXT_LIMITS.paymentReference,
      of: ({ reference }) => reference ?? '',
      with: (command, reference) => ({ ...command, reference: reference.trim() === '' ? null : reference }),
    },
  },
  'room.mark': {
    // Loaded when sent: the rooms module is not on the signed-in start's path (issue 11 budget).
    send: async ({ roomId, status, markedAt }) => {
      await (await import('../supabase/rooms')).markRoom(roomId, status, markedAt);
      return { roomId, status, markedAt };
    },
    optimistic: ({ roomId, status, markedAt }) => ({ roomId, status, markedAt, pending: true }),
    shows: {
      housekeepingBoard: (rows, command, { lodgeId }) =>
        command.lodgeId === lodgeId
          ? withMark(rows, { ...command, markedByName: command.authorName }, true)
          : rows,
    },
    describe: ({ roomName, status }) => `${roomName} marked ${housekeepingLabels[status]}`,
    validate: ({ status, markedAt }) =>
      status in housekeepingLabels && !Number.isNaN(Date.parse(markedAt))
        ? null
        : 'Pick Clean, Dirty or Inspected.',
    action: 'mark rooms',
    noun: 'room mark',
    permission: 'markRooms',
  },
};

/** The entry of `command`'s kind in `table`. */
export function entryOf<K extends CommandKind>(
  command: OutboxCommand<K>,
  table: CommandTable = commands,
): CommandTable[K] {
  return table[command.kind];
}

/** Sends `command` once as its entry in `table` says. @throws as the entry's `send`. */
export function sendWith<K extends CommandKind>(
  command: OutboxCommand<K>,
  table: CommandTable = commands,
): Promise<CommandResults[K]> {
  return entryOf(command, table).send(command);
}

/** The problem with what `command` carries, as its entry in `table` checks it (null when none). */
export function validateCommand<K extends CommandKind>(
  command: OutboxCommand<K>,
  table: CommandTable = commands,
): string | null {
  return entryOf(command, table).validate(command);
}

/** How Needs attention names `command` (its entry's `describe`). */
export function describe<K extends CommandKind>(command: OutboxCommand<K>): string {
  return entryOf(command).describe(command);
}

/** What Needs attention says a refused `command` was for: its entry's `action`, `noun` and `permission`. */
export function refusedWords<K extends CommandKind>(
  command: OutboxCommand<K>,
): { action: string; noun: string; permission: Permission } {
  const { action, noun, permission } = entryOf(command);
  return { action, noun, permission };
}

/** The typed text of `command` (label, limit, text) for Edit and Copy; null for a kind with none. */
export function typedText<K extends CommandKind>(
  command: OutboxCommand<K>,
): { label: string; limit: number; text: string } | null {
  const text = entryOf(command).text;
  return text ? { label: text.label, limit: text.limit, text: text.of(command) } : null;
}

/** `command` with its typed text replaced by `text` (unchanged for a kind with none). */
export function withTypedText<K extends CommandKind>(
  command: OutboxCommand<K>,
  text: string,
): OutboxCommand<K> {
  const editable = entryOf(command).text;
  return editable ? editable.with(command, text) : command;
}

/** The second line of a conflict on `command` (what the person saw, what it is now), if its kind has one. */
export function conflictDetail<K extends CommandKind>(
  command: OutboxCommand<K>,
  current: Booking | null,
): string | undefined {
  return entryOf(command).conflictDetail?.(command, current);
}

/** `rows` of `list` with `command` shown, as its entry says (unchanged when it does not show there). */
function showOne<K extends CommandKind, L extends ShownList>(
  list: L,
  rows: ShownLists[L]['rows'],
  command: OutboxCommand<K>,
  scope: ShownLists[L]['scope'],
): ShownLists[L]['rows'] {
  const show: Show<OutboxCommand<K>, L> | undefined = entryOf(command).shows[list];
  return show ? show(rows, command, scope) : rows;
}

/**
 * `rows` of list `list` with the commands still waiting in `outbox` (oldest first) laid over, each as
 * its entry's `shows[list]` says (issue 9 "show at once": a trivial rebase, re-applied on every read).
 */
export function withOutbox<L extends ShownList>(
  list: L,
  rows: ShownLists[L]['rows'],
  outbox: readonly OutboxCommand[],
  scope: ShownLists[L]['scope'],
): ShownLists[L]['rows'] {
  return outbox.reduce((shown, command) => showOne(list, shown, command, scope), rows);
}
