import type { Booking } from '../../data/bookings';
import type { Note } from '../../data/notes';
import type { Product } from '../../data/products';
import type { BookingNote } from '../../data/bookings';
import type { DistributionChannel } from '../../data/distribution';
import type { StaffMember } from '../../data/staff';
import type { FeedbackItem, GuestReview, MessageTemplate, SocialPost } from '../../data/experience';
import type { LodgeSettings } from '../supabase/lodge-settings';
import type { Edited } from '../supabase/update-if-unchanged';
import type { LodgeMember } from '../supabase/lodge-members';
import { roleLabels } from '../../data/lodge-roles';
import {
  bookingWords,
  commands,
  entryOf,
  memberLabel,
  type CommandKind,
  type CommandTable,
  type CommandResults,
  type OutboxCommand,
} from './commands';

/*
 * Issue 33 "No lost updates, anywhere": what the outbox's send and Needs attention ask of an edit of a
 * shared row, apart from the commands table so it loads with them, not with the signed-in start
 * (issue 11 budget). An edit kind is any kind whose send resolves to `Edited<Row>` (applied only
 * while the row is the version seen: the command's `seen`); TypeScript asks {@link editWords} for
 * each, and tests/unit/offline/no-lost-updates.test.ts asks each for its conflict case.
 */

/** The kinds of the commands table that edit a shared row. */
export type EditKind = {
  [K in CommandKind]: CommandResults[K] extends Edited<infer _Row> ? K : never;
}[CommandKind];

/** The row an edit kind's send resolves to. */
type EditedRow<K extends EditKind> = CommandResults[K] extends Edited<infer Row> ? Row : never;

/** Each edit kind's row in words: their version, as Needs attention shows it beside the person's. */
export const editWords: { [K in EditKind]: (row: EditedRow<K>) => string } = {
  'dailyNote.edit': (note: Note) => note.text,
  'booking.edit': (booking: Booking) => bookingWords(booking),
  'product.edit': (product: Product) => `${product.name}: ${product.description}`,
  'bookingNote.edit': (note: BookingNote) => note.text,
  'channel.edit': (channel: DistributionChannel) => channelWords(channel),
  'staff.edit': (member: StaffMember) => staffWords(member),
  'lodgeSettings.edit': (settings: LodgeSettings) => settingsWords(settings),
  'review.edit': (review: GuestReview) => `${review.name}, ${review.date}, ${review.rating}★: ${review.text}`,
  'feedbackScore.edit': (score: FeedbackItem) => `${score.category} ${score.score}%: ${score.feedback}`,
  'socialMention.edit': (post: SocialPost) =>
    `${post.author} on ${post.platform}: ${post.caption} (${post.likes} likes, ${post.comments} comments)`,
  'messageTemplate.edit': (template: MessageTemplate) =>
    `${template.title} (${template.channel}): ${template.text}`,
  'member.setRole': (member: LodgeMember) => memberRoleWords(member),
};

/** A team member's role in words (both versions of a conflict): "Kabo Sekgoma: Manager". */
export const memberRoleWords = (member: Pick<LodgeMember, 'fullName' | 'username' | 'role'>) =>
  `${memberLabel(member)}: ${roleLabels[member.role]}`;

/** A sales channel in words (both versions of a conflict). */
export const channelWords = (channel: Pick<DistributionChannel, 'name' | 'commissionPct'>) =>
  `${channel.name}, commission ${channel.commissionPct == null ? 'none' : `${channel.commissionPct}%`}`;

/** A staff member in words (both versions of a conflict). */
export const staffWords = (member: { name: string; role: string; phone: string | null }) =>
  [member.name, member.role, member.phone].filter(Boolean).join(', ');

/** The lodge's settings in words (both versions of a conflict). */
export const settingsWords = (settings: Omit<LodgeSettings, 'sampleContent'>) =>
  `${settings.name}, ${settings.location ?? 'no location'}, ${settings.currency}, ` +
  `community share ${settings.communitySharePct}%, reception ${settings.receptionName}`;

/** Whether `command` edits a shared row (its kind is an {@link EditKind}). */
export const isEditCommand = (command: OutboxCommand): command is OutboxCommand<EditKind> =>
  Object.hasOwn(editWords, command.kind);

/**
 * Their version when `result` (what sending `command` resolved to) says the edit found its row changed
 * meanwhile: who, when (ISO: the version Keep mine is sent over) and the row in words; null when it
 * was saved or the kind is no edit.
 */
export function theirVersion(
  command: OutboxCommand,
  result: unknown,
): { byName: string; at: string; words: string } | null {
  if (!isEditCommand(command) || typeof result !== 'object' || result === null || !('theirs' in result))
    return null;
  const theirs = result.theirs;
  if (typeof theirs !== 'object' || theirs === null || !('row' in theirs)) return null;
  const { byName, at } = { byName: 'Someone', at: '', ...theirs };
  // The kind's words take that kind's row; `result` is what that kind's send resolved to.
  const words = editWords[command.kind] as (row: unknown) => string;
  return { byName: String(byName), at: String(at), words: words(theirs.row) };
}

/** The fields that say which version a row is, not what it holds; never compared. */
const versionFields = new Set(['updatedAt', 'pending']);

/**
 * Whether `result` (what sending `command` resolved to) found the row changed meanwhile into exactly
 * what `command` writes: their version's fields all equal the command's own result (its entry's
 * `optimistic` row), apart from the version (`updatedAt`, `pending`; a missing field counts as null).
 * Issue 33, "a write in flight is never lost when the page is left": a write sent with `keepalive`
 * whose answer never came was queued and is sent again; its first send changed the row's version, so
 * the resend finds "theirs" — the person's own change. Nothing is left to write: it is sent, not a
 * conflict with oneself. Any other difference (someone changed another field too) stays a conflict.
 */
export function alreadyWritten(
  command: OutboxCommand,
  result: unknown,
  table: CommandTable = commands,
): boolean {
  if (!isEditCommand(command) || !isRecord(result) || !isRecord(result.theirs)) return false;
  const mine = ownResult(command, table);
  const theirs = result.theirs.row;
  if (!isRecord(mine) || !isRecord(theirs)) return false;
  const fields = new Set([...Object.keys(mine), ...Object.keys(theirs)]);
  return [...fields].every(
    (field) =>
      versionFields.has(field) ||
      JSON.stringify(mine[field] ?? null) === JSON.stringify(theirs[field] ?? null),
  );
}

/** The row `command` leaves, as its entry's `optimistic` shows it. */
function ownResult<K extends EditKind>(command: OutboxCommand<K>, table: CommandTable): unknown {
  const result: Edited<unknown> = entryOf(command, table).optimistic(command);
  return result.saved;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Keep mine (issue 33): the same edit sent again over their version `at` (unchanged for a kind with no version). */
export function overTheirs(command: OutboxCommand, at: string): OutboxCommand {
  return isEditCommand(command) ? { ...command, seen: at } : command;
}
