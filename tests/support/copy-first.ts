import { createActor } from 'xstate';
import type { ReadFacts } from '../../src/lib/offline/copy-first';
import { dayPackFactsLogic } from '../../src/lib/offline/day-pack-facts';

/**
 * The facts a loader's router context hands its reads (issue 35: `context.facts`), made for a test with
 * no app system running: the app shows the phone's copy when `showing()` says so at each look (the
 * lodge actor's `showingCopy` tag in the app), and a fresh day-pack facts actor of its own hears what
 * the reads gave the screens.
 */
export function readFacts(showing: () => boolean = () => false): ReadFacts {
  return { opensOnCopy: showing, dayPack: createActor(dayPackFactsLogic).start() };
}
