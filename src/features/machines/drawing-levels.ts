import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * The explorer's drawing as a map with levels (issue 34: "Fit shows the whole machine; when that would
 * draw labels under 12 px, compound states are drawn closed … and open with a tap"): the overview shows
 * the machine's top-level states with every group closed, and each top-level group has a drawing of its
 * own, open. Every state is then at most two taps away: open its group, tap the state.
 */

/**
 * A level of the explorer's drawing: `{ overview: true }` (top-level states, groups closed) or
 * `{ inside: '<state id>' }` (that top-level group open).
 */
export type DrawingLevel = { overview: true } | { inside: string };

/** An arrow before merging: Mermaid ids of its ends, its words, and the transition it stands for. */
export interface Edge {
  from: string;
  to: string;
  event: string;
  condition: string;
  actions: string;
  /** The transition's key, as the coverage report names it. */
  key: string;
}

/** The Mermaid id of a state node: its XState id with everything but letters and digits replaced by `_`. */
export function mermaidId(stateNodeId: string): string {
  return `s_${stateNodeId.replace(/[^A-Za-z0-9]/g, '_')}`;
}

/** What one level shows: the groups drawn closed, or the one top-level group drawn open. */
export interface LevelShape {
  closed: ReadonlySet<AnyStateNode>;
  open: AnyStateNode | null;
}

/** The top-level states that hold states of their own (the groups a level can close or open). */
export function topLevelGroups(machine: AnyStateMachine): AnyStateNode[] {
  return Object.values(machine.root.states).filter((node) => Object.keys(node.states).length > 0);
}

/**
 * The levels a machine's drawing has: none for a flat machine; otherwise `overview` and one per
 * top-level group, named by its key (file names `<machine>--overview.svg`, `<machine>--<key>.svg`).
 */
export function levelKeysOf(machine: AnyStateMachine): string[] {
  const groups = topLevelGroups(machine);
  return groups.length === 0 ? [] : ['overview', ...groups.map((g) => g.key)];
}

/** The level named `key` (see {@link levelKeysOf}). */
export function levelFromKey(machine: AnyStateMachine, key: string): DrawingLevel {
  if (key === 'overview') return { overview: true };
  const group = topLevelGroups(machine).find((g) => g.key === key);
  if (!group) throw new Error(`${machine.id} has no top-level group "${key}"`);
  return { inside: group.id };
}

/** The level's shape. @throws when `inside` names no top-level group of the machine. */
export function levelOf(machine: AnyStateMachine, level: DrawingLevel): LevelShape {
  const groups = topLevelGroups(machine);
  if ('overview' in level) return { closed: new Set(groups), open: null };
  const open = groups.find((g) => g.id === level.inside);
  if (!open) throw new Error(`${machine.id} has no top-level group "${level.inside}"`);
  return { closed: new Set(), open };
}

/** The top-level state `node` belongs to (itself when it is one), or the root for the root. */
export function topLevelOf(node: AnyStateNode): AnyStateNode {
  let current = node;
  while (current.parent && current.parent.parent) current = current.parent;
  return current;
}

/** "7 states inside": every state below the group, at any depth. */
export function statesInside(node: AnyStateNode): string {
  const count = (n: AnyStateNode): number =>
    Object.values(n.states).reduce((sum, child) => sum + 1 + count(child), 0);
  const n = count(node);
  return `${n} ${n === 1 ? 'state' : 'states'} inside`;
}

/**
 * The whole machine's arrows redrawn between what a level shows: an arrow into or out of a closed
 * group ends on the group (arrows inside it are left out); inside an open group, an arrow to a state
 * outside it ends on that state's top-level state, drawn at the side (`outside`), and arrows that do
 * not touch the open group are left out. The transition keys stay, so untested arrows stay marked.
 */
export function projectEdges(
  edges: readonly Edge[],
  level: LevelShape,
  all: readonly AnyStateNode[],
  anyId: (node: AnyStateNode) => string,
): { edges: Edge[]; outside: AnyStateNode[] } {
  const byId = new Map<string, { node: AnyStateNode; any: boolean }>();
  for (const node of all) {
    byId.set(mermaidId(node.id), { node, any: false });
    byId.set(anyId(node), { node, any: true });
  }
  const root = all.find((n) => !n.parent)!;
  const within = (node: AnyStateNode, group: AnyStateNode) => {
    for (let n: AnyStateNode | undefined = node; n; n = n.parent) if (n === group) return true;
    return false;
  };
  const outside = new Set<AnyStateNode>();
  const drawn: Edge[] = [];
  for (const edge of edges) {
    const end = (id: string): { id: string; inside: boolean; node: AnyStateNode | null } => {
      const found = byId.get(id);
      if (!found) return { id, inside: true, node: null };
      const { node, any } = found;
      if (node === root) return { id, inside: level.open === null, node: root };
      const top = topLevelOf(node);
      if (level.open) {
        if (within(node, level.open)) return { id, inside: true, node };
        return { id: mermaidId(top.id), inside: false, node: top };
      }
      if (level.closed.has(top)) return { id: mermaidId(top.id), inside: true, node: top };
      return { id: any ? anyId(node) : id, inside: true, node };
    };
    const [from, to] = [end(edge.from), end(edge.to)];
    if (!from.inside && !to.inside) continue;
    const closedEnds = from.node !== null && level.closed.has(from.node);
    if (from.id === to.id && edge.from !== edge.to && closedEnds) continue;
    if (from.id === to.id && edge.from !== edge.to && level.open === null) continue;
    for (const end of [from, to]) if (!end.inside && end.node) outside.add(end.node);
    drawn.push({ ...edge, from: from.id, to: to.id });
  }
  return { edges: drawn, outside: [...outside] };
}
