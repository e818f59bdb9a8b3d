import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';
import { appActors, appSystem } from '../../lib/app-system';

// The key of the system's actors (systemId and session): the same while the same actors run.
const keyOf = (actors: Record<string, AnyActorRef>) =>
  Object.entries(actors)
    .map(([systemId, actor]) => `${systemId}#${actor.sessionId}`)
    .sort()
    .join(' ');

/**
 * The app system's running actors by `systemId` (the /machines explorer's live states), re-rendering
 * when one joins or leaves. Read from XState's own registry (`appSystem.getAll()`).
 */
export function useAppActors(): ReadonlyMap<string, AnyActorRef> {
  const subscribe = useCallback((onChange: () => void) => {
    const subscription = appActors.root.subscribe(onChange);
    return () => subscription.unsubscribe();
  }, []);
  const key = useSyncExternalStore(subscribe, () => keyOf(appSystem.getAll()));
  // `key` names the actors: a new map only when they change.
  return useMemo(() => new Map(key ? Object.entries(appSystem.getAll()) : []), [key]);
}
