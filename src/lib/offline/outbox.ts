import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { AttentionItem } from './attention-item';
import type { OutboxCommand } from './commands';
import { outboxStore } from './outbox-store';

/**
 * The outbox (issue 9 "Writes made offline"): what a person saved while the phone had no answer from
 * the server, kept in IndexedDB (database `ecolodge-outbox`, one list per person: `<userId>:outbox`)
 * until the sync machine has sent it, in the order it was made. Every command carries the id the
 * phone made for it (`id`, a UUID; for a new note or booking it is the row's id), so sending it twice
 * never creates two rows (shared/notes/lodge-data-and-offline.md §2.4 "Push").
 *
 * What the server refused, or a check-in/out on a booking that changed meanwhile, moves to the
 * person's **Needs attention** list (`<userId>:attention`) with the reason — nothing is dropped
 * silently. Both lists are wiped with the day pack at sign-out. What was last read or written is
 * also in `outboxStore` (outbox-store.ts), which screens read and subscribe to.
 *
 * The kinds of command, and how each is sent, shown and described, are the `commands` table
 * (commands.ts).
 */

export type { CommandBase, CommandKind, OutboxCommand } from './commands';

export type { AttentionItem } from './attention-item';

// Module state: the outbox's IndexedDB store, made on first use (idb-keyval).
let store: UseStore | undefined;
const db = (): UseStore | null => {
  if (typeof indexedDB === 'undefined') return null;
  return (store ??= createStore('ecolodge-outbox', 'keyval'));
};

// Kept in memory too: where IndexedDB is missing or refuses writes (private mode, full disk) the
// outbox still works for as long as the page is open.
const memory = new Map<string, unknown>();
// Module state: the outbox's writes run one after another through this chain (each reads, changes and writes
// the whole list).
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
  const packStore = db();
  if (packStore) await set(key, list, packStore).catch(() => undefined);
}

/** Writes `list` under `key`, or forgets the key when it is empty (a wipe keeps nothing it need not). */
async function keepOrForget<T>(key: string, list: T[]): Promise<void> {
  if (list.length > 0) return write(key, list);
  memory.delete(key);
  const packStore = db();
  if (packStore) {
    const { del } = await import('idb-keyval');
    await del(key, packStore).catch(() => undefined);
  }
}

const outboxKey = (userId: string) => `${userId}:outbox`;
const attentionKey = (userId: string) => `${userId}:attention`;

/** Writes the person's outbox (and tells the store, once it is stored). */
async function writeOutbox(userId: string, waiting: OutboxCommand[]): Promise<void> {
  await write(outboxKey(userId), waiting);
  outboxStore.set(userId, { waiting });
}

/** Writes the person's Needs attention list (and tells the store, once it is stored). */
async function writeAttention(userId: string, attention: AttentionItem[]): Promise<void> {
  await write(attentionKey(userId), attention);
  outboxStore.set(userId, { attention });
}

/** The person's waiting commands, oldest first. */
export async function listOutbox(userId: string): Promise<OutboxCommand[]> {
  const waiting = await read<OutboxCommand>(outboxKey(userId));
  outboxStore.set(userId, { waiting });
  return waiting;
}

/**
 * Runs `read` (a screen's read of the server, or of the pack) with the person's outbox read as it
 * starts and again once it answered, for the waiting writes to lay over its answer: those of either
 * list, oldest first, each once. Issue 33 finding 1 ("A daily note shown as saved was never saved"):
 * read once at the start, the list missed a write queued while the request was out, and the screen
 * took it off; read once at the end it would miss a write sent meanwhile that the answer does not hold
 * yet. A write of both lists that the answer holds is skipped by the overlay (by id). An outbox that
 * cannot be read counts as empty. @throws `read`'s error.
 */
export async function readAroundOutbox<T>(
  userId: string,
  read: () => Promise<T>,
): Promise<{ value: T; waiting: OutboxCommand[] }> {
  const before = listOutbox(userId).catch((): OutboxCommand[] => []);
  const value = await read();
  const after = await listOutbox(userId).catch((): OutboxCommand[] => []);
  const first = await before;
  const seen = new Set(first.map((command) => command.id));
  return { value, waiting: [...first, ...after.filter((command) => !seen.has(command.id))] };
}

/** Adds `command` at the end of the person's outbox (a second add of the same id is ignored). */
export function enqueue(userId: string, command: OutboxCommand): Promise<void> {
  return serialised(async () => {
    const list = await listOutbox(userId);
    if (list.some((queued) => queued.id === command.id)) return;
    await writeOutbox(userId, [...list, command]);
  });
}

/** Removes the command with `commandId` from the outbox (sent, or set aside). */
export function removeFromOutbox(userId: string, commandId: string): Promise<void> {
  return serialised(async () => {
    const list = await listOutbox(userId);
    await writeOutbox(
      userId,
      list.filter((queued) => queued.id !== commandId),
    );
  });
}

/** The person's **Needs attention** list, oldest first. */
export async function listAttention(userId: string): Promise<AttentionItem[]> {
  const attention = await read<AttentionItem>(attentionKey(userId));
  outboxStore.set(userId, { attention });
  return attention;
}

/** Moves a command from the outbox to **Needs attention** with why (one step, so it is never in neither). */
export function setAside(userId: string, item: AttentionItem): Promise<void> {
  return serialised(async () => {
    const attention = await listAttention(userId);
    await writeAttention(userId, [...attention.filter((a) => a.command.id !== item.command.id), item]);
    const list = await listOutbox(userId);
    await writeOutbox(
      userId,
      list.filter((queued) => queued.id !== item.command.id),
    );
  });
}

/** Removes an item from **Needs attention** (the person dismissed it). */
export function dismissAttention(userId: string, commandId: string): Promise<void> {
  return serialised(async () => {
    const attention = await listAttention(userId);
    await writeAttention(
      userId,
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
    // Into the outbox first, then out of the list: between the two writes it is in both (sent once,
    // by its id), never in neither — the list emptied first, a closed app lost the write, and the
    // screen said it was gone before the outbox had it (needs-attention.test.tsx, under load).
    const list = await listOutbox(userId);
    await writeOutbox(userId, [...list.filter((queued) => queued.id !== commandId), item.command]);
    await writeAttention(
      userId,
      attention.filter((a) => a.command.id !== commandId),
    );
  });
}

/**
 * Sends an item of **Needs attention** again as the person edited it (issue 18 "Edit … fix, send"):
 * `edited` (the command with the fixed text) goes to the end of the outbox under a new id — the old
 * id may be a deleted row's, which the server never adds again — and the item leaves the list.
 */
export function resendEdited(userId: string, commandId: string, edited: OutboxCommand): Promise<void> {
  return serialised(async () => {
    const attention = await listAttention(userId);
    // Into the outbox first, as `retryAttention`: never in neither list.
    const fresh: OutboxCommand = { ...edited, id: crypto.randomUUID(), queuedAt: Date.now() };
    const list = await listOutbox(userId);
    await writeOutbox(userId, [...list.filter((queued) => queued.id !== commandId), fresh]);
    await writeAttention(
      userId,
      attention.filter((a) => a.command.id !== commandId),
    );
  });
}

/** Calls `listener` after every change to any outbox or attention list. @returns the unsubscribe. */
export const onOutboxChange = (listener: () => void): (() => void) => outboxStore.subscribe(listener);

/**
 * Wipes every outbox and attention list on this device (sign-out on a shared phone). `signedOutAt`
 * (ms since the epoch, the phone's clock): when the sign-out that asks for the wipe happened — the wipe
 * loads lazily and, on a busy phone, may run after someone has signed in again and saved a write with
 * no signal; what was queued (or set aside) after that moment is the next session's and is kept
 * (issue 33 finding 1: a note shown "Waiting to send" must never be wiped silently). Without it,
 * everything goes.
 */
export function wipeOutbox(signedOutAt?: number): Promise<void> {
  return serialised(async () => {
    if (signedOutAt === undefined) {
      memory.clear();
      const packStore = db();
      if (packStore) {
        const { clear } = await import('idb-keyval');
        await clear(packStore).catch(() => undefined);
      }
      outboxStore.clear();
      return;
    }
    const packStore = db();
    const { keys } = await import('idb-keyval');
    const stored = packStore ? await keys<string>(packStore).catch((): string[] => []) : [];
    const listed = new Set([...memory.keys(), ...stored.filter((key) => typeof key === 'string')]);
    const after = (at: number) => at > signedOutAt;
    const kept: { userId: string; waiting: OutboxCommand[]; attention: AttentionItem[] }[] = [];
    const users = new Set([...listed].map((key) => key.slice(0, key.lastIndexOf(':'))));
    for (const userId of users) {
      const waiting = (await read<OutboxCommand>(outboxKey(userId))).filter((c) => after(c.queuedAt));
      const attention = (await read<AttentionItem>(attentionKey(userId))).filter((a) => after(a.at));
      await keepOrForget(outboxKey(userId), waiting);
      await keepOrForget(attentionKey(userId), attention);
      if (waiting.length > 0 || attention.length > 0) kept.push({ userId, waiting, attention });
    }
    outboxStore.clear();
    for (const lists of kept) outboxStore.set(lists.userId, lists);
  });
}
