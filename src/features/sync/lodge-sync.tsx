import { useEffect, useMemo, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { syncMachine } from '../../../machines/sync.machine';
import { appActors, type AppActors } from '../../lib/app-system';
import { useLodgeActor } from '../../lib/lodge/lodge-context';
import { quietMoment } from '../../lib/quiet-moment';
import { networkActor, type NetworkActorRef } from '../../lib/network/network-actor';
import { appSyncMachine, type SyncChange } from './sync.actors';
import { connectSync } from './connect-sync';
import type { DayPackFactsRef } from '../../lib/offline/day-pack-facts';

/**
 * After a sync round that changed what the screens show: the screens' loaders read again (`router`),
 * and the lodge's own row (its currency, share, time zone: issue 35) is read again with the lodge —
 * the lodge actor's `lodge.refresh`, one `fetchMyLodges` request — only when the pull saw that row
 * change (`change.lodgeChanged`), not after every changed round (data costs the lodge's staff money).
 */
export function refreshAfterRound(
  change: SyncChange,
  lodge: { send: (event: { type: 'lodge.refresh' }) => void } | null,
  router: { invalidate: () => Promise<unknown> },
): void {
  // The lodge actor tells the router when the lodge changed; the screens' loaders read now.
  if (change.lodgeChanged) lodge?.send({ type: 'lodge.refresh' });
  void router.invalidate();
}

/**
 * Keeps the signed-in person's day pack of their lodge in sync while the app is open (issue 9): starts
 * the sync machine and connects it (`connectSync`: the network actor, the app shown again, a write
 * waiting in the outbox), reloads the screen's data after a round that changed something — and the
 * lodge's own settings when the pull saw them change, issue 35 ({@link refreshAfterRound}) (not after the first pull that only filled the pack: `pullDayPack`), and asks the browser to keep the pack (`navigator.storage.persist()`). Renders nothing.
 * Loaded after first paint (a lazy chunk of the signed-in layout). Its actor is the app system's `sync`.
 */
export function LodgeSync({
  userId,
  lodgeId,
  timezone,
  warmCopies,
  logic,
  app = appActors,
  network = networkActor,
}: {
  userId: string;
  lodgeId: string;
  timezone: string;
  /** Refreshes the screens' kept copies that are not pack rows, once per app start (SyncTarget). */
  warmCopies?: (dayPack: DayPackFactsRef, userId: string, lodgeId: string) => Promise<void>;
  /** The sync machine with other actors (tests); by default the app's (`appSyncMachine`). */
  logic?: typeof syncMachine;
  /** The actor system it runs in (a test's, with its clock); by default the app's. */
  app?: AppActors;
  /** The network actor it follows (tests); by default the page's. */
  network?: NetworkActorRef;
}) {
  const router = useRouter();
  const routerRef = useRef(router);
  routerRef.current = router;
  const lodgeActor = useLodgeActor();
  const lodgeRef = useRef(lodgeActor);
  lodgeRef.current = lodgeActor;
  const machine = useMemo(
    () =>
      logic ??
      appSyncMachine({
        userId,
        lodgeId,
        timezone,
        // Issue 35: the day-pack facts as the router's context carries them to the loaders (one
        // actor for the router's life; not asked when a test gives its own `logic`).
        dayPack: routerRef.current.options.context.dayPack,
        onChanged: (change) => refreshAfterRound(change, lodgeRef.current, routerRef.current),
        warmCopies,
        // Issue 22: the pull and the warm copies start when nobody is tapping.
        whenQuiet: quietMoment,
      }),
    [logic, userId, lodgeId, timezone, warmCopies],
  );

  // The sync actor lives while this is mounted, in the app's actor system as `sync` (/machines shows it).
  useEffect(() => {
    const sync = app.join('sync', machine).start();
    const disconnect = connectSync(sync, { network, userId });
    return () => {
      disconnect();
      app.leave(sync);
    };
  }, [app, machine, network, userId]);

  useEffect(() => {
    // Cheap phones under storage pressure evict what is not persisted (shared notes §2.2).
    void navigator.storage?.persist?.().catch(() => false);
  }, []);

  return null;
}
