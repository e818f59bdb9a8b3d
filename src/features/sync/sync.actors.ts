import { fromPromise } from 'xstate';
import { syncMachine } from '../../../machines/sync.machine';
import { lodgeToday } from '../../lib/lodge-today';
import type { DayPackFactsRef } from '../../lib/offline/day-pack-facts';
import { pullLodgePack } from '../../lib/offline/pull-lodge-pack';
import { listOutbox, removeFromOutbox, setAside } from '../../lib/offline/outbox';
import { sendCommand } from '../../lib/offline/send-command';

/**
 * What a round that changed something changed, told to `SyncTarget.onChanged`: whether the lodge's own
 * row changed (issue 35: its settings, as the pull saw them — `PullResult.lodgeChanged`; never after a
 * push alone), so the lodge is read again (`fetchMyLodges`, one request) only then, not every round.
 */
export interface SyncChange {
  lodgeChanged: boolean;
}

/** Whose day pack a sync keeps: the signed-in person and their current lodge (with its time zone). */
export interface SyncTarget {
  userId: string;
  lodgeId: string;
  timezone: string;
  /**
   * The day-pack facts actor (issue 35: handed in, from the router's context, not imported): which
   * wipe the pack is at, which app starts were pulled and warmed, what the screens show.
   */
  dayPack: DayPackFactsRef;
  /**
   * Called after a round that changed what the screens show (sent writes, pulled rows; not the first
   * pull of an app start right after the screens' own reads: see {@link pullDayPack}), with what changed.
   */
  onChanged: (change: SyncChange) => void;
  /**
   * Refreshes the kept copies of the screens whose data is not rows of the lodge pack (Guest
   * Experience, business results, Team: their areas' data modules), once per app start; supplied by
   * the signed-in layout, which may import those areas (features do not import each other).
   */
  warmCopies?: (dayPack: DayPackFactsRef, userId: string, lodgeId: string) => Promise<void>;
  /**
   * Resolves when the pull may start (issue 22: the app start's pull, its writes to the pack and the
   * warm copies ran during the first taps on a screen and made them wait): the app's is a quiet moment
   * (src/lib/quiet-moment.ts); none means at once.
   */
  whenQuiet?: () => Promise<void>;
}

/**
 * Runs `work` holding the person's sync lock (Web Locks, issue 9 "Several open tabs do not sync
 * twice"): a second tab waits, then finds the outbox empty and pulls only what changed meanwhile.
 * Where the browser has no Web Locks, runs it directly.
 */
function withSyncLock<T>(userId: string, work: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator) || !navigator.locks) return work();
  return navigator.locks.request(`ecolodge-sync:${userId}`, work);
}

/**
 * Sends the person's outbox, oldest first, one at a time (issue 9 "sent in order"): each sent command
 * leaves the outbox, each refused one moves to Needs attention; the first send worth retrying stops
 * the round (rejects) so nothing overtakes it. @throws that send's error.
 */
export async function pushOutbox(target: Omit<SyncTarget, 'dayPack'>): Promise<void> {
  await withSyncLock(target.userId, async () => {
    let sent = 0;
    try {
      for (const command of await listOutbox(target.userId)) {
        const result = await sendCommand(command);
        if (result.kind === 'sent') await removeFromOutbox(target.userId, command.id);
        else await setAside(target.userId, result.item);
        sent += 1;
      }
    } finally {
      if (sent > 0) target.onChanged({ lodgeChanged: false });
    }
  });
}

/** How recent the screens' server read must be for the first pull not to re-read them, ms. */
const justReadMs = 10_000;

/**
 * Pulls what changed in the lodge since the last pull into the person's pack (lodge's today); on the
 * first good pull of this app start also refreshes the copies of the screens that are not pack rows
 * (reviews, business results, team: `target.warmCopies`).
 *
 * Calls `target.onChanged({ lodgeChanged })` (the router re-runs the loaders on screen; the lodge is
 * read again only when its own row changed) when the pull changed rows,
 * except on this app start's first pull when the screens show the server's answer read at most
 * {@link justReadMs} before it began: that pull finds every row "changed" when it fills the pack, so
 * re-reading would fetch every screen twice on each start (issue 11). A screen showing the pack's copy
 * (an offline start), or read longer ago (the first pull failed and succeeded later), is re-read.
 * It starts at `target.whenQuiet()`; `pull` is the pack's pull (tests give their own).
 */
export async function pullDayPack(target: SyncTarget, pull = pullLodgePack): Promise<void> {
  // Asked now: the screens' reads just before count as "just read" however long the quiet takes.
  const startedAt = Date.now();
  const { dayPack } = target;
  // Before the lock: a second tab is not kept waiting while this one waits for quiet.
  await target.whenQuiet?.();
  const { changed, lodgeChanged } = await withSyncLock(target.userId, () =>
    pull(dayPack, target.userId, target.lodgeId, lodgeToday(target.timezone)),
  );
  const facts = () => dayPack.getSnapshot().context;
  // Per person, lodge and sign-in on this phone (a wipe starts over).
  const key = `${target.userId}:${target.lodgeId}:${facts().generation}`;
  // Not worth failing the round for: the screen's own read reports a refusal; tried again next round.
  // Which starts were warmed and pulled: facts of the dayPack actor (issue 35), not this module's.
  if (!facts().warmedStarts.includes(key) && target.warmCopies) {
    await target.warmCopies(dayPack, target.userId, target.lodgeId).then(
      () => dayPack.send({ type: 'start.warmed', key }),
      () => undefined,
    );
  }
  const firstPull = !facts().pulledStarts.includes(key);
  dayPack.send({ type: 'start.pulled', key });
  const { shownFromPackSince, lastServerAnswerAt } = facts();
  const screensJustRead = shownFromPackSince === null && (lastServerAnswerAt ?? 0) >= startedAt - justReadMs;
  if (changed > 0 && !(firstPull && screensJustRead)) target.onChanged({ lodgeChanged });
}

/** The sync machine with the app's actors for `target` (issue 9). */
export const appSyncMachine = (target: SyncTarget) =>
  syncMachine.provide({
    actors: {
      pushOutbox: fromPromise(() => pushOutbox(target)),
      pullDayPack: fromPromise(() => pullDayPack(target)),
    },
  });
