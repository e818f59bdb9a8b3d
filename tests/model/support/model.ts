import { expect } from 'vitest';
import { act } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { fromPromise, type AnyMachineSnapshot, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { coverageGaps, measureCoverage, printCoverage } from './coverage';

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

/**
 * Asserts that `paths` and the handler keys cover every state and transition of `machine`, prints the
 * coverage row, and fails listing what is missing.
 */
export function expectFullCoverage(
  machine: AnyStateMachine,
  paths: Parameters<typeof measureCoverage>[1],
  handlerKeys: readonly string[],
  input?: unknown,
): void {
  const report = measureCoverage(machine, paths, handlerKeys, input);
  printCoverage(report);
  expect(coverageGaps(report)).toEqual([]);
}

/** A promise actor the test settles by hand, one call at a time (the model says when). */
export function controlledPromise<TOutput, TInput = unknown>() {
  const calls: Array<{
    input: TInput;
    resolve: (output: TOutput) => void;
    reject: (error: unknown) => void;
  }> = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) => new Promise<TOutput>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  const latest = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('The actor was never invoked, but the model expects it to answer');
    return call;
  };
  return {
    logic,
    calls,
    /** Resolves the latest call, inside `act` so React sees the result. */
    resolve: (output: TOutput) => act(async () => latest().resolve(output)),
    /** Rejects the latest call, inside `act`. */
    reject: (error: unknown) => act(async () => latest().reject(error)),
  };
}

/** Removes every toast, so one path's toasts never satisfy the next path's assertions. */
export function clearToasts(): void {
  act(() => notifications.clean());
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
