import { useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';

/**
 * A registry of the app's running actors by machine id ("auth", "drawer", "businessModel"), so the
 * /machines screen can highlight each one's live state. Registering is cheap and holds only a reference.
 */
const actors = new Map<string, AnyActorRef>();
const listeners = new Set<() => void>();
// Module state: the registry's change counter, read by useSyncExternalStore; the registry holds references
// only.
let version = 0;

function changed() {
  version += 1;
  listeners.forEach((listener) => listener());
}

/** Registers a running actor under its machine id; returns the function that unregisters it. */
export function registerLiveActor(machineId: string, actor: AnyActorRef): () => void {
  actors.set(machineId, actor);
  changed();
  return () => {
    if (actors.get(machineId) === actor) {
      actors.delete(machineId);
      changed();
    }
  };
}

/** The actor running for a machine id, if any. */
export function liveActor(machineId: string): AnyActorRef | undefined {
  return actors.get(machineId);
}

/** Re-renders when actors register or leave; returns a snapshot of the registry. */
export function useLiveActors(): ReadonlyMap<string, AnyActorRef> {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  return actors;
}
