import { serverMessageOf } from '../../../machines/shared/auth-types';
import { errorCode } from '../../../machines/shared/errors';
import { CHECK_CONNECTION, serverProblemSentence } from './server-problem';

export { errorCode, errorDetails, errorMessage, errorStatus } from '../../../machines/shared/errors';
export { CHECK_CONNECTION, serverProblemSentence } from './server-problem';

/**
 * The client's one error catalogue (issue 19): the sentence a person reads when a PostgREST or GoTrue
 * request failed. Screens say what failed ("The note was not saved.") and take the why from here:
 * a refusal the app knows (by the error's `code`, or the message a database function raised) in the
 * words of the area that asked, else the server's own message (a request that got no answer reads as
 * "Could not reach the server…"), else {@link CHECK_CONNECTION}. Nothing else spells these sentences
 * or picks fields out of an error (`errorCode`, `errorStatus`, `errorMessage` read them).
 */

/** The areas whose refusals have their own words. */
export type RefusalArea =
  | 'staff'
  | 'channels'
  | 'training'
  | 'team'
  | 'finances'
  | 'register'
  | 'password'
  | 'rooms'
  | 'sync'
  | 'lodge';

/** Known refusals per area, by error code (`42501`, `23505`) or by the message the database raised. */
const refusals: Readonly<Record<RefusalArea, Readonly<Record<string, string>>>> = {
  // A write sent again after someone deleted its row (the tombstone, 20261126130000_rows_keep_their_lodge.sql).
  // Needs attention words it with what was written (refusalSentence's 'deleted'); this is the plain form.
  sync: {
    row_was_deleted: 'Someone deleted this after it was first sent, so it was not added again.',
  },
  staff: {
    '23505': 'That account is already linked to someone else on the staff list.',
    '42501': 'Only owners and managers can change the staff list.',
  },
  channels: { '42501': 'Only owners and managers can change the channels.' },
  training: { '42501': 'Your role cannot record training.' },
  // lodge-db's 42501 messages (supabase/migrations): the message says which rule refused.
  team: {
    only_owners_manage_owners: 'Only an owner can change or remove an owner.',
    last_owner: 'A lodge needs at least one owner.',
    owners_step_down_themselves:
      'Owners cannot change or remove another owner: an owner steps down themselves.',
    only_owners_and_managers_remove_members: 'Only owners and managers can remove members.',
    owners_only: 'Only an owner can do this.',
    not_allowed_to_invite: 'Only owners and managers can invite people.',
    cannot_invite_owner: 'An invite cannot make someone an owner: invite them, then make them an owner.',
    // Issue 34: a revoked code is kept (revoked_at), so a code not found at all was mistyped.
    invitation_not_found: 'This invite code is not right. Check it, or ask for a new one.',
    invitation_revoked: 'This invite code was revoked. Ask the lodge’s owner or manager for a new one.',
    invitation_used: 'This invite code has already been used. Ask for a new one.',
    invitation_expired: 'This invite code has expired. Ask for a new one.',
    only_owners_remove_sample_content: 'Only an owner can remove the sample content.',
    not_a_member: 'You are not a member of this lodge.',
    lodge_not_found: 'That lodge is gone, or you are no longer a member of it.',
    not_authenticated: 'You are signed out. Sign in again, then try again.',
    unknown_time_zone: 'That time zone is not known. Choose one from the list.',
  },
  // Issue 36's refusals of the ledger (supabase/migrations/20261129100000_ledgers_cannot_be_bent.sql).
  finances: {
    month_required: 'Choose the month to close.',
    month_before_lodge: 'That month is before the lodge’s records start.',
    month_too_large: 'This month’s share is more than the fund can record: check its amounts.',
    fund_below_zero: 'The community fund cannot go below zero.',
    fund_entry_not_found: 'That entry is not in your lodge’s fund.',
    disbursement_date: 'A disbursement is dated from 2000 to today.',
    paid_at_out_of_range: 'A payment is dated from 2000 to now.',
    // Issue 32's corrections and rules (supabase/migrations/20261130200000_figures_a_trustee_can_sign.sql).
    money_changed_meanwhile:
      'Someone changed this line meanwhile. Close it and open the booking again to see what is there now.',
    money_change_not_allowed:
      'Owners and managers correct items and payments; staff correct their own on the day they recorded them.',
    money_row_not_found: 'This line is no longer on the booking: someone removed it meanwhile.',
    reason_required: 'Say why it is removed: the trustees read it.',
    reason_too_long: 'A reason is at most 200 characters.',
    item_quantity: 'A quantity is a whole number from 1 to 10000.',
    item_price: 'That unit price is out of range.',
    payment_amount: 'Enter an amount other than 0.',
    payment_date_fixed: 'A payment keeps the date it was received.',
    // Every other code the ledger's functions raise (issue 34: "fund_balance_too_low" was shown as is).
    entry_not_found: 'That entry is not in your lodge’s fund.',
    fund_balance_too_low:
      'The community fund holds less than that amount: disburse at most the balance shown above.',
    disbursement_amount: 'A disbursement is an amount above 0.',
    already_reversed: 'That entry was already reversed.',
    only_disbursements_reverse: 'Only a disbursement can be reversed.',
    month_already_closed: 'That month is already closed.',
    month_not_over: 'A month can be closed once it is over.',
    months_close_in_order: 'Close the earlier months first: months close in order.',
    ledger_append_only: 'Recorded money is never changed or deleted: correct it with a new entry.',
    audit_log_append_only: 'The history of changes is kept as it was written.',
    booking_item_needs_price: 'Give the item a price, or choose a product that has one.',
    // Issue 36, "an amount of "0x10" is stored as 16": amounts go as JSON numbers, through the functions
    // (supabase/migrations/20261203100000_money_amounts_are_json_numbers.sql).
    amount_not_a_number: 'An amount is a whole number. Check it and try again.',
    amount_too_large: 'That amount is too large. Check it and try again.',
    money_through_rpc: 'This app is out of date: reload it, then record the money again.',
    payment_id_taken: 'This payment could not be recorded. Reload the booking, then try again.',
    item_id_taken: 'This item could not be added. Reload the booking, then try again.',
    currency_locked:
      'Amounts are already recorded in this currency, so it can no longer change (that would relabel every figure).',
  },
  // A lodge's settings and a new lodge (issue 18; issue 35 moved these words here from the two forms).
  lodge: {
    unknown_time_zone: 'That time zone is not known. Pick one from the list.',
    currency_locked:
      'Amounts are already recorded in this currency, so it can no longer change (that would relabel every figure).',
  },
  // Issue 33's invite code at Register (supabase/migrations/20261129300000_invite_codes_at_register.sql):
  // the check's rate limit, and the sign-up trigger's refusal (which GoTrue hides behind its generic
  // 500: the register form words it after asking invite_code_is_valid).
  register: {
    too_many_invite_code_checks:
      'Too many invite codes were checked from here. Wait 10 minutes, then try again.',
    invite_code_invalid:
      'This invite code cannot be used: it is wrong, was already used, has expired or was withdrawn. Check it, or ask for a new one.',
  },
  // Issue 34's Change password on Account: GoTrue's `PUT /user` refusals (internal/api/user.go).
  password: {
    current_password_required: 'Type your current password.',
    current_password_invalid: 'Your current password is not right. Check it and try again.',
    same_password: 'The new password is your current one. Choose a different one.',
    weak_password: 'Password must be at least 6 characters long',
    reauthentication_needed:
      'For your safety, the password can be changed only soon after signing in. Sign out, sign in again, then change it.',
    reauthentication_not_valid:
      'For your safety, the password can be changed only soon after signing in. Sign out, sign in again, then change it.',
    over_request_rate_limit: 'Too many tries from this phone. Wait a few minutes, then try again.',
  },
  // Issue 31's rooms and stays (supabase/migrations/20261130100200_stay_functions.sql). A refusal that
  // names a room or a guest reads better through overlapSentence / notReadySentence below.
  rooms: {
    '23P01': 'Those nights in that room are already taken. Choose another room or other dates.',
    room_taken: 'Those nights in that room are already taken. Choose another room or other dates.',
    room_not_ready: 'The room is not clean yet. Mark it clean, or move the stay to a room that is ready.',
    stale_version:
      'Someone else changed this while you were looking at it. Look at it again, then make your change.',
    stay_dates_invalid: 'The departure must be after the arrival, at most 365 nights later.',
    stay_needs_a_room: 'Choose at least one room.',
    linked_booking_is_not_a_stay: 'An activity can be linked only to a stay.',
    staff_cannot_set_status: 'Staff check bookings in and out; owners and managers change the rest.',
    staff_edit_own_bookings_only: 'Staff change only the bookings they made, while they are still confirmed.',
    stay_needs_a_guest: 'Give the guest’s name.',
    stay_guests_invalid: 'A stay is for 1 to 500 guests.',
    stay_status_change_not_allowed: 'The stay has moved on meanwhile, so this cannot be done now.',
    room_not_in_stay: 'That room is not part of this stay on that night.',
    room_not_found: 'That room is no longer in the lodge.',
    stay_not_found: 'That stay is no longer in the lodge.',
    booking_id_taken:
      'This stay could not be saved under its own number. Copy its details and make it again.',
    not_allowed_for_role: 'Your role in this lodge cannot do this.',
    stays_change_through_the_front_desk:
      'A stay’s dates, rooms, guests and status change with its own buttons (Extend, Move, Check in…).',
    room_status_through_mark_room: 'Rooms are marked Clean, Dirty or Inspected on the housekeeping board.',
    room_status_invalid: 'A room is marked Clean, Dirty or Inspected.',
    finance_not_allowed: 'Owners, managers and trustees read the room figures.',
    '23503': 'This room has stays, so it cannot be removed. Put it out of order instead.',
    'duplicate key value violates unique constraint "rooms_lodge_id_name_key"':
      'Another room already has that name.',
  },
};

/**
 * Whether the catalogue has words for `code` (an error code or a message a database function raises)
 * in any area: a test holds every code the migrations raise to it (issue 34).
 */
export function hasWordsFor(code: string): boolean {
  return Object.values(refusals).some((area) => code in area);
}

/**
 * Why a request failed, in a person's words: `area`'s sentence for a refusal it knows, else the
 * server's message, else {@link CHECK_CONNECTION}.
 */
export function problemSentence(error: unknown, area?: RefusalArea): string {
  if (!area) return serverProblemSentence(error);
  const known = refusals[area];
  const code = errorCode(error);
  const message = serverMessageOf(error);
  return (code && known[code]) || (message && known[message]) || message || CHECK_CONNECTION;
}

/** `whatFailed` ("The note was not saved.") followed by {@link problemSentence}. */
export function failureSentence(whatFailed: string, error: unknown, area?: RefusalArea): string {
  return `${whatFailed} ${problemSentence(error, area)}`;
}

/** What Needs attention knows about a write the server refused (issue 18). */
export interface Refusal {
  /** The error's code when it was set aside (`42501`, `23505`…); absent on lists kept before it was stored. */
  code?: string;
  /** The server's message (never shown: it may name a constraint or a policy). */
  message: string;
}

/** The kinds of refusal Needs attention tells apart. */
export type RefusalKind = 'permission' | 'deleted' | 'parentDeleted' | 'invalid' | 'other';

/**
 * Which kind of refusal `refusal` is: the role does not allow it (42501, PostgREST's RLS words), the
 * row was deleted by someone (the tombstone's 23505 `row_was_deleted`), what it belonged to was
 * deleted (23503), what was typed breaks a rule (22xxx, 23514, 23502), or something else.
 */
export function refusalKind({ code, message }: Refusal): RefusalKind {
  if (message === 'row_was_deleted' || /row_was_deleted/.test(message)) return 'deleted';
  if (code === '42501' || (!code && /row-level security|permission denied/i.test(message)))
    return 'permission';
  if (code === '23503' || (!code && /foreign key/i.test(message))) return 'parentDeleted';
  if (
    code?.startsWith('22') ||
    code === '23514' ||
    code === '23502' ||
    (!code && /check constraint/i.test(message))
  )
    return 'invalid';
  return 'other';
}

/**
 * A refused write in plain words (issue 18: never a raw constraint or policy name). `action` is what
 * the person was doing ("add notes"), `noun` what they made ("note"); `roleNow` their role in the
 * lodge now (its label, "Trustee"; null when no longer a member; undefined when not known) and `allowedNow` whether that role
 * may do it, which tells a changed role from a refusal the role cannot explain.
 */
export function refusalSentence(
  refusal: Refusal,
  words: { action: string; noun: string; roleNow: string | null | undefined; allowedNow: boolean },
): string {
  const { action, noun, roleNow, allowedNow } = words;
  switch (refusalKind(refusal)) {
    case 'permission':
      if (roleNow === undefined) return `Your role in this lodge does not allow you to ${action}.`;
      if (roleNow === null)
        return `You are no longer a member of this lodge, so you can no longer ${action}.`;
      if (!allowedNow) return `Your role changed to ${roleNow}, so you can no longer ${action}.`;
      return `Your role did not allow you to ${action} when this was sent. It does now: try again.`;
    case 'deleted':
      return `A manager deleted this ${noun} after it was first sent, so it was not added again. Edit it to send it as a new one, or copy it.`;
    case 'parentDeleted':
      return `What this ${noun} belonged to was deleted meanwhile, so it could not be added. Copy it to keep what you wrote.`;
    case 'invalid':
      return `The lodge could not keep this ${noun} as it was typed (too long, or a number out of range). Edit it and send it again.`;
    case 'other':
      return `The lodge did not accept this ${noun}. Try again, or copy it to keep what you wrote.`;
  }
}

/** A day range as people say it: "2–4 Dec", "30 Nov – 2 Dec" (`YYYY-MM-DD`, the end as given). */
export function dayRangeWords(from: string, to: string): string {
  const format = (day: string, parts: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { ...parts, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  if (from.slice(0, 7) === to.slice(0, 7))
    return `${format(from, { day: 'numeric' })}–${format(to, { day: 'numeric', month: 'short' })}`;
  return `${format(from, { day: 'numeric', month: 'short' })} – ${format(to, { day: 'numeric', month: 'short' })}`;
}

/**
 * A refused overlap (23P01 `room_taken`, read by `overlapFrom` in ./stays) in plain words (issue 31:
 * "Tent 3 was booked by Kagiso for 2–4 Dec while you were offline"). `whileOffline`: the write waited
 * in the outbox.
 */
export function overlapSentence(
  overlap: {
    roomName: string;
    guestName: string | null;
    arrival: string;
    departure: string;
    outOfOrder: boolean;
    reason: string | null;
  },
  whileOffline = false,
): string {
  const days = dayRangeWords(overlap.arrival, overlap.departure);
  if (overlap.outOfOrder)
    return `${overlap.roomName} is out of order ${days}${overlap.reason ? ` (${overlap.reason})` : ''}.`;
  const by = overlap.guestName ? ` by ${overlap.guestName}` : '';
  return `${overlap.roomName} was booked${by} for ${days}${whileOffline ? ' while you were offline' : ''}.`;
}

/** A refused check-in (`room_not_ready`, read by `notReadyFrom` in ./stays) in plain words. */
export function notReadySentence(notReady: { notReady: string[]; ready: string[] }): string {
  const rooms = notReady.notReady.join(', ');
  const verb = notReady.notReady.length === 1 ? 'is' : 'are';
  const ready = notReady.ready.length
    ? `Ready for these nights: ${notReady.ready.join(', ')}.`
    : 'No other room is ready for these nights.';
  return `${rooms} ${verb} not clean yet. ${ready}`;
}
