import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import {
  actionNames,
  descendantsOf,
  eventLabel,
  guardLabel,
  invokedName,
  transitionKeyOf,
} from './to-mermaid';

/**
 * What the explorer's side panel says about a state, read from the machine's definition: the events
 * it accepts (its own and its groups'), with their conditions and targets in words, and what runs
 * while in it. Pure, so the component tests can check it without a DOM.
 */

/** `hasUsableSession` → "has usable session"; `not isComplete` → "not is complete". */
export function humanize(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .trim();
}

/** The dotted path of a state below the root (`signedIn.token.stale`); the machine id for the root. */
export function pathOf(node: AnyStateNode): string {
  return node.path.length > 0 ? node.path.join('.') : node.machine.id;
}

/** The state node with XState id `id` (`auth.signedIn.token.stale`), or undefined. */
export function stateNodeById(machine: AnyStateMachine, id: string): AnyStateNode | undefined {
  return descendantsOf(machine.root).find((node) => node.id === id);
}

/** The state node at dotted path `path` (`signedIn.token.stale`), or undefined. */
export function stateNodeByPath(machine: AnyStateMachine, path: string): AnyStateNode | undefined {
  return descendantsOf(machine.root).find((node) => pathOf(node) === path);
}

/** One way an event is handled in a state. */
export interface AcceptedEvent {
  /** The event as people read it: `session.refreshed`, `loadSession finishes`, `after 3s`. */
  event: string;
  /** The raw event type (`xstate.done.actor.loadSession`). */
  type: string;
  /** The condition in words (`if has usable session`, `otherwise`), or null when there is none. */
  condition: string | null;
  /** Where it leads: state paths, or empty when it stays (only does something). */
  targets: string[];
  /** What it does on the way (named actions), in words. */
  actions: string[];
  /** The state (or group) that handles it: a group's events apply in every state inside it. */
  handledBy: string;
  /** The transition's key, as the coverage file names it. */
  key: string;
}

/** Readable words for an event label: `done loadSession` → `loadSession finishes`. */
function eventWords(label: string): string {
  if (label.startsWith('done ')) return `${label.slice(5)} finishes`;
  if (label.startsWith('error ')) return `${label.slice(6)} fails`;
  if (label === 'always') return 'at once (no event)';
  if (label === 'when finished') return 'when its inner states finish';
  return label;
}

function conditionWords(candidates: readonly AnyTransitionDefinition[], index: number): string | null {
  const t = candidates[index]!;
  if (t.guard) return `if ${humanize(guardLabel(t.guard))}`;
  return index > 0 && candidates.slice(0, index).some((c) => c.guard) ? 'otherwise' : null;
}

/**
 * Every event `node` accepts: its own transitions, then those of each group around it (innermost
 * first). Events a state ignores on purpose (`{}`) are left out; an event the state itself handles
 * hides the same event of its groups (XState picks the innermost).
 */
export function acceptedEvents(node: AnyStateNode): AcceptedEvent[] {
  const accepted: AcceptedEvent[] = [];
  const handled = new Set<string>();
  for (let at: AnyStateNode | undefined = node; at; at = at.parent) {
    const groups: Array<[string, AnyTransitionDefinition[]]> = [...at.transitions.entries()];
    if (at.always) groups.push(['', at.always]);
    for (const [type, candidates] of groups) {
      if (handled.has(type)) continue;
      handled.add(type);
      candidates.forEach((t, index) => {
        const targets = (t.target ?? []).map(pathOf);
        const actions = actionNames(t.actions).map(humanize);
        if (targets.length === 0 && actions.length === 0 && candidates.length === 1) return; // ignored
        accepted.push({
          event: eventWords(eventLabel(at!, type)),
          type: type || 'always',
          condition: conditionWords(candidates, index),
          targets,
          actions,
          handledBy: pathOf(at!),
          key: transitionKeyOf(at!.id, type, index),
        });
      });
    }
  }
  return accepted;
}

/** The actors that run while in `node`: its own invokes and its groups' (the machine's own last). */
export function invokedActors(node: AnyStateNode): Array<{ actor: string; by: string }> {
  const found: Array<{ actor: string; by: string }> = [];
  for (let at: AnyStateNode | undefined = node; at; at = at.parent) {
    for (const invoke of at.invoke) {
      found.push({ actor: invokedName(invoke), by: pathOf(at) });
    }
  }
  return found;
}

/** Kind of a state in words. */
export function kindWords(node: AnyStateNode): string {
  if (node.type === 'final') return 'an end';
  if (node.type === 'parallel') return 'a group whose parts run at the same time';
  if (node.type === 'compound') return 'a group of states';
  if (node.type === 'history') return 'a history marker';
  return 'a step';
}
