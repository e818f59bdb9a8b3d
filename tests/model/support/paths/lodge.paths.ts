import { lodgeMachine, type ResolvedLodges } from '../../../../machines/lodge.machine';
import { createMachineModel, type ModelEvent } from '../machine-model';
import { named, type ModelPathSet } from './path-set';

export const trust = {
  lodgeId: 'lodge-1',
  name: 'Okavango Community Trust',
  location: 'Boro',
  timezone: 'Africa/Gaborone',
  role: 'owner' as const,
};
export const camp = {
  lodgeId: 'lodge-2',
  name: 'Khwai Camp',
  location: 'Khwai',
  timezone: 'Africa/Gaborone',
  role: 'staff' as const,
};
export const resolved: ResolvedLodges = { lodges: [trust, camp], currentLodgeId: 'lodge-1' };
/** The server's list after the person left the trust: only the camp. */
export const leftTrust: ResolvedLodges = { lodges: [camp], currentLodgeId: 'lodge-2' };
/** The server's answer after the person left their only lodge (issue 33): none, and no sample lodge. */
export const noLodges: ResolvedLodges = { lodges: [], currentLodgeId: '' };

export const EVENTS: ModelEvent[] = [
  { type: 'session.started', userId: 'u-neo' },
  { type: 'session.ended' },
  // The phone's copy (issue 11: the app opens on it), or none (first start on this phone).
  { type: 'xstate.done.actor.recallLodges', output: resolved },
  { type: 'xstate.done.actor.recallLodges', output: null },
  { type: 'xstate.error.actor.recallLodges', error: new Error('IndexedDB unavailable') },
  { type: 'xstate.done.actor.refreshLodges', output: resolved },
  { type: 'xstate.done.actor.refreshLodges', output: leftTrust },
  { type: 'xstate.error.actor.refreshLodges', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.resolveLodges', output: resolved },
  { type: 'xstate.done.actor.resolveLodges', output: noLodges },
  { type: 'xstate.done.actor.refreshLodges', output: noLodges },
  { type: 'xstate.error.actor.resolveLodges', error: new Error('Failed to fetch') },
  { type: 'lodge.switch', lodgeId: 'lodge-2' },
  { type: 'lodge.switch', lodgeId: 'lodge-1' },
  { type: 'lodge.joined', lodgeId: 'lodge-2' },
  { type: 'lodge.retry' },
  { type: 'lodge.refresh' },
];

/** Traversal runs actions: the production machine with only its storage action made inert. */
export const traversed = lodgeMachine.provide({ actions: { rememberChoice: () => {} } });
/** The guard reads which lodge is current and which are the person's; nothing else changes what is enabled. */
export const model = createMachineModel(traversed, {
  events: EVENTS,
  guardContext: (s) => [
    s.context.currentLodgeId,
    s.context.lodges.map((l: { lodgeId: string }) => l.lodgeId),
  ],
  // The copy that lists only the camp is offered once the trust was current, and a reconnect's recheck
  // (`ready.fresh` → `ready.rechecking`) only on the trust, so the path count stays bounded.
  // An answer of no lodges at all is offered only while the camp is current (the person left it).
  offer: (s, e) =>
    (!(e.type === 'xstate.done.actor.refreshLodges' && e.output === leftTrust) ||
      s.context.currentLodgeId === 'lodge-1') &&
    (!(e.type === 'xstate.done.actor.refreshLodges' && e.output === noLodges) ||
      s.context.currentLodgeId === 'lodge-2') &&
    !(e.type === 'lodge.refresh' && s.matches({ ready: 'fresh' }) && s.context.currentLodgeId !== 'lodge-1'),
});
export const paths = model.getShortestPaths();

/** What lodge.model.test.tsx runs. */
export const lodgePathSet: ModelPathSet = {
  machineId: 'lodge',
  runs: [{ machine: traversed, paths: named(paths) }],
};
