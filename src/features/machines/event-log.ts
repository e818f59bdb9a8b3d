import type { AnyActorRef, EventObject, StateValue } from 'xstate';
import { describeStateValue } from './to-mermaid';

/** One event a live machine took, as the explorer shows it: never the payload itself. */
export interface LoggedEvent {
  id: number;
  /** When it happened (ms since the epoch). */
  at: number;
  type: string;
  /** The payload, summarised by key with personal data and secrets hidden (`summarizePayload`). */
  summary: string;
  /** The state after it, in dotted paths. */
  stateAfter: string;
}

const NONE: readonly LoggedEvent[] = [];

/** How many events each machine's log keeps. */
export const LOG_LIMIT = 100;

/**
 * Keys whose values are never shown: tokens, passwords, sessions and anything that can name or reach
 * a person (email, name, phone, address, user), and free text people type (notes, messages, search).
 */
const HIDDEN_KEY =
  /token|password|secret|session|credential|cookie|jwt|auth|key|code|otp|email|mail|name|phone|mobile|address|user|avatar|birth|query|search|text|note|message|comment|description|answer|details|profile|error|output|progress/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const JWT_LIKE = /^[\w-]{16,}\.[\w-]{8,}\.[\w-]{8,}$/;

function summarizeValue(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') {
    if (EMAIL.test(value) || JWT_LIKE.test(value) || value.length > 24) return '[hidden]';
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.length} item${value.length === 1 ? '' : 's'}]`;
  return '{…}';
}

/**
 * A short summary of an event's payload, by key: `lodgeId: "lodge-2", step: 3`. Keys that can carry a
 * token, a password or personal data show `[hidden]` (their value is never read into the summary);
 * objects show `{…}`, lists their length. Empty when the event carries nothing.
 */
export function summarizePayload(event: EventObject): string {
  return Object.entries(event)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => `${key}: ${HIDDEN_KEY.test(key) ? '[hidden]' : summarizeValue(value)}`)
    .join(', ');
}

/** The explorer's record of live events, per machine id (the last {@link LOG_LIMIT} each). */
export interface EventLogStore {
  record(machineId: string, event: EventObject, value: StateValue): void;
  clear(machineId: string): void;
  entries(machineId: string): readonly LoggedEvent[];
  setPaused(machineId: string, paused: boolean): void;
  isPaused(machineId: string): boolean;
  subscribe(listener: () => void): () => void;
}

/** A new, empty log; `now` is the clock (tests pass their own). */
export function createEventLogStore(now: () => number = Date.now): EventLogStore {
  const logs = new Map<string, readonly LoggedEvent[]>();
  const paused = new Set<string>();
  const listeners = new Set<() => void>();
  let next = 1;
  const changed = () => listeners.forEach((listener) => listener());
  return {
    record(machineId, event, value) {
      if (paused.has(machineId) || event.type === 'xstate.init') return;
      const entry: LoggedEvent = {
        id: next++,
        at: now(),
        type: event.type,
        summary: summarizePayload(event),
        stateAfter: describeStateValue(value).join(', '),
      };
      logs.set(machineId, [entry, ...(logs.get(machineId) ?? [])].slice(0, LOG_LIMIT));
      changed();
    },
    clear(machineId) {
      logs.set(machineId, []);
      changed();
    },
    entries: (machineId) => logs.get(machineId) ?? NONE,
    setPaused(machineId, value) {
      if (value) paused.add(machineId);
      else paused.delete(machineId);
      changed();
    },
    isPaused: (machineId) => paused.has(machineId),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Records every event `actor` takes into `store`, through XState's inspection API (the actor itself
 * is only observed, never sent anything). Returns the function that stops it.
 */
export function watchActor(store: EventLogStore, machineId: string, actor: AnyActorRef): () => void {
  const subscription = actor.system.inspect((inspection) => {
    if (inspection.type !== '@xstate.snapshot' || inspection.actorRef !== actor) return;
    const value = (inspection.snapshot as { value?: StateValue }).value;
    if (value !== undefined) store.record(machineId, inspection.event, value);
  });
  return () => subscription.unsubscribe();
}
