import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { LodgeMachine } from '../../../machines/lodge.machine';

/** A running lodge actor (the app's, or a test's). */
export type LodgeActorRef = ActorRefFrom<LodgeMachine>;

/**
 * Carries the app-wide lodge actor (current lodge + role) to screens; tests put their own actor here.
 * Null outside the app (e.g. a screen rendered alone), where lodge-dependent controls hide themselves.
 */
export const LodgeActorContext = createContext<LodgeActorRef | null>(null);

/** The lodge actor from context, or null when none is provided. */
export function useLodgeActor(): LodgeActorRef | null {
  return useContext(LodgeActorContext);
}

/**
 * The lodge actor's snapshot, re-rendering on each change; null without a lodge actor (a screen
 * rendered alone), so shared chrome like the drawer works in both places.
 */
export function useLodgeSnapshot(): SnapshotFrom<LodgeMachine> | null {
  const actor = useLodgeActor();
  return useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        if (!actor) return () => {};
        const subscription = actor.subscribe(onChange);
        return () => subscription.unsubscribe();
      },
      [actor],
    ),
    () => actor?.getSnapshot() ?? null,
    // The prerendered HTML and its hydration (issue 22) read the same: the actor's snapshot.
    () => actor?.getSnapshot() ?? null,
  );
}
