import type { AnyStateMachine } from 'xstate';
import { machineInventory, measureCoverage } from '../../tests/model/support/coverage';
import { authPathSet } from '../../tests/model/support/paths/auth.paths';
import { businessModelPathSet } from '../../tests/model/support/paths/business-model.paths';
import { calendarPathSet } from '../../tests/model/support/paths/calendar.paths';
import { drawerPathSet } from '../../tests/model/support/paths/drawer.paths';
import { forgotPasswordPathSet } from '../../tests/model/support/paths/forgot-password.paths';
import { lodgePathSet } from '../../tests/model/support/paths/lodge.paths';
import { networkPathSet } from '../../tests/model/support/paths/network.paths';
import type { ModelPathSet } from '../../tests/model/support/paths/path-set';
import { productsPathSet } from '../../tests/model/support/paths/products.paths';
import { registerPathSet } from '../../tests/model/support/paths/register.paths';
import { signInPathSet } from '../../tests/model/support/paths/sign-in.paths';
import { stayConflictPathSet } from '../../tests/model/support/paths/stay-conflict.paths';
import { stayPathSet } from '../../tests/model/support/paths/stay.paths';
import { syncPathSet } from '../../tests/model/support/paths/sync.paths';
import type {
  MachineCoverage,
  ModelCoverage,
  SimulatedEvent,
} from '../../src/features/machines/model-coverage';

/** JSON replacer: an Error keeps its name and message (JSON.stringify alone makes it `{}`). */
function errorsAsPlain(_key: string, value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message } : value;
}

/** Every model test's paths, by machine id: the same objects the tests run (tests/model/support/paths). */
export const modelPathSets: readonly ModelPathSet[] = [
  authPathSet,
  businessModelPathSet,
  calendarPathSet,
  drawerPathSet,
  forgotPasswordPathSet,
  lodgePathSet,
  networkPathSet,
  productsPathSet,
  registerPathSet,
  signInPathSet,
  stayConflictPathSet,
  stayPathSet,
  syncPathSet,
];

/**
 * Replays each path of `set` on its machine (tests/model/support/coverage.ts, XState's inspection
 * API) and records, per state and per transition, which paths reach it.
 */
export function machineCoverage(machine: AnyStateMachine, set: ModelPathSet | undefined): MachineCoverage {
  const { states, transitions } = machineInventory(machine);
  const names: string[] = [];
  const byState = new Map<string, number[]>(states.map((s) => [s, []]));
  const byTransition = new Map<string, number[]>(transitions.map((t) => [t, []]));
  const events = new Map<string, SimulatedEvent>();
  for (const run of set?.runs ?? []) {
    const atStart = run.startTransitions?.(run.machine) ?? [];
    for (const { name, path } of run.paths) {
      const index = names.push(name) - 1;
      const report = measureCoverage(run.machine, [path], [], run.input);
      for (const { event } of path.steps.slice(1)) {
        const plain = JSON.parse(JSON.stringify(event, errorsAsPlain)) as SimulatedEvent;
        events.set(JSON.stringify(plain), plain);
      }
      for (const id of report.coveredStates) byState.get(id)?.push(index);
      for (const key of new Set([...report.coveredTransitions, ...atStart]))
        byTransition.get(key)?.push(index);
    }
  }
  return {
    paths: names,
    states: Object.fromEntries(byState),
    transitions: Object.fromEntries(byTransition),
    events: [...events.values()],
  };
}

/** The coverage file's content for `machines`, keyed by machine id, in id order. */
export function modelCoverage(
  machines: ReadonlyArray<{ id: string; machine: AnyStateMachine }>,
): ModelCoverage {
  const sets = new Map(modelPathSets.map((set) => [set.machineId, set]));
  return Object.fromEntries(machines.map((m) => [m.id, machineCoverage(m.machine, sets.get(m.id))]));
}
