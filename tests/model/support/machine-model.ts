import type { AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';

/*
 * The DOM-free half of the model-test support: building a model and naming its paths. The path sets in
 * ./paths/ use it, and so does `npm run diagrams`, which records what each path reaches
 * (src/features/machines/model-coverage.json) without rendering anything.
 */

/** Any event a model may feed, including invoke results (`xstate.done.actor.<id>`) the union lacks. */
export type ModelEvent = { type: string; [key: string]: unknown };

/**
 * A test model of a production machine (the notes' verified recipe):
 * - events are offered only where the machine would take them (`snapshot.can`, guards included), so an
 *   unhandled invoke result can never put the model into an error status;
 * - a state's key is its value, the context guards (or the assertions) depend on (`guardContext`), and
 *   the transition that
 *   led to it (event + previous value), so shortest paths cover every transition, not just every state,
 *   without exploding on context the guards never read.
 */
export function createMachineModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: {
    events: readonly ModelEvent[];
    guardContext?: (snapshot: AnyMachineSnapshot) => unknown;
    /**
     * Narrows where an enabled event is offered (e.g. answers only on the first pass), to keep the
     * path count bounded; `snapshot.can` is always required as well.
     */
    offer?: (snapshot: AnyMachineSnapshot, event: ModelEvent) => boolean;
    input?: unknown;
  },
): TestModel<SnapshotFrom<TMachine>, ModelEvent, unknown> {
  type Snap = AnyMachineSnapshot;
  const keyOf = (s: Snap) =>
    JSON.stringify(s.value) + (options.guardContext ? ` ${JSON.stringify(options.guardContext(s))}` : '');
  const model = new TestModel(
    machine as AnyStateMachine,
    {
      // A machine that reached a top-level final state takes no more events.
      events: (s: Snap) =>
        s.status === 'active'
          ? options.events.filter((e) => s.can(e) && (options.offer?.(s, e) ?? true))
          : [],
      serializeState: (s: Snap, e?: ModelEvent, prev?: Snap) =>
        keyOf(s) + (e && prev ? ` via ${JSON.stringify(e)} from ${keyOf(prev)}` : ''),
      stateMatcher: (s: Snap, key: string) => s.matches(key),
      ...(options.input === undefined ? {} : { input: options.input }),
    } as never,
  );
  return model as unknown as TestModel<SnapshotFrom<TMachine>, ModelEvent, unknown>;
}

/** A short test name for a path: the events (payload values abbreviated) and the state it ends in. */
export function describePath(path: {
  steps: ReadonlyArray<{ event: { type: string } }>;
  state: { value: unknown };
}) {
  const events = path.steps.slice(1).map(({ event }) => {
    const { type, ...payload } = event as ModelEvent;
    const short = type.replace(/^xstate\.(done|error)\.actor\./, '$1:');
    const values = Object.values(payload).map((v) =>
      typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v)?.slice(0, 40),
    );
    return values.length ? `${short}(${values.join(', ')})` : short;
  });
  return `${events.join(' → ') || '(start)'} ⇒ ${JSON.stringify(path.state.value)}`;
}
