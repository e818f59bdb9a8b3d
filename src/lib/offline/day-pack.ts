import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import { browserOffline, isNoAnswer } from './network-failure';
import { forgetPageSnapshots } from '../prerender/page-snapshot-keys';
import { hasSignedOut } from './signed-out-people';
import { forgetLastAnswers } from './last-answers';
import { currentDayPackFacts, dayPackFacts, type DayPackFactsRef } from './day-pack-facts';

/**
 * The day pack, first slice (issue 9 "The day pack"): the last good copy of what each screen read —
 * the person's lodges, the dashboard's day and the three bookings days — kept in IndexedDB (database
 * `ecolodge-offline`, through idb-keyval), one entry per person and read (`<userId>:<what>`), so on a
 * shared phone one person's copy is never read for another and sign-out wipes it all.
 *
 * The rows the sync machine pulls for a lodge (incremental, by `updated_at`) live in the same store:
 * see `lodge-pack.ts`; this module is also the screens' generic fallback for reads that are not
 * rows of the pack (the lodge list, reviews, saved business-model results, the team list).
 */

// Module state: the day pack's IndexedDB store, made on first use (idb-keyval).
let store: UseStore | undefined;
/** The day pack's IndexedDB store, or null where the browser has no IndexedDB (then nothing is kept). */
export const dayPackStore = (): UseStore | null => {
  if (typeof indexedDB === 'undefined') return null;
  return (store ??= createStore('ecolodge-offline', 'keyval'));
};

/** What is stored for one read: the value and when it came from the server (ms since the epoch). */
export interface PackEntry<T> {
  value: T;
  savedAt: number;
}

/**
 * Which wipe the pack is at: a write that started before a sign-out's wipe (a pull still in flight)
 * compares the generation it started with and keeps nothing (a shared phone keeps nothing of the
 * person who left). The day-pack facts actor `dayPack`'s `generation`.
 */
export const dayPackGeneration = (dayPack: DayPackFactsRef): number =>
  dayPack.getSnapshot().context.generation;

/**
 * Whether a write begun at generation `startedAt` may keep `userId`'s copy: no wipe since it began (by
 * `dayPack`'s count), and the person has not signed out on this phone since (a write begun after the
 * wipe — bug "a day-pack key survived Sign Out").
 */
export const mayKeepFor = (dayPack: DayPackFactsRef, userId: string, startedAt: number): boolean =>
  startedAt === dayPackGeneration(dayPack) && !hasSignedOut(userId);

/**
 * Calls `listener` whenever what a screen shows changed: served from the pack, from the server again,
 * or the pack wiped (the day-pack facts actor's snapshot changed). @returns the unsubscribe function.
 */
export function onDayPackChange(listener: () => void): () => void {
  let shown = currentDayPackFacts().shownFromPackSince;
  const subscription = dayPackFacts.subscribe(({ context }) => {
    if (context.shownFromPackSince === shown) return;
    shown = context.shownFromPackSince;
    listener();
  });
  return () => subscription.unsubscribe();
}

/**
 * When the data on screen was last fetched from the server, if a screen is showing the pack's copy (the
 * day-pack facts actor's `shownFromPackSince`, src/lib/offline/day-pack-facts.ts).
 */
export function shownFromPackSince(): number | null {
  return currentDayPackFacts().shownFromPackSince;
}

/**
 * Tells the day-pack facts actor `dayPack` (a loader's from its router context) that a screen is showing the pack's
 * copy fetched from the server at `savedAt` (ms since the epoch; the banner's "Last updated"), or, with
 * `null`, that it is showing the server's answer again (now).
 */
export function markShownFromPack(savedAt: number | null, dayPack: DayPackFactsRef): void {
  dayPack.send(
    savedAt === null ? { type: 'pack.shownServer', at: Date.now() } : { type: 'pack.shownCopy', savedAt },
  );
}

/**
 * The copy kept under `<userId>:<key>`, or null when none is kept (or IndexedDB cannot be read). Does
 * not tell the banner anything: the caller decides whether a screen shows it.
 */
export async function readDayPackCopy<T>(userId: string, key: string): Promise<PackEntry<T> | null> {
  const packStore = dayPackStore();
  if (!packStore) return null;
  return (await get<PackEntry<T>>(`${userId}:${key}`, packStore).catch(() => undefined)) ?? null;
}

/**
 * The one read-through of the app's offline reads (issue 9; issue 19: one helper): online it returns
 * `online()` (the server's answer; the banner stops saying "Last updated"); when the phone is offline
 * (`navigator.onLine === false`, without waiting for supabase-js's retries) or the request got no
 * answer, it returns the copy `kept()` finds, and the banner says when it was saved — offline is a
 * normal state. `dayPack`: the facts actor told what the screen shows — a loader's from its router
 * context (`context.facts.dayPack`), a machine's from its input. @throws `online()`'s
 * error when the server answered with one; `missing(cause)` when no copy is kept (`cause`: the
 * request's error, or undefined when the phone was offline).
 */
export async function readThrough<T>(
  online: () => Promise<T>,
  kept: () => Promise<{ value: T; savedAt: number } | null>,
  missing: (cause: unknown) => unknown,
  dayPack: DayPackFactsRef,
): Promise<T> {
  return (await readThroughKept(online, kept, missing, dayPack)).value;
}

/**
 * {@link readThrough}, also telling whether the answer is the copy: `keptAt` is when the copy came from
 * the server (ms since the epoch), null when the server answered now (issue 33: a form opened on the
 * copy says so). @throws as {@link readThrough}.
 */
export async function readThroughKept<T>(
  online: () => Promise<T>,
  kept: () => Promise<{ value: T; savedAt: number } | null>,
  missing: (cause: unknown) => unknown,
  dayPack: DayPackFactsRef,
): Promise<{ value: T; keptAt: number | null }> {
  const fromCopy = async (cause: unknown) => {
    const copy = await kept();
    if (!copy) throw missing(cause);
    markShownFromPack(copy.savedAt, dayPack);
    return { value: copy.value, keptAt: copy.savedAt };
  };
  if (browserOffline()) return fromCopy(undefined);
  let value: T;
  try {
    value = await online();
  } catch (error) {
    if (isNoAnswer(error) || browserOffline()) return fromCopy(error);
    throw error;
  }
  markShownFromPack(null, dayPack);
  return { value, keptAt: null };
}

/**
 * {@link readThrough} a screen copy kept under `<userId>:<key>`: runs `load` and, on success, keeps
 * the answer there; what the screen shows is told to `dayPack` (a loader's `context.facts.dayPack`). @throws `load`'s error when the server answered with an error, or when no copy is
 * kept (offline: a `TypeError` "Failed to fetch (offline)").
 */
export async function readThroughDayPack<T>(
  dayPack: DayPackFactsRef,
  userId: string,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  return (await readThroughDayPackKept(dayPack, userId, key, load)).value;
}

/**
 * {@link readThroughDayPack}, also telling when the copy was kept (`keptAt`, ms since the epoch) when
 * the answer is the copy, null when the server answered (issue 33). @throws as readThroughDayPack.
 */
export function readThroughDayPackKept<T>(
  dayPack: DayPackFactsRef,
  userId: string,
  key: string,
  load: () => Promise<T>,
): Promise<{ value: T; keptAt: number | null }> {
  return readThroughKept(
    () => refreshDayPackCopy(dayPack, userId, key, load),
    () => readDayPackCopy<T>(userId, key),
    (cause) => cause ?? new TypeError('Failed to fetch (offline)'),
    dayPack,
  );
}

/**
 * Fetches with `load` and keeps the answer under `<userId>:<key>` for offline reads (unless `signal` was
 * aborted meanwhile), without touching what the banner says a screen shows (the sync's background refresh: a copy refreshed behind an
 * offline screen must not clear its "Last updated"). A write started before a sign-out's wipe (as
 * `dayPack` counts them) keeps nothing, nor one for a person who signed out since. @throws `load`'s error.
 */
export async function refreshDayPackCopy<T>(
  dayPack: DayPackFactsRef,
  userId: string,
  key: string,
  load: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const startedAt = dayPackGeneration(dayPack);
  const value = await load();
  const entry: PackEntry<T> = { value, savedAt: Date.now() };
  // A full or blocked IndexedDB must not break the online screen. A read its caller gave up on (`signal`
  // aborted: a newer read is under way) keeps nothing, so it cannot overwrite the newer copy.
  const packStore = dayPackStore();
  if (packStore && mayKeepFor(dayPack, userId, startedAt) && !signal?.aborted)
    await set(`${userId}:${key}`, entry, packStore).catch(() => undefined);
  return value;
}

/**
 * Wipes every kept copy on this device (sign-out: issue 9 "session and day pack wiped"), the page
 * snapshots drawn from it included (issue 22).
 */
export async function wipeDayPack(): Promise<void> {
  forgetPageSnapshots();
  forgetLastAnswers();
  dayPackFacts.send({ type: 'pack.wiped' });
  const packStore = dayPackStore();
  if (packStore) await clear(packStore).catch(() => undefined);
}
