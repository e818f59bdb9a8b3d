import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { AnyActorRef, StateValue } from 'xstate';
import { useLiveActors } from '../../lib/live-actors';
import { createEventLogStore, watchActor, type EventLogStore } from './event-log';

const LogContext = createContext<EventLogStore | null>(null);

/** A number per actor object, so a re-registered machine (same id, new actor) is watched afresh. */
const actorNumbers = new WeakMap<AnyActorRef, number>();
// Module state: a counter numbering the actor objects the explorer watches; it decides nothing.
let lastActorNumber = 0;
function actorNumber(actor: AnyActorRef): number {
  if (!actorNumbers.has(actor)) actorNumbers.set(actor, ++lastActorNumber);
  return actorNumbers.get(actor)!;
}

/**
 * The explorer's shared parts for every /machines page: the event log, recording the app's live
 * actors from the moment the explorer opens (so moving between machines keeps it).
 */
export function ExplorerProvider({
  children,
  store: given,
}: {
  children: ReactNode;
  /** A log to use instead of a new one (tests). */
  store?: EventLogStore;
}) {
  const [store] = useState(() => given ?? createEventLogStore());
  const actors = useLiveActors();
  const key = [...actors.entries()].map(([id, actor]) => `${id}#${actorNumber(actor)}`).join(' ');
  useEffect(() => {
    const stops = [...actors.entries()].map(([machineId, actor]) => watchActor(store, machineId, actor));
    return () => stops.forEach((stop) => stop());
    // The registry is one mutable map: `key` says when its actors changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key]);
  return <LogContext.Provider value={store}>{children}</LogContext.Provider>;
}

/** The explorer's event log (a new one when rendered outside {@link ExplorerProvider}). */
export function useEventLogStore(): EventLogStore {
  const store = useContext(LogContext);
  const [fallback] = useState(() => createEventLogStore());
  return store ?? fallback;
}

/** The state value of a running actor, re-rendering on every change; null when none is running. */
export function useStateValue(actor: AnyActorRef | undefined): StateValue | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () =>
    actor ? ((actor.getSnapshot() as { value?: StateValue }).value ?? null) : null,
  );
}
