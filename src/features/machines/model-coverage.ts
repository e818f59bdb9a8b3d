/**
 * What the model tests reach, per machine (issue 21): written by `npm run diagrams` from the very paths
 * the model tests run (tests/model/support/paths), committed as model-coverage.json and checked for
 * drift by `npm run diagrams:check`.
 */
export interface MachineCoverage {
  /** The paths' names, as the model tests name them (`it.each`); indexes below point into it. */
  paths: string[];
  /** State node id (`auth.signedIn.token.stale`) → the paths that reach it. */
  states: Record<string, number[]>;
  /** Transition key (`auth.signedIn | auth.signOut | #0`) → the paths that take it. */
  transitions: Record<string, number[]>;
  /**
   * Every distinct event the paths send, payloads included (invoke results and timers too): the
   * outcomes Simulate offers. Test fixtures, never a person's data; errors as `{ name, message }`.
   */
  events: SimulatedEvent[];
}

/** An event as the model tests send it. */
export interface SimulatedEvent {
  type: string;
  [key: string]: unknown;
}

/** The coverage of every machine, by machine id. */
export type ModelCoverage = Record<string, MachineCoverage>;

/** Counts for the index: "15/15 states, 41/41 transitions tested". */
export function coverageCounts(coverage: MachineCoverage | undefined): {
  states: number;
  statesReached: number;
  transitions: number;
  transitionsTaken: number;
} {
  const states = Object.values(coverage?.states ?? {});
  const transitions = Object.values(coverage?.transitions ?? {});
  return {
    states: states.length,
    statesReached: states.filter((paths) => paths.length > 0).length,
    transitions: transitions.length,
    transitionsTaken: transitions.filter((paths) => paths.length > 0).length,
  };
}

/** The states and transitions no path reaches. */
export function coverageGapsOf(coverage: MachineCoverage | undefined): {
  states: string[];
  transitions: string[];
} {
  return {
    states: Object.entries(coverage?.states ?? {})
      .filter(([, paths]) => paths.length === 0)
      .map(([id]) => id),
    transitions: Object.entries(coverage?.transitions ?? {})
      .filter(([, paths]) => paths.length === 0)
      .map(([key]) => key),
  };
}
