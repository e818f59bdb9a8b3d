import { isShowingCopy } from '../../../machines/lodge/types';
import { appSystem } from '../app-system';
import { currentDayPackFacts, dayPackFacts } from './day-pack-facts';

/**
 * Whether screens open on the phone's copy right now (issue 22 "The installed app opens on today's
 * data at once"): the app started on what this phone kept and the server has not answered yet. The
 * fact has one owner, the lodge actor (its `showingCopy` tag), found by its `systemId` in the app's
 * actor system (issue 35), so no loader passes it along and nothing hands it in. Where no lodge actor
 * runs (a test of one piece), nothing opens on the copy.
 */
export function opensOnCopy(): boolean {
  const lodge = appSystem.get('lodge');
  return lodge ? isShowingCopy(lodge.getSnapshot()) : false;
}

/**
 * Notes that a screen was given the phone's copy while the app showed it (`readThroughLodgePackCopy`),
 * so the screens are read again from the server once it answers (the day-pack facts' `copyShown`).
 */
export function noteCopyShown(): void {
  dayPackFacts.send({ type: 'copy.noted' });
}

/**
 * Whether any screen was given the phone's copy since the last call, and forgets it. The wiring asks
 * when the lodge actor has heard from the server: only then must the screens be read again (a cold
 * start whose screens read the server because no copy was kept fetches nothing twice).
 */
export function takeCopyShown(): boolean {
  const shown = currentDayPackFacts().copyShown;
  dayPackFacts.send({ type: 'copy.taken' });
  return shown;
}
