import type { ActorLogic, EventObject, Snapshot } from 'xstate';
import { joinApp, leaveApp } from '../../src/lib/app-system';

type StandInSnapshot = Snapshot<undefined> & { hasTag: (tag: string) => boolean };

/**
 * A stand-in for the lodge actor in the app's actor system (`systemId` 'lodge'), whose `showingCopy`
 * tag is `showing()` at each look: the reads through the day pack find it as they find the app's
 * (issue 35: by `system.get('lodge')`). @returns the function that takes it out again.
 */
export function lodgeShowingCopy(showing: () => boolean = () => true): () => void {
  const logic: ActorLogic<StandInSnapshot, EventObject> = {
    transition: (snapshot) => snapshot,
    getInitialSnapshot: () => ({
      status: 'active',
      output: undefined,
      error: undefined,
      hasTag: (tag) => tag === 'showingCopy' && showing(),
    }),
    getPersistedSnapshot: (snapshot) => snapshot,
  };
  const standIn = joinApp('lodge', logic).start();
  return () => leaveApp(standIn);
}
