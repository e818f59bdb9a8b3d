import { useEffect, useMemo, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import type { ActorOptions } from 'xstate';
import type { syncMachine } from '../../../machines/sync.machine';
import { onOutboxChange, listOutbox } from '../../lib/offline/outbox';
import { registerLiveActor } from '../../lib/live-actors';
import { appSyncMachine } from './sync.actors';

/**
 * Keeps the signed-in person's day pack of their lodge in sync while the app is open (issue 9): starts
 * the sync machine, tells it when the network comes and goes, asks for a round when the app is shown
 * again and when a write waits in the outbox, reloads the screen's data after a round that changed
 * something (not after the first pull that only filled the pack: `pullDayPack`), and asks the browser to keep the pack (`navigator.storage.persist()`). Renders nothing.
 * Loaded after first paint (a lazy chunk of the signed-in layout).
 */
export function LodgeSync({
  userId,
  lodgeId,
  timezone,
  warmCopies,
  logic,
  clock,
}: {
  userId: string;
  lodgeId: string;
  timezone: string;
  /** Refreshes the screens' kept copies that are not pack rows, once per app start (SyncTarget). */
  warmCopies?: (userId: string, lodgeId: string) => Promise<void>;
  /** The sync machine with other actors (tests); by default the app's (`appSyncMachine`). */
  logic?: typeof syncMachine;
  /** The clock for its timers (tests); by default the real one. */
  clock?: ActorOptions<typeof syncMachine>['clock'];
}) {
  const router = useRouter();
  const routerRef = useRef(router);
  routerRef.current = router;
  const machine = useMemo(
    () =>
      logic ??
      appSyncMachine({
        userId,
        lodgeId,
        timezone,
        onChanged: () => void routerRef.current.invalidate(),
        warmCopies,
      }),
    [logic, userId, lodgeId, timezone, warmCopies],
  );
  const sync = useActorRef(machine, clock ? { clock } : {});
  // The machine starts offline; a phone with a network starts a round at once.
  useEffect(() => {
    if (navigator.onLine) sync.send({ type: 'network.online' });
  }, [sync]);

  useEffect(() => registerLiveActor('sync', sync), [sync]);

  useEffect(() => {
    const online = () => sync.send({ type: 'network.online' });
    const offline = () => sync.send({ type: 'network.offline' });
    const shown = () => {
      if (document.visibilityState === 'visible') sync.send({ type: 'sync.request' });
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', shown);
    const stop = onOutboxChange(() => {
      void listOutbox(userId).then((waiting) => {
        if (waiting.length > 0) sync.send({ type: 'sync.request' });
      });
    });
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', shown);
      stop();
    };
  }, [sync, userId]);

  useEffect(() => {
    // Cheap phones under storage pressure evict what is not persisted (shared notes §2.2).
    void navigator.storage?.persist?.().catch(() => false);
  }, []);

  return null;
}
