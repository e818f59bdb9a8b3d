import { useSyncExternalStore } from 'react';
import type { OutboxCommand } from './commands';
import type { AttentionItem } from './attention-item';

/**
 * Each person's outbox and Needs attention lists as last read or written on this page (issue 9): the
 * one observable store the screens read (`useOutbox`, React's `useSyncExternalStore`) and the outbox
 * module (outbox.ts) keeps up to date. Dependency-free, so the always-loaded shell reads it
 * synchronously (Sign Out asks before deleting unsent writes; the banner counts them) without the
 * IndexedDB code in the first download. Snapshots are immutable: a change makes a new one.
 */
export interface OutboxSnapshot {
  /** The writes waiting to be sent, oldest first. */
  readonly waiting: readonly OutboxCommand[];
  /** The writes set aside for the person to try again or discard. */
  readonly attention: readonly AttentionItem[];
}

const empty: OutboxSnapshot = { waiting: [], attention: [] };
// Module state: the outbox's snapshot per person, the external store React reads with useSyncExternalStore.
let snapshots = new Map<string, OutboxSnapshot>();
const listeners = new Set<() => void>();

const sameIds = (a: readonly { id: string }[], b: readonly { id: string }[]) =>
  a.length === b.length && a.every((item, index) => item.id === b[index]!.id);
const sameItems = (a: readonly AttentionItem[], b: readonly AttentionItem[]) =>
  sameIds(
    a.map((item) => item.command),
    b.map((item) => item.command),
  ) && a.every((item, index) => item.at === b[index]!.at);

const notify = () => listeners.forEach((listener) => listener());

/** The store: see the file's comment. */
export const outboxStore = {
  /** Calls `listener` after every change to any person's lists. @returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The lists of `userId` as last known here (empty when never read on this page). */
  get(userId: string): OutboxSnapshot {
    return snapshots.get(userId) ?? empty;
  },
  /**
   * Records what was read or written for `userId`; tells the listeners only when it differs (a read
   * that finds what was known changes nothing, so a listener may read again without looping).
   */
  set(userId: string, lists: Partial<OutboxSnapshot>): void {
    const before = outboxStore.get(userId);
    const waitingSame = !lists.waiting || sameIds(before.waiting, lists.waiting);
    const attentionSame = !lists.attention || sameItems(before.attention, lists.attention);
    if (waitingSame && attentionSame) return;
    snapshots = new Map(snapshots).set(userId, { ...before, ...lists });
    notify();
  },
  /** Forgets every list (the outbox was wiped at sign-out) and tells the listeners. */
  clear(): void {
    snapshots = new Map();
    notify();
  },
};

/**
 * The outbox and Needs attention lists of `userId` (none for `null`), re-rendering when they change.
 */
export function useOutbox(userId: string | null): OutboxSnapshot {
  return useSyncExternalStore(outboxStore.subscribe, () => (userId ? outboxStore.get(userId) : empty));
}
