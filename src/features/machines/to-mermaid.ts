import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';
import {
  levelOf,
  mermaidId,
  projectEdges,
  statesInside,
  type DrawingLevel,
  type Edge,
} from './drawing-levels';

export { mermaidId, type DrawingLevel };

/**
 * Machine → Mermaid `stateDiagram-v2`, by walking the machine's definition (`machine.root`). Pure and
 * DOM-free: `npm run diagrams` writes docs/machines from it and the /machines screen renders it live,
 * so the committed diagrams and the app can never disagree about what a machine looks like.
 *
 * Rules (learned by rendering with mermaid 11, see docs/machines/HOW-TO-READ.md):
 * - the whole machine is one outer box named after the machine, so machine-wide invokes have a home;
 * - all states are declared first, all arrows after them at top level (an arrow written inside a
 *   composite block drags an outside target into the box);
 * - composite states cannot carry description lines, so invokes, ignored events and transitions that
 *   stay put go into a `note`; atomic states carry them as description lines;
 * - machine-wide `on` transitions are drawn from every top-level state they apply to;
 * - arrows with the same source, target, guard and actions are merged, one event per line.
 */

/** What {@link machineToMermaid} can add to a diagram. */
export interface MermaidOptions {
  /** State node ids (`machine.root` ids such as `auth.signedIn.profileReady`) to highlight. */
  activeStateIds?: readonly string[];
  /**
   * The explorer's readable drawing (issue 21): one arrow per source and target, labelled with its
   * events only (a namespace of several events as `session.*`, more than two as `+N`); guards, actions,
   * invokes and what does not move stay out of the drawing (the side panel says them).
   */
  compact?: boolean;
  /** State node ids no model-test path reaches: drawn dashed red. */
  untestedStateIds?: readonly string[];
  /** State node id the person selected: drawn with a blue border. */
  selectedStateId?: string | null;
  /**
   * One level of the explorer's map-like drawing (issue 34: every label ≥ 12 px, every state at most
   * two taps away): `{ overview: true }` draws the machine's top-level states with each group closed
   * ("signedIn", "7 states inside"); `{ inside: '<state id>' }` draws that top-level group open, with
   * the states outside it it connects to drawn dashed at its side. Unset: the whole machine.
   */
  level?: DrawingLevel;
}

/** A drawn arrow (in the order of the `-->` lines of the text) and the transitions it stands for. */
export interface DrawnEdge {
  /** Transition keys (`<source id> | <event type> | #<branch>`, as the coverage report names them). */
  transitions: string[];
}

/** True for an XState v5 machine (duck-typed, so two copies of xstate cannot break detection). */
export function isStateMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'config' in value &&
    'idMap' in value &&
    'transition' in value &&
    typeof value.transition === 'function'
  );
}

/**
 * A snapshot value as the dotted paths of its active leaves, for people:
 * `{ signedIn: 'profileReady' }` → `['signedIn.profileReady']`.
 */
export function describeStateValue(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, sub]) =>
    sub === undefined ? [key] : describeStateValue(sub).map((rest) => `${key}.${rest}`),
  );
}

/** Removes characters Mermaid reads as syntax in labels (`: ; # { } < > "`). */
function clean(text: string): string {
  return text
    .replace(/[:;#{}<>"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The name an invoke is shown by: its actor's name (`src`, the key in the machine's `actors`), or its
 * id when the actor was written inline (XState names those `xstate.*`).
 */
export function invokedName(invoke: { id: string; src: unknown }): string {
  return typeof invoke.src === 'string' && !invoke.src.startsWith('xstate.') ? invoke.src : invoke.id;
}

export function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states);
}

/** Every state node below `node` (depth first, document order), not including `node` itself. */
export function descendantsOf(node: AnyStateNode): AnyStateNode[] {
  return childrenOf(node).flatMap((child) => [child, ...descendantsOf(child)]);
}

/**
 * The ids of the state nodes a snapshot's `value` makes active (every level, parents included), e.g.
 * `{ signedIn: 'profileReady' }` → `['auth.signedIn', 'auth.signedIn.profileReady']`.
 */
export function activeStateIds(machine: AnyStateMachine, value: StateValue): string[] {
  const ids: string[] = [];
  const walk = (node: AnyStateNode, sub: StateValue) => {
    const entries: Array<[string, StateValue | null]> =
      typeof sub === 'string' ? [[sub, null]] : Object.entries(sub).map(([key, rest]) => [key, rest ?? null]);
    for (const [key, rest] of entries) {
      const child: AnyStateNode | undefined = node.states[key];
      if (!child) continue;
      ids.push(child.id);
      if (rest !== null && rest !== undefined) walk(child, rest);
      else if (child.type === 'parallel') descendantsOf(child).forEach((d) => ids.push(d.id));
    }
  };
  walk(machine.root, value);
  return ids;
}

/** A human label for an event type: delays, invoke results and `always` get words. */
export function eventLabel(node: AnyStateNode, eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) {
    const delayed = node.after.find((d) => d.eventType === eventType);
    const delay = delayed?.delay;
    if (typeof delay === 'number') return `after ${delay % 1000 === 0 ? `${delay / 1000}s` : `${delay}ms`}`;
    if (typeof delay === 'string') return `after ${delay}`;
    return 'after a delay';
  }
  for (const [prefix, word] of [
    ['xstate.done.actor.', 'done'],
    ['xstate.error.actor.', 'error'],
  ] as const) {
    if (eventType.startsWith(prefix)) {
      const id = eventType.slice(prefix.length);
      const invoked = node.invoke.find((i) => i.id === id);
      return `${word} ${invoked ? invokedName(invoked) : id}`;
    }
  }
  if (eventType.startsWith('xstate.done.state.')) return 'when finished';
  return eventType;
}

/** A guard's readable name: `setup()` names, params-free; `not`/`and`/`or` spelt out; inline → `guard`. */
export function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard) {
    const { type } = guard;
    const params = 'params' in guard ? guard.params : undefined;
    const shown =
      params && typeof params === 'object'
        ? Object.values(params)
            .filter((v) => ['string', 'number', 'boolean'].includes(typeof v))
            .join(' ')
        : '';
    return shown ? `${String(type)} ${shown}` : String(type);
  }
  if (typeof guard === 'function') {
    // XState's built-in guards are functions carrying their `type` and inner `guards`.
    const type = 'type' in guard ? guard.type : undefined;
    const guards = 'guards' in guard && Array.isArray(guard.guards) ? guard.guards : [];
    const inner = guards.map(guardLabel);
    if (type === 'xstate.not') return `not ${inner[0] ?? 'guard'}`;
    if (type === 'xstate.and') return inner.join(' and ');
    if (type === 'xstate.or') return inner.join(' or ');
    if (type === 'xstate.stateIn') return 'in state';
  }
  return 'guard';
}

/** Named actions of a transition; XState's built-ins (inline assign, raise…) are not named, so left out. */
export function actionNames(actions: readonly unknown[]): string[] {
  return actions
    .map((action) => {
      if (typeof action === 'string') return action;
      if (action && typeof action === 'object' && 'type' in action) return String(action.type);
      return null;
    })
    .filter((name): name is string => Boolean(name) && !name!.startsWith('xstate.'));
}

/** A transition's key, as tests/model/support/coverage.ts names it: `<source id> | <event> | #<branch>`. */
export function transitionKeyOf(sourceId: string, eventType: string, branch: number): string {
  return `${sourceId} | ${eventType || 'always'} | #${branch}`;
}

/** A transition's guard text; an unguarded candidate after guarded ones for the same event is `else`. */
function conditionOf(candidates: readonly AnyTransitionDefinition[], index: number): string {
  const t = candidates[index]!;
  if (t.guard) return `[${guardLabel(t.guard)}]`;
  return index > 0 && candidates.slice(0, index).some((c) => c.guard) ? '[else]' : '';
}

/**
 * Transitions of `node` as arrows, plus the lines for what does not move (targetless transitions and
 * ignored events), which go into the state's description or note.
 */
function transitionsOf(
  node: AnyStateNode,
  drawFrom: string = mermaidId(node.id),
): { edges: Edge[]; stays: string[] } {
  const edges: Edge[] = [];
  const stays: Array<{ event: string; tail: string }> = [];
  const groups: Array<[string, AnyTransitionDefinition[]]> = [...node.transitions.entries()];
  if (node.always) groups.push(['', node.always]);
  for (const [eventType, candidates] of groups) {
    const event = eventLabel(node, eventType);
    candidates.forEach((t, index) => {
      const condition = conditionOf(candidates, index);
      const actions = actionNames(t.actions);
      if (!t.target || t.target.length === 0) {
        if (actions.length === 0 && candidates.length === 1) stays.push({ event, tail: 'ignored' });
        else
          stays.push({ event, tail: [condition, actions.length ? `/ ${actions.join(', ')}` : ''].join(' ') });
        return;
      }
      for (const target of t.target) {
        edges.push({
          from: drawFrom,
          to: mermaidId(target.id),
          event,
          condition,
          actions: actions.join(', '),
          key: transitionKeyOf(node.id, eventType, index),
        });
      }
    });
  }
  // Events handled the same way without moving share one line.
  const byTail = new Map<string, string[]>();
  for (const { event, tail } of stays) byTail.set(tail, [...(byTail.get(tail) ?? []), event]);
  const lines = [...byTail].map(([tail, events]) =>
    tail === 'ignored' ? `ignores ${events.join(', ')}` : `on ${events.join(', ')} ${tail.trim()}`,
  );
  return { edges, stays: lines };
}

/**
 * A short label for the events of one arrow: a namespace with several events becomes `session.*`, and
 * past two entries the rest is counted (`+3`), so no arrow carries a paragraph.
 */
export function eventGroupLabel(events: readonly string[]): string[] {
  const byPrefix = new Map<string, number>();
  for (const event of events) {
    const prefix = /^[A-Za-z]+\./.exec(event)?.[0];
    if (prefix) byPrefix.set(prefix, (byPrefix.get(prefix) ?? 0) + 1);
  }
  const shown: string[] = [];
  for (const event of events) {
    const prefix = /^[A-Za-z]+\./.exec(event)?.[0];
    const label = prefix && (byPrefix.get(prefix) ?? 0) > 1 ? `${prefix}*` : event;
    if (!shown.includes(label)) shown.push(label);
  }
  return shown.length > 2 ? [shown[0]!, `${shown[1]!} +${shown.length - 2}`] : shown;
}

/**
 * Same source, target, guard and actions → one arrow, one event per line; `compact`: same source and
 * target → one arrow with a short event label (guards and actions left to the side panel).
 */
function mergeEdges(edges: readonly Edge[], compact: boolean): Array<{ line: string; keys: string[] }> {
  const merged = new Map<string, { edge: Edge; events: string[]; keys: string[] }>();
  for (const edge of edges) {
    const key = compact
      ? [edge.from, edge.to].join('|')
      : [edge.from, edge.to, edge.condition, edge.actions].join('|');
    const existing = merged.get(key);
    if (existing) {
      if (!existing.events.includes(edge.event)) existing.events.push(edge.event);
      existing.keys.push(edge.key);
    } else merged.set(key, { edge, events: [edge.event], keys: [edge.key] });
  }
  return [...merged.values()].map(({ edge, events, keys }) => {
    if (compact) {
      const label = eventGroupLabel(events.map(clean)).join('<br/>');
      return { line: `${edge.from} --> ${edge.to} : ${label}`, keys };
    }
    const tail = [edge.condition, edge.actions ? `/ ${edge.actions}` : ''].filter(Boolean).join(' ');
    const label = [...events.map(clean), ...(tail ? [clean(tail)] : [])].join('<br/>');
    return { line: `${edge.from} --> ${edge.to} : ${label}`, keys };
  });
}

function invokeLines(node: AnyStateNode): string[] {
  return node.invoke.map((i) => `invokes ${clean(invokedName(i))}`);
}

function tagLines(node: AnyStateNode): string[] {
  return node.tags.length ? [`tags ${node.tags.map(clean).join(', ')}`] : [];
}

/**
 * The Mermaid `stateDiagram-v2` text for `machine`: nested and parallel states, initial and final
 * states, guards and delays on the arrows, invoked actors as notes. Deterministic (document order), so
 * the committed docs can be compared with it.
 */
export function machineToMermaid(machine: AnyStateMachine, options: MermaidOptions = {}): string {
  return machineDrawing(machine, options).text;
}

/**
 * {@link machineToMermaid}'s text together with its arrows in drawing order (Mermaid numbers the
 * arrows `edge0`, `edge1`… in the order of the `-->` lines), so the explorer can mark the arrows of
 * transitions no test takes. Arrows of `[*]` (start and end markers) stand for no transition.
 */
export function machineDrawing(
  machine: AnyStateMachine,
  options: MermaidOptions = {},
): { text: string; edges: DrawnEdge[] } {
  const compact = options.compact ?? false;
  const root = machine.root;
  const all = [root, ...descendantsOf(root)];
  const anyId = (node: AnyStateNode) => `${mermaidId(node.id)}__any`;

  // Pass 1: every arrow, and what each state does without moving.
  const stays = new Map<AnyStateNode, string[]>();
  let edges: Edge[] = [];
  const needsAny = new Set<AnyStateNode>();
  for (const node of all) {
    // The machine's own `on` applies in any state (unless a state ignores it, which its note says).
    const found = transitionsOf(node, node === root ? anyId(root) : mermaidId(node.id));
    stays.set(node, found.stays);
    edges.push(...found.edges);
    if (node === root && found.edges.length > 0) needsAny.add(root);
  }
  // An event leading from many sibling states to many of their siblings (e.g. "go to step N" in a
  // wizard) is drawn once from the group's "any state" node instead of as a tangle of arrows.
  for (const parent of all.filter((n) => n.type === 'compound' || n === root)) {
    const kids = new Set(childrenOf(parent).map((c) => mermaidId(c.id)));
    const byEvent = new Map<string, Edge[]>();
    edges
      .filter((e) => kids.has(e.from) && kids.has(e.to))
      .forEach((e) => {
        byEvent.set(e.event, [...(byEvent.get(e.event) ?? []), e]);
      });
    for (const [, list] of byEvent) {
      if (new Set(list.map((e) => e.from)).size < 4 || new Set(list.map((e) => e.to)).size < 4) continue;
      edges = edges.filter((e) => !list.includes(e));
      list.forEach((e) => edges.push({ ...e, from: anyId(parent) }));
      needsAny.add(parent);
    }
  }

  // A level of the map-like drawing: arrows drawn between what that level shows.
  const level = options.level ? levelOf(machine, options.level) : null;
  const outsideNodes: AnyStateNode[] = [];
  if (level) {
    const projected = projectEdges(edges, level, all, anyId);
    edges = projected.edges;
    outsideNodes.push(...projected.outside);
  }

  // Pass 2: declarations (all states, nested), then notes, then arrows.
  const out: string[] = ['stateDiagram-v2'];
  const notes: string[] = [];
  const declare = (node: AnyStateNode, depth: number) => {
    const pad = '  '.repeat(depth);
    const id = mermaidId(node.id);
    const label = clean(node === root ? node.id : node.key);
    const children = childrenOf(node);
    const extra = compact ? [] : [...invokeLines(node), ...tagLines(node), ...(stays.get(node) ?? [])];
    if (level?.closed.has(node)) {
      out.push(`${pad}state "${label}<br/>${statesInside(node)}" as ${id}`);
      return;
    }
    if (node.type === 'history') {
      out.push(`${pad}state "${label} (history${node.history === 'deep' ? ', deep' : ''})" as ${id}`);
      return;
    }
    if (children.length === 0) {
      out.push(`${pad}state "${label}" as ${id}`);
      extra.forEach((line) => out.push(`${pad}${id} : ${line}`));
      return;
    }
    out.push(`${pad}state "${label}${node.type === 'parallel' ? ' (all at once)' : ''}" as ${id} {`);
    if (node.type === 'parallel') {
      children.forEach((child, i) => {
        if (i > 0) out.push(`${pad}  --`);
        declare(child, depth + 1);
      });
    } else {
      const initial = node.initial?.target?.[0];
      if (initial) out.push(`${pad}  [*] --> ${mermaidId(initial.id)}`);
      if (needsAny.has(node)) out.push(`${pad}  state "(any state)" as ${anyId(node)}`);
      children.forEach((child) => declare(child, depth + 1));
      children
        .filter((child) => child.type === 'final')
        .forEach((child) => out.push(`${pad}  ${mermaidId(child.id)} --> [*]`));
    }
    out.push(`${pad}}`);
    if (extra.length === 1) notes.push(`note right of ${id} : ${extra[0]}`);
    else if (extra.length > 1) notes.push(`note right of ${id}`, ...extra.map((l) => `  ${l}`), 'end note');
  };
  if (level?.open) {
    declare(level.open, 1);
    for (const outside of outsideNodes) {
      const label = outside === root ? '(any state)' : clean(outside.key);
      out.push(`  state "${label}" as ${outside === root ? anyId(root) : mermaidId(outside.id)}`);
    }
  } else declare(root, 1);

  out.push(...notes.map((line) => `  ${line}`));
  // A level's arrows carry no words: they would make the drawing two to three times as wide (auth's
  // overview: 1055 px against 321), and the state's panel lists its events.
  const arrows = mergeEdges(edges, compact).map((arrow) =>
    level ? { ...arrow, line: arrow.line.replace(/ : .*$/, '') } : arrow,
  );
  out.push(...arrows.map(({ line }) => `  ${line}`));
  // Only what this drawing declares may get a class: Mermaid makes a new state of an unknown id.
  const declared = new Set(
    out.flatMap((line) => /^\s*state "[^"]*" as (\S+)/.exec(line)?.[1] ?? []).concat(mermaidId(root.id)),
  );
  const drawnAny = [...needsAny].map(anyId).filter((id) => declared.has(id));
  if (drawnAny.length > 0) {
    out.push('  classDef anyState fill:#ffffff,stroke:#888888,stroke-dasharray:4 4,font-style:italic');
    out.push(`  class ${drawnAny.join(',')} anyState`);
  }
  if (level) {
    const closed = [...level.closed].map((n) => mermaidId(n.id));
    const outside = outsideNodes.filter((n) => n !== root).map((n) => mermaidId(n.id));
    if (closed.length > 0) {
      // Colours come from the explorer's stylesheet (machines.module.css): Mermaid writes a classDef
      // inline and `!important`, which would hide the live and selected highlights.
      out.push('  classDef closedGroup stroke-linejoin:round');
      out.push(`  class ${closed.join(',')} closedGroup`);
    }
    if (outside.length > 0) {
      out.push('  classDef outside stroke-dasharray:6 4');
      out.push(`  class ${outside.join(',')} outside`);
    }
  }

  // Active leaves are filled; active groups only get a thick border, so the leaf inside stands out.
  const nodes = new Map(
    descendantsOf(root)
      .filter((n) => declared.has(mermaidId(n.id)))
      .map((n) => [n.id, n]),
  );
  const active = (options.activeStateIds ?? []).filter((id) => nodes.has(id));
  if (active.length > 0) {
    const isLeaf = (id: string) => Object.keys(nodes.get(id)!.states).length === 0;
    const leaves = active.filter(isLeaf);
    const groups = active.filter((id) => !isLeaf(id));
    out.push('  classDef active fill:#ffd54a,stroke:#7a4f00,stroke-width:4px,color:#000,font-weight:bold');
    out.push('  classDef activeGroup stroke:#7a4f00,stroke-width:4px');
    if (leaves.length > 0) out.push(`  class ${leaves.map(mermaidId).join(',')} active`);
    if (groups.length > 0) out.push(`  class ${groups.map(mermaidId).join(',')} activeGroup`);
  }
  const untested = (options.untestedStateIds ?? []).filter((id) => nodes.has(id));
  if (untested.length > 0) {
    out.push('  classDef untested stroke:#c92a2a,stroke-width:3px,stroke-dasharray:6 4');
    out.push(`  class ${untested.map(mermaidId).join(',')} untested`);
  }
  if (options.selectedStateId && nodes.has(options.selectedStateId)) {
    out.push('  classDef selected stroke:#1864ab,stroke-width:5px');
    out.push(`  class ${mermaidId(options.selectedStateId)} selected`);
  }
  // Mermaid numbers every `-->` line, `[*]` markers included, in the order of the text.
  const arrowKeys = new Map(arrows.map(({ line, keys }) => [`  ${line}`, keys]));
  const drawn = out
    .filter((line) => line.includes(' --> '))
    .map((line) => ({ transitions: arrowKeys.get(line) ?? [] }));
  return { text: `${out.join('\n')}\n`, edges: drawn };
}
