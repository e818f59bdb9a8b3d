import { isShowingCopy } from '../../../machines/lodge/types';
import type { DayPackFactsRef } from './day-pack-facts';

/**
 * The facts the app decides that a screen's read needs (issue 35 item 3: they reach loaders through
 * the router's context, `context.facts`, derived by the signed-in layout's `beforeLoad` from the actors
 * in the root context: {@link readFactsOf}). A read learns them here only, never from a module or the
 * app's actor system, so a loader's inputs are its context (a test hands it its own).
 */
export interface ReadFacts {
  /**
   * Whether screens open on the phone's copy right now (issue 22 "The installed app opens on today's
   * data at once"): the app started on what this phone kept and the server has not answered yet. Asked
   * again after each wait (the server may answer meanwhile).
   */
  opensOnCopy: () => boolean;
  /** The day-pack facts actor a read tells what it gave a screen (the copy, since when). */
  dayPack: DayPackFactsRef;
}

/**
 * The read facts of the app's actors: "open on the copy?" is the lodge actor's `showingCopy` tag (its
 * one owner, asked at each look), the pack's times and "a screen was given the copy" are `dayPack`'s.
 */
export const readFactsOf = (
  lodge: { getSnapshot: () => { hasTag: (tag: 'showingCopy') => boolean } },
  dayPack: DayPackFactsRef,
): ReadFacts => ({ opensOnCopy: () => isShowingCopy(lodge.getSnapshot()), dayPack });

/**
 * Notes in `dayPack` that a screen was given the phone's copy while the app showed it
 * (`readThroughLodgePackCopy`), so the screens are read again from the server once it answers (the
 * day-pack facts' `copyShown`).
 */
export function noteCopyShown(dayPack: DayPackFactsRef): void {
  dayPack.send({ type: 'copy.noted' });
}

/**
 * Whether any screen was given the phone's copy since the last call (`dayPack`'s `copyShown`), and
 * forgets it. The wiring asks when the lodge actor has heard from the server: only then must the
 * screens be read again (a cold start whose screens read the server because no copy was kept fetches
 * nothing twice).
 */
export function takeCopyShown(dayPack: DayPackFactsRef): boolean {
  const shown = dayPack.getSnapshot().context.copyShown;
  dayPack.send({ type: 'copy.taken' });
  return shown;
}
