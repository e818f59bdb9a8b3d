import { fromTransition, type ActorRefFrom } from 'xstate';
import { joinApp } from '../app-system';

/**
 * What the app decides about the day pack's copy on screen (issue 35 "facts the app decides … live in
 * actors"), in one actor's snapshot instead of module variables: when the copy the screens show was
 * fetched, when a screen last showed the server's answer, and whether a screen was given the copy
 * since the router last asked.
 */
export interface DayPackFacts {
  /** When the copy on screen came from the server (ms since the epoch; the oldest one shown), or null
   * while the screens show the server's answer: the banner's "Last updated", a form's "Updated 14:32". */
  shownFromPackSince: number | null;
  /** When a screen last showed the server's answer (ms since the epoch), or null if none has yet. */
  lastServerAnswerAt: number | null;
  /** Whether a read gave a screen the copy while the app showed it, since the router last asked. */
  copyShown: boolean;
  /** Which wipe the pack is at (one more at each sign-out's wipe): a write begun before it keeps nothing. */
  generation: number;
  /**
   * The app starts whose first pull is done, as "person:lodge:generation" keys (a wipe starts over): a
   * later pull of the same start re-reads the screens whenever rows changed (the sync, issue 11).
   */
  pulledStarts: readonly string[];
  /**
   * The app starts whose screens' copies that are not pack rows (reviews, business results, team) were
   * refreshed, same keys: refreshed once per start (the sync's `warmCopies`).
   */
  warmedStarts: readonly string[];
}

/** What the reads through the day pack tell the facts actor. */
export type DayPackFactEvent =
  | { type: 'pack.shownCopy'; savedAt: number }
  | { type: 'pack.shownServer'; at: number }
  | { type: 'pack.wiped' }
  | { type: 'copy.noted' }
  | { type: 'copy.taken' }
  | { type: 'start.pulled'; key: string }
  | { type: 'start.warmed'; key: string };

const noFacts: DayPackFacts = {
  shownFromPackSince: null,
  lastServerAnswerAt: null,
  copyShown: false,
  generation: 0,
  pulledStarts: [],
  warmedStarts: [],
};

/** `keys` with `key` (the same list when it is there already). */
const withKey = (keys: readonly string[], key: string) => (keys.includes(key) ? keys : [...keys, key]);

/**
 * The facts' rules: a screen shown the copy keeps the oldest `savedAt` shown; a server answer clears it
 * and notes the time; a wipe (sign-out) clears it and counts one more generation; `copy.taken` is the
 * router having asked; `start.pulled` / `start.warmed` note an app start's first pull and its warmed
 * copies (keys carry the generation, so a wipe's new generation starts over).
 */
export const dayPackFactsLogic = fromTransition(
  (facts: DayPackFacts, event: DayPackFactEvent): DayPackFacts => {
    switch (event.type) {
      case 'pack.shownCopy': {
        const since = facts.shownFromPackSince;
        return {
          ...facts,
          shownFromPackSince: since === null ? event.savedAt : Math.min(since, event.savedAt),
        };
      }
      case 'pack.shownServer':
        return { ...facts, shownFromPackSince: null, lastServerAnswerAt: event.at };
      case 'pack.wiped':
        return { ...facts, shownFromPackSince: null, generation: facts.generation + 1 };
      case 'copy.noted':
        return facts.copyShown ? facts : { ...facts, copyShown: true };
      case 'copy.taken':
        return facts.copyShown ? { ...facts, copyShown: false } : facts;
      case 'start.pulled':
        return { ...facts, pulledStarts: withKey(facts.pulledStarts, event.key) };
      case 'start.warmed':
        return { ...facts, warmedStarts: withKey(facts.warmedStarts, event.key) };
    }
  },
  noFacts,
);

/** A day-pack facts actor: the app's (`dayPackFacts`), or a test's own. */
export type DayPackFactsRef = ActorRefFrom<typeof dayPackFactsLogic>;

/**
 * The page's day-pack facts actor, started at once, in the app's actor system as `dayPack` (the
 * /machines explorer and `appSystem.get('dayPack')` find it). Its snapshot's `context` is the facts.
 * Made here, once; the router's context carries it to the loaders (src/app/router.ts, `ReadFacts`).
 */
export const dayPackFacts = joinApp('dayPack', dayPackFactsLogic).start();

/** The facts now. */
export const currentDayPackFacts = (): DayPackFacts => dayPackFacts.getSnapshot().context;
