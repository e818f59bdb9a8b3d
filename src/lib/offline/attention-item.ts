/**
 * A write set aside for the person (issue 9's Needs attention), in its own module so the outbox
 * (outbox.ts) and its always-loaded store (outbox-store.ts) both read the type without importing each
 * other (issue 35: no import circles). outbox.ts re-exports it.
 */
import type { Booking } from '../../data/bookings';
import type { LodgeRole } from '../../data/lodge-roles';
import type { OutboxCommand } from './commands';

/** A command that could not be applied, shown in **Needs attention** until the person dismisses it. */
export interface AttentionItem {
  command: OutboxCommand;
  /** `conflict`: the booking changed meanwhile; `refused`: the server said no (e.g. the role changed). */
  reason: 'conflict' | 'refused';
  /** What the server said (the PostgREST message: never shown for a refusal), or what changed. */
  message: string;
  /** The server's error code for a refusal (`42501`, `23505`…), read by the error catalogue's words. */
  code?: string;
  /**
   * The server's `details` for a refusal, as sent (e.g. issue 31's `23P01` overlap: JSON naming the
   * room and the stay that holds it), read by Needs attention's words; absent when it sent none.
   */
  details?: string;
  /**
   * For a refusal of the role (42501): the person's role in the lodge when it was refused, read from
   * the server then (null: no longer a member), so Needs attention can say "Your role changed to …".
   */
  roleThen?: LodgeRole | null;
  /** For a conflict: the booking as it is on the server now (`command.booking` is the one seen). */
  current?: Booking | null;
  /**
   * For a conflict on an edit (issue 33 "No lost updates, anywhere"): the version someone else saved
   * meanwhile — who, when (ISO: the version Keep mine is sent over) and what it says now.
   */
  theirs?: { byName: string; at: string; words: string };
  /** When it was set aside (ms since the epoch). */
  at: number;
}
