import {
  type ActorOptions,
  createActor,
  fromCallback,
  getNextSnapshot,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import type { SimulatedEvent } from './model-coverage';
import { describeStateValue, eventLabel } from './to-mermaid';

/**
 * Simulate (issue 21): a private copy of a machine that a product owner drives by hand. Every actor it
 * would invoke is stubbed (a callback that never settles and sends nothing): its outcome is
 * an event the person picks ("loadSession finishes", "… fails"), as the model tests feed them. Actions
 * that reach outside the machine (toasts, storage) do nothing; context updates (`assign`) still run.
 * Timers never fire on their own: their events are offered as buttons. The running app's actor is
 * never sent anything.
 */

/** Never fires: timers are offered as events instead. */
/** A clock whose timers never fire: a simulated machine waits for the person's choices. */
const stoppedClock: NonNullable<ActorOptions<AnyStateMachine>['clock']> = {
  setTimeout: () => 0,
  clearTimeout: () => {},
};

/** What a machine needs as input to start (products: a list). */
const SIMULATION_INPUT: Record<string, unknown> = { products: { products: [] } };

/** `machine` with every actor stubbed and every side-effect action made inert. */
export function simulationLogic(machine: AnyStateMachine): AnyStateMachine {
  const { actors, actions } = machine.implementations;
  // A callback that does nothing stands for any actor: it never settles, never sends.
  const stubActors = Object.fromEntries(
    Object.keys(actors).map((name) => [name, fromCallback(() => () => {})]),
  );
  // Built-ins (assign, emit, raise…) carry an `xstate.*` type; a plain function reaches outside.
  const inertActions = Object.fromEntries(
    Object.entries(actions)
      .filter(([, action]) => !String((action as { type?: unknown }).type ?? '').startsWith('xstate.'))
      .map(([name]) => [name, () => {}]),
  );
  return machine.provide({ actors: stubActors, actions: inertActions });
}

/**
 * Starts a private copy of `machine`: from its initial state, or from `from` (the live actor's
 * persisted snapshot: "Start from now").
 * @throws when the snapshot cannot be restored (the caller says so and offers the initial state).
 */
export function startSimulation(machine: AnyStateMachine, from?: AnyActorRef): AnyActorRef {
  const logic = simulationLogic(machine);
  const actor = createActor(logic, {
    input: SIMULATION_INPUT[machine.id],
    clock: stoppedClock,
    ...(from ? { snapshot: from.getPersistedSnapshot() } : {}),
  });
  actor.start();
  return actor;
}

/** A button of Simulate: an event the copy accepts now, and where it would lead. */
export interface SimulationChoice {
  event: SimulatedEvent;
  /** `loadSession finishes → signedIn.token.fresh`. */
  label: string;
}

function readable(snapshot: AnyMachineSnapshot, type: string): string {
  const node = [...snapshot._nodes].reverse().find((n) => n.transitions.has(type)) ?? snapshot.machine.root;
  const label = eventLabel(node, type);
  if (label.startsWith('done ')) return `${label.slice(5)} finishes`;
  if (label.startsWith('error ')) return `${label.slice(6)} fails`;
  return label;
}

/**
 * The events (with the model tests' payloads) the copy accepts in `snapshot`, one per distinct
 * outcome, each labelled with where it leads.
 */
export function simulationChoices(
  logic: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  events: readonly SimulatedEvent[],
): SimulationChoice[] {
  if (snapshot.status !== 'active') return [];
  const choices = new Map<string, SimulationChoice>();
  for (const event of events) {
    try {
      if (!snapshot.can(event)) continue;
      const next = getNextSnapshot(logic, snapshot, event);
      const to = describeStateValue(next.value).join(', ');
      const from = describeStateValue(snapshot.value).join(', ');
      const label = `${readable(snapshot, event.type)} → ${to === from ? 'stays' : to}`;
      if (!choices.has(label)) choices.set(label, { event, label });
    } catch {
      // A payload this state's guards cannot read: not an outcome here.
    }
  }
  return [...choices.values()];
}
