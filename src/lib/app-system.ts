import {
  createActor,
  fromTransition,
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
  type AnyActorRef,
} from 'xstate';

/**
 * The app's long-lived actors by their XState `systemId` (issue 35 "actors are found by XState's
 * `systemId`/`system.get`"): the ones made once (`auth`, `lodge`, `network`, the day pack's facts
 * `dayPack`) and the ones that live
 * while a screen shows them (`drawer`, `sync`, `businessModel`).
 */
export type AppSystemId = 'auth' | 'lodge' | 'network' | 'dayPack' | 'drawer' | 'sync' | 'businessModel';

/**
 * What the app's root actor hears: `app.joined`, `app.leave` (with the `actor` that leaves) and its
 * children's own reports (`xstate.done.actor.*`, `xstate.error.actor.*` with the `error`).
 */
interface AppRootEvent {
  type: string;
  actor?: AnyActorRef;
  error?: unknown;
}

/**
 * The root of an actor system. XState v5 puts an actor in another's system only as its child
 * (`createActor(logic, { parent })`, or spawned), so the app's actors are the children of this one
 * ({@link AppActors.join}); it does nothing itself but stop a child that leaves and say when one
 * failed. Its snapshot counts what it heard, so a follower of the root (the /machines explorer) hears
 * each arrival and departure.
 */
const appRootLogic = fromTransition((heard: number, event: AppRootEvent, { stopChild }) => {
  if (event.type === 'app.leave' && event.actor) stopChild(event.actor);
  // A child that fails reports it to its parent, not to the page (XState stays quiet for children).
  else if (event.type.startsWith('xstate.error.actor')) console.error('An app actor failed', event.error);
  return heard + 1;
}, 0);

/** One actor system of app actors: its root, its registry, and the way in and out. */
export interface AppActors {
  /** The root actor (started); its snapshot changes whenever an actor joins or leaves. */
  root: Actor<typeof appRootLogic>;
  /** XState's system: `system.get('auth')`, `system.getAll()`. */
  system: Actor<typeof appRootLogic>['system'];
  /**
   * Makes an actor of `logic` in this system under `systemId` (not started). @throws when an actor with
   * that `systemId` is in the system already (XState: "Actor with system ID … already exists").
   */
  join: <TLogic extends AnyActorLogic>(
    systemId: AppSystemId,
    logic: TLogic,
    options?: Omit<ActorOptions<TLogic>, 'parent' | 'systemId' | 'clock'>,
  ) => Actor<TLogic>;
  /** Stops an actor made by `join` and takes it out of the system (a child's own `stop()` throws). */
  leave: (actor: AnyActorRef) => void;
}

/**
 * A new actor system with its root started. `clock`: the clock of every delayed event in it (XState
 * schedules on the system's clock, not a child's own): a test's simulated one, by default the real one.
 */
export function createAppActors({ clock }: Pick<ActorOptions<typeof appRootLogic>, 'clock'> = {}): AppActors {
  const root = createActor(appRootLogic, clock ? { clock } : {}).start();
  return {
    root,
    system: root.system,
    join: (systemId, logic, options = {}) => {
      const actor = createActor(logic, { ...options, parent: root, systemId });
      // Tell the root's followers that one joined (its `systemId` is registered by now).
      root.send({ type: 'app.joined' });
      return actor;
    },
    leave: (actor) => root.send({ type: 'app.leave', actor }),
  };
}

/** The app's actor system: every app actor of the page, by `systemId`. */
export const appActors = createAppActors();

/** The app's XState system: `appSystem.get('auth')` is the auth actor; `getAll()` lists them. */
export const appSystem = appActors.system;

/** Makes an actor in the app's system ({@link AppActors.join}). */
export const joinApp = appActors.join;

/** Stops an app actor and takes it out of the app's system ({@link AppActors.leave}). */
export const leaveApp = appActors.leave;
