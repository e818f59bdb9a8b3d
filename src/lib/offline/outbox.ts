import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { Booking, BookingStatus } from '../../data/bookings';
import type { BookingDetails } from '../supabase/bookings';
import { clearWaitingCounts, setWaitingCount } from './waiting-count';

/**
 * The outbox (issue 9 "Writes made offline"): what a person saved while the phone had no answer from
 * the server, kept in IndexedDB (database `ecolodge-outbox`, one list per person: `<userId>:outbox`)
 * until the sync machine has sent it, in the order it was made. Every command carries the id the
 * phone made for it (`id`, a UUID; for a new note or booking it is the row's id), so sending it twice
 * never creates two rows (shared/notes/lodge-data-and-offline.md §2.4 "Push").
 *
 * What the server refused, or a check-in/out on a booking that changed meanwhile, moves to the
 * person's **Needs attention** list (`<userId>:attention`) with the reason — nothing is dropped
 * silently. Both lists are wiped with the day pack at sign-out.
 */

/** What every queued command has: its id (UUID made on the phone), whose it is and when it was made. */
interface CommandBase {
  id: string;
  lodgeId: string;
  /** When the person saved it (ms since the epoch, the phone's clock: shown, never sent as data). */
  queuedAt: number;
  /** The person's display name, shown as the author of a note while it waits. */
  authorName: string;
}

/** A note for the day's team (dashboard "Add Note"; `bookingId` when written from a booking). */
export interface DailyNoteAdd extends CommandBase {
  kind: 'dailyNote.add';
  /** The lodge's day, `YYYY-MM-DD`. */
  date: string;
  text: string;
  bookingId?: string;
}

/** A note on a booking (the booking dialog's Save Note). */
export interface BookingNoteAdd extends CommandBase {
  kind: 'bookingNote.add';
  bookingId: string;
  text: string;
}

/**
 * Check in / check out / cancel: moves `booking` from the status the person saw (`booking.status`)
 * to `to`. Applied only if the booking is still in the status seen (issue 9 "Conflicts").
 */
export interface BookingStatusChange extends CommandBase {
  kind: 'booking.setStatus';
  /** The booking as the person saw it when they tapped. */
  booking: Booking;
  to: BookingStatus;
}

/** A new booking (Add Booking); `id` becomes the booking's id. */
export interface BookingAdd extends CommandBase {
  kind: 'booking.add';
  details: BookingDetails;
}

/** "Mark as done" on a training module (idempotent upsert, progress only grows). */
export interface TrainingDone extends CommandBase {
  kind: 'training.markDone';
  moduleId: string;
}

/** A write waiting in the outbox. */
export type OutboxCommand = DailyNoteAdd | BookingNoteAdd | BookingStatusChange | BookingAdd | TrainingDone;

/** A command that could not be applied, shown in **Needs attention** until the person dismisses it. */
export interface AttentionItem {
  command: OutboxCommand;
  /** `conflict`: the booking changed meanwhile; `refused`: the server said no (e.g. the role changed). */
  reason: 'conflict' | 'refused';
  /** What the server said, in words (the PostgREST message), or what changed. */
  message: string;
  /** For a conflict: the booking as it is on the server now (`command.booking` is the one seen). */
  current?: Booking | null;
  /** When it was set aside (ms since the epoch). */
  at: number;
}

let store: UseStore | undefined;
const db = (): UseStore | null => {
  if (typeof indexedDB === 'undefined') return null;
  return (store ??= createStore('ecolodge-outbox', 'keyval'));
};

// Kept in memory too: where IndexedDB is missing or refuses writes (private mode, full disk) the
// outbox still works for as long as the page is open.
const memory = new Map<string, unknown>();
const listeners = new Set<() => void>();
let chain: Promise<unknown> = Promise.resolve();

/** Runs `change` after every earlier change has finished (read-modify-write without lost updates). */
function serialised<T>(change: () => Promise<T>): Promise<T> {
  const run = chain.then(change, change);
  chain = run.catch(() => undefined);
  return run;
}

async function read<T>(key: string): Promise<T[]> {
  const packStore = db();
  if (packStore) {
    const stored = await get<T[]>(key, packStore).catch(() => undefined);
    if (stored) return stored;
  }
  return (memory.get(key) as T[] | undefined) ?? [];
}

async function write<T>(key: string, list: T[]): Promise<void> {
  memory.set(key, list);
  if (key.endsWith(':outbox')) setWaitingCount(key.slice(0, -':outbox'.length), list.length);
  const packStore = db();
  if (packStore) await set(key, list, packStore).catch(() => undefined);
  listeners.forEach((listener) => listener());
}

const outboxKey = (userId: string) => `${userId}:outbox`;
const attentionKey = (userId: string) => `${userId}:attention`;

/** The person's waiting commands, oldest first. */
export async function listOutbox(userId: string): Promise<OutboxCommand[]> {
  const list = await read<OutboxCommand>(outboxKey(userId));
  setWaitingCount(userId, list.length);
  return list;
}

/** Adds `command` at the end of the person's outbox (a second add of the same id is ignored). */
export function enqueue(userId: string, command: OutboxCommand): Promise<void> {
  return serialised(async () => {
    const list = await listOutbox(userId);
    if (list.some((queued) => queued.id === command.id)) return;
    await write(outboxKey(userId), [...list, command]);
  });
}

/** Removes the command with `commandId` from the outbox (sent, or set aside). */
export function removeFromOutbox(userId: string, commandId: string): Promise<void> {
  return serialised(async () => {
    const list = await listOutbox(userId);
    await write(
      outboxKey(userId),
      list.filter((queued) => queued.id !== commandId),
    );
  });
}

/** The person's **Needs attention** list, oldest first. */
export function listAttention(userId: string): Promise<AttentionItem[]> {
  return read<AttentionItem>(attentionKey(userId));
}

/** Moves a command from the outbox to **Needs attention** with why (one step, so it is never in neither). */
export function setAside(userId: string, item: AttentionItem): Promise<void> {
  return serialised(async () => {
    const attention = await listAttention(userId);
    await write(attentionKey(userId), [...attention.filter((a) => a.command.id !== item.command.id), item]);
    const list = await listOutbox(userId);
    await write(
      outboxKey(userId),
      list.filter((queued) => queued.id !== item.command.id),
    );
  });
}

/** Removes an item from **Needs attention** (the person dismissed it). */
export function dismissAttention(userId: string, commandId: string): Promise<void> {
  return serialised(async () => {
    const attention = await listAttention(userId);
    await write(
      attentionKey(userId),
      attention.filter((item) => item.command.id !== commandId),
    );
  });
}

/**
 * Puts an item from **Needs attention** back at the end of the outbox ("Try again", e.g. after the
 * role was given back).
 */
export function retryAttention(userId: string, commandId: string): Promise<void> {
  return serialised(async () => {
    const attention = await listAttention(userId);
    const item = attention.find((a) => a.command.id === commandId);
    if (!item) return;
    await write(
      attentionKey(userId),
      attention.filter((a) => a.command.id !== commandId),
    );
    const list = await listOutbox(userId);
    await write(outboxKey(userId), [...list.filter((queued) => queued.id !== commandId), item.command]);
  });
}

/** Calls `listener` after every change to any outbox or attention list. @returns the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Wipes every outbox and attention list on this device (sign-out on a shared phone). */
export function wipeOutbox(): Promise<void> {
  return serialised(async () => {
    memory.clear();
    clearWaitingCounts();
    const packStore = db();
    if (packStore) {
      const { clear } = await import('idb-keyval');
      await clear(packStore).catch(() => undefined);
    }
    listeners.forEach((listener) => listener());
  });
}
