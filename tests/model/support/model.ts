import { expect } from 'vitest';
import { act } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { fromPromise, type AnyStateMachine } from 'xstate';
import { coverageGaps, measureCoverage, printCoverage } from './coverage';

export { createMachineModel, describePath, type ModelEvent } from './machine-model';

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
