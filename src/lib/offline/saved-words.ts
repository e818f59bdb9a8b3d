import { bookingStatusLabels, type BookingStatus } from '../../data/bookings';
import { roleLabels } from '../../data/lodge-roles';
import { commands, memberLabel, type CommandKind, type CommandPayloads } from './commands';

/**
 * Issue 33 "what a person saw saved is saved": the words a person reads after saving a write of each
 * kind of the `commands` table. One record keyed by every kind (TypeScript asks for a new kind's
 * words), so no screen words a queued write by hand:
 *
 * - **sent** (the server answered): the screen's own words, kept exactly (the spec's verbatim
 *   success strings where it quotes one); null where the screen shows no toast because the row
 *   itself shows in its list (marked "Waiting to send" while it waits).
 * - **kept on this phone** (queued: `saveOrQueue` resolved with `pending: true`): "<What> saved on
 *   this phone — waiting to send", `<What>` from the kind's `noun` in the table unless the payload
 *   names it better ({@link keptWhat}) — the words the stays used first (calendar-screen.tsx).
 */
const sentWords = {
  'dailyNote.add': null,
  'bookingNote.add': null,
  'booking.setStatus': ({ to }) =>
    to === 'cancelled'
      ? 'Booking cancelled'
      : to === 'checked_in' || to === 'checked_out'
        ? bookingStatusLabels[to]
        : null,
  'dailyNote.edit': null,
  'booking.edit': 'Booking updated',
  'product.edit': 'Product saved',
  'bookingNote.edit': null,
  'channel.edit': 'Channel saved',
  'staff.edit': ({ details }) => `${details.name.trim()} was saved`,
  'lodgeSettings.edit': 'Lodge settings saved',
  'review.edit': 'Review saved',
  'feedbackScore.edit': 'Score saved',
  'socialMention.edit': 'Mention saved',
  'messageTemplate.edit': 'Template saved',
  'member.setRole': ({ opened, role }) => `${memberLabel(opened)} is now ${roleLabels[role].toLowerCase()}`,
  'booking.add': 'Booking added',
  'training.markDone': 'Marked as done',
  'training.undoDone': null,
  'bookingItem.add': null,
  'payment.add': null,
  'room.mark': null,
  'stay.book': 'Stay booked',
  'stay.changeDates': null,
  'stay.move': null,
} satisfies { [K in CommandKind]: Words<K> };

/** A kind's sent words: the same for every write, or made from what it carries; null for no toast. */
type Words<K extends CommandKind> = string | null | ((payload: CommandPayloads[K]) => string | null);

/** The words `Words` gives (a function's result, or the words themselves). */
type WordsOf<W> = W extends (...args: never[]) => infer R ? R : W;

/** The kinds whose screen always shows a toast when saved (their sent words are never null). */
export type ToastedKind = {
  [K in CommandKind]: null extends WordsOf<(typeof sentWords)[K]> ? never : K;
}[CommandKind];

/** What a status change is called when it waits ("Check-in saved on this phone — …"). */
const statusChange: Readonly<Record<BookingStatus, string>> = {
  tentative: 'Status change',
  confirmed: 'Confirmation',
  checked_in: 'Check-in',
  checked_out: 'Check-out',
  cancelled: 'Cancellation',
  no_show: 'No-show',
};

/** Where the payload names the kept write better than its kind's `noun`. */
const keptWhat: { [K in CommandKind]?: (payload: CommandPayloads[K]) => string | undefined } = {
  'booking.setStatus': ({ to }) => statusChange[to],
  'lodgeSettings.edit': () => 'Lodge settings',
};

/** The words for a write kept on this phone, waiting to send. */
const KEPT_ON_PHONE = 'saved on this phone — waiting to send';

/** "Role change saved on this phone — waiting to send": a write of `kind` with `payload` that was queued. */
export function keptWords<K extends CommandKind>(kind: K, payload: CommandPayloads[K]): string {
  const named: ((payload: CommandPayloads[K]) => string | undefined) | undefined = keptWhat[kind];
  const what = named?.(payload) ?? commands[kind].noun;
  return `${what.charAt(0).toUpperCase()}${what.slice(1)} ${KEPT_ON_PHONE}`;
}

/**
 * The toast's words after saving a write of `kind` with `payload` that resolved to `result` (what
 * `saveOrQueue` gave back): {@link keptWords} when it was kept on this phone (`result.pending`), the
 * screen's words when the server has it — null when the screen shows no toast for it.
 */
export function savedWords<K extends ToastedKind>(
  kind: K,
  payload: CommandPayloads[K],
  result: { pending?: boolean },
): string;
export function savedWords<K extends CommandKind>(
  kind: K,
  payload: CommandPayloads[K],
  result: { pending?: boolean },
): string | null;
export function savedWords<K extends CommandKind>(
  kind: K,
  payload: CommandPayloads[K],
  result: { pending?: boolean },
): string | null {
  const words: { [L in CommandKind]: Words<L> } = sentWords;
  const sent: Words<K> = words[kind];
  if (result.pending) return keptWords(kind, payload);
  return typeof sent === 'function' ? sent(payload) : sent;
}
