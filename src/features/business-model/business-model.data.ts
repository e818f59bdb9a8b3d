import { readThroughDayPack, refreshDayPackCopy } from '../../lib/offline/day-pack';
import type { ReadFacts } from '../../lib/offline/copy-first';
import type { DayPackFactsRef } from '../../lib/offline/day-pack-facts';
import {
  fetchBusinessModelResults,
  type LodgeBusinessResult,
} from '../../lib/supabase/business-model-results';

/**
 * The Business Model route's data (/business): the lodge's saved results (listed on step 8). Not rows
 * of the lodge pack: the last answer is kept per person and lodge in the day pack (issue 9), read
 * through as the route loads and warmed by the sync once per app start.
 */
const copyKey = (lodgeId: string) => `business-results:${lodgeId}`;

/**
 * The route's loader: the server's answer (kept), else offline the copy kept.
 * @throws the fetch's error when the server answered with one, or offline with no copy kept.
 */
export const loadBusinessResultsOffline = (
  facts: ReadFacts,
  userId: string,
  lodgeId: string,
): Promise<LodgeBusinessResult[]> =>
  readThroughDayPack(facts.dayPack, userId, copyKey(lodgeId), () => fetchBusinessModelResults(lodgeId));

/** Refreshes the kept copy in the background (the sync), leaving the banner alone. @throws the fetch's error. */
export const warmBusinessResultsCopy = (
  dayPack: DayPackFactsRef,
  userId: string,
  lodgeId: string,
): Promise<LodgeBusinessResult[]> =>
  refreshDayPackCopy(dayPack, userId, copyKey(lodgeId), () => fetchBusinessModelResults(lodgeId));
