/**
 * The lodge machine's context, events and the small readers of them (issue 35: a machine file stays
 * within 300 lines; as machines/auth/types.ts for the auth machine). machines/lodge.machine.ts
 * re-exports the public ones.
 */
import type { LodgeMembership } from '../shared/lodge-types';

/**
 * What `resolveLodges` answers: every lodge of the person and the one to show. No lodges (the person
 * left their only one, issue 33) comes with `currentLodgeId` ''.
 */
export interface ResolvedLodges {
  lodges: LodgeMembership[];
  currentLodgeId: string;
}

export interface LodgeContext {
  /** The signed-in person, or null before sign-in. */
  userId: string | null;
  lodges: LodgeMembership[];
  currentLodgeId: string | null;
  /** A lodge the next resolution should prefer (one just joined). */
  preferredLodgeId: string | null;
  error: unknown;
}

export type LodgeEvent =
  | { type: 'session.started'; userId: string }
  | { type: 'session.ended' }
  | { type: 'lodge.switch'; lodgeId: string }
  | { type: 'lodge.joined'; lodgeId: string }
  | { type: 'lodge.retry' }
  | { type: 'lodge.refresh' };

/** `refreshLodges`' input (from `ready.showingCopy.refreshing` and `ready.rechecking`): whose lodges, and the one on screen. */
export const refreshInput = ({ context }: { context: LodgeContext }) => ({
  userId: context.userId ?? '',
  currentLodgeId: context.currentLodgeId,
});

/** `rememberChoice`'s params after a refresh: the lodge on screen, kept as the person's choice. */
export const currentChoice = ({ context }: { context: LodgeContext }) => ({
  userId: context.userId ?? '',
  lodgeId: context.currentLodgeId ?? '',
});

/**
 * Whether screens should open on their day pack copy (issue 22): the app started on what this phone
 * kept and the server has not answered yet (`ready.showingCopy`).
 */
export function isShowingCopy(snapshot: { hasTag: (tag: 'showingCopy') => boolean }): boolean {
  return snapshot.hasTag('showingCopy');
}

/** The current membership (lodge + role), or null while none is resolved. */
export function currentMembership(context: LodgeContext): LodgeMembership | null {
  return context.lodges.find((lodge) => lodge.lodgeId === context.currentLodgeId) ?? null;
}
