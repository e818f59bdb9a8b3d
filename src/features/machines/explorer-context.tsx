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
import { useAppActors } from './use-app-actors';
import { createEventLogStore, watchActor, type EventLogStore } from './event-log';

const LogContext = createContext<EventLogStore | null>(null);

/**
 * The explorer's shared parts for every /machines page: the event log, recording the app's live
 * actors (the app system's, by `systemId`) from the moment the explorer opens (so moving between
 * machines keeps it).
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
  // A new map when an actor joins or leaves (an actor that comes again is watched afresh).
  const actors = useAppActors();
  useEffect(() => {
    const stops = [...actors.entries()].map(([machineId, actor]) => watchActor(store, machineId, actor));
    return () => stops.forEach((stop) => stop());
  }, [store, actors]);
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
