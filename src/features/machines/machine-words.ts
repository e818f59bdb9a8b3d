import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { descendantsOf } from './to-mermaid';

/**
 * A machine's plain words, read from the machine itself: the root's `description` (what it is for),
 * `meta.title`, and each state's `description` (XState keeps them on `StateNode.description`). The one
 * source for docs/machines (`npm run diagrams`) and the /machines explorer, so they cannot disagree.
 */
export interface MachineWords {
  /** A short title, e.g. "Signing in and out (the whole app)"; the machine id when it has none. */
  title: string;
  /** One or two sentences: what the machine is for; null when the machine has no description. */
  what: string | null;
  /** Plain words per state path (`signedIn.token.stale`); states without a description are absent. */
  states: Record<string, string>;
}

/** The dotted path of a state node below the root, e.g. `signedIn.token.stale`. */
export function statePath(node: AnyStateNode): string {
  return node.path.join('.');
}

/** Reads the plain words written next to `machine`'s states. */
export function machineWords(machine: AnyStateMachine): MachineWords {
  const root = machine.root;
  const meta = root.meta as { title?: unknown } | undefined;
  const states: Record<string, string> = {};
  for (const node of descendantsOf(root)) if (node.description) states[statePath(node)] = node.description;
  return {
    title: typeof meta?.title === 'string' ? meta.title : machine.id,
    what: root.description ?? null,
    states,
  };
}
