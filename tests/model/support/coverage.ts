import {
  createActor,
  fromPromise,
  type AnyActorRef,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { activeStateIds, descendantsOf } from '../../../src/features/machines/to-mermaid';

/**
 * Coverage of a machine by a set of model paths, checked rather than assumed: which state nodes and
 * which transitions (each guarded branch separately) the paths take, and which leaf states have no
 * assertion handler. Transitions are identified as `<source id> | <event type> | #<branch index>`.
 */
export interface CoverageReport {
  machineId: string;
  states: string[];
  transitions: string[];
  paths: number;
  coveredStates: Set<string>;
  coveredTransitions: Set<string>;
  /** Leaf states (atomic or final) that no handler key matches. */
  unassertedStates: string[];
  /** Paths whose replay left the machine in an error status (an event nobody handled). */
  erroredPaths: string[];
}

/** What coverage needs of a model path: its events, in order, and a name. */
export interface ModelPath {
  description: string;
  steps: ReadonlyArray<{ event: EventObject }>;
}

/** True for `{}`: a transition that only stops the event (no target, no actions). */
function isForbidden(t: AnyTransitionDefinition): boolean {
  return (!t.target || t.target.length === 0) && t.actions.length === 0 && !t.reenter;
}

function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const list = t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  const index = list.findIndex((candidate) => candidate === t);
  return `${source.id} | ${t.eventType || 'always'} | #${index}`;
}

/** Every state node id and every (non-forbidden) transition branch of `machine`. */
export function machineInventory(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = [machine.root, ...descendantsOf(machine.root)];
  const transitions = nodes.flatMap((node) => {
    const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    return all.filter((t) => !isForbidden(t)).map(transitionKey);
  });
  return { states: descendantsOf(machine.root).map((n) => n.id), transitions };
}

/** Never fires: model paths deliver `xstate.after.*` events themselves. */
const stoppedClock = { setTimeout: () => 0, clearTimeout: () => {} };

/**
 * Replays `paths` on an interpreter of `machine` whose actors never settle (the paths deliver their
 * results as `xstate.done|error.actor.*` events) and records, through XState's inspection API, every
 * transition taken in every microstep, so `always` chains and parallel regions count too.
 */
export function measureCoverage(
  machine: AnyStateMachine,
  paths: ReadonlyArray<ModelPath>,
  handlerKeys: readonly string[],
  input?: unknown,
): CoverageReport {
  const { states, transitions } = machineInventory(machine);
  const inert = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise(() => new Promise(() => {})),
    ]),
  );
  const quiet = machine.provide({ actors: inert } as never) as AnyStateMachine;
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();
  const erroredPaths: string[] = [];

  for (const path of paths) {
    const seen = (value: unknown) =>
      activeStateIds(machine, value as never).forEach((id) => coveredStates.add(id));
    let actor: AnyActorRef | undefined = undefined;
    actor = createActor(quiet, {
      input,
      clock: stoppedClock as never,
      inspect: (event) => {
        if (!actor || event.actorRef !== actor) return;
        if (event.type === '@xstate.microstep') {
          event._transitions.forEach((t) => coveredTransitions.add(transitionKey(t)));
          seen((event.snapshot as unknown as { value: unknown }).value);
        }
      },
    });
    actor.start();
    seen(actor.getSnapshot().value);
    for (const step of path.steps.slice(1)) actor.send(step.event);
    seen(actor.getSnapshot().value);
    if (actor.getSnapshot().status === 'error') erroredPaths.push(path.description);
    actor.stop();
  }

  const keys = handlerKeys.map((key) => key.split('.'));
  const leaves = descendantsOf(machine.root).filter(
    (n) => (n.type === 'atomic' || n.type === 'final') && n.type !== ('history' as string),
  );
  const unassertedStates = leaves
    .filter((leaf) => !keys.some((key) => key.every((part, i) => leaf.path[i] === part)))
    .map((leaf) => leaf.id);

  return {
    machineId: machine.id,
    states,
    transitions,
    paths: paths.length,
    coveredStates,
    coveredTransitions,
    unassertedStates,
    erroredPaths,
  };
}

/** What is missing, one line each; empty when the paths and handlers cover the whole machine. */
export function coverageGaps(report: CoverageReport): string[] {
  return [
    ...report.states.filter((s) => !report.coveredStates.has(s)).map((s) => `state reached by no path: ${s}`),
    ...report.transitions
      .filter((t) => !report.coveredTransitions.has(t))
      .map((t) => `transition taken by no path: ${t}`),
    ...report.unassertedStates.map((s) => `state without an assertion handler: ${s}`),
    ...report.erroredPaths.map((p) => `path ends in an error status: ${p}`),
  ];
}

/** Prints the per-machine line of the coverage table (states, transitions, paths, covered). */
export function printCoverage(report: CoverageReport): void {
  const row = {
    machine: report.machineId,
    states: report.states.length,
    transitions: report.transitions.length,
    paths: report.paths,
    'states covered': `${report.states.filter((s) => report.coveredStates.has(s)).length}/${report.states.length}`,
    'transitions covered': `${report.transitions.filter((t) => report.coveredTransitions.has(t)).length}/${report.transitions.length}`,
  };
  const widths = Object.entries(row).map(([k, v]) => Math.max(k.length, String(v).length));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i]!)).join('  ');
  console.log(`\n${line(Object.keys(row))}\n${line(Object.values(row).map(String))}`);
}
