import type { AnyStateMachine } from 'xstate';
import type { ModelPath } from '../coverage';
import { describePath } from '../machine-model';

/** A path as a model test runs it, under the name the test gives it. */
export interface NamedPath {
  name: string;
  path: ModelPath;
}

/** One group of paths replayed on one machine (a machine may run a `.provide()`d variant too). */
export interface ModelPathRun {
  machine: AnyStateMachine;
  paths: readonly NamedPath[];
  input?: unknown;
  /**
   * Transitions taken while the actor starts, which XState reports no microstep for
   * (`<source id> | <event type> | #<branch>`), added when the start shows them taken.
   */
  startTransitions?: (machine: AnyStateMachine) => string[];
}

/** Every path a machine's model test runs. */
export interface ModelPathSet {
  machineId: string;
  runs: readonly ModelPathRun[];
}

/** Generated paths under their test names (`describePath`, as `it.each` names them). */
export function named<T extends ModelPath & { state: { value: unknown } }>(paths: readonly T[]): NamedPath[] {
  return paths.map((path) => ({ name: describePath(path as never), path }));
}
