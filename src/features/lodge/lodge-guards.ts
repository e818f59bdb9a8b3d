import { waitFor } from 'xstate';
import type { LodgeMembership } from '../../../machines/lodge.machine';
import { currentMembership } from '../../../machines/lodge.machine';
import type { LodgeActorRef } from '../../lib/lodge/lodge-context';

/** Thrown to the protected layout's error screen when the person's lodge could not be opened. */
export class LodgeUnavailableError extends Error {
  constructor(readonly cause: unknown) {
    super('Your lodge could not be opened.');
    this.name = 'LodgeUnavailableError';
  }
}

/**
 * `beforeLoad` step after the sign-in guard: waits until the lodge actor has resolved `userId`'s
 * lodges and returns the current one with the person's role (merged into every child route's context,
 * where loaders read `lodge.lodgeId`). Aborts with the navigation.
 * @throws LodgeUnavailableError when resolution failed (the layout offers Try again).
 */
export async function requireLodge(options: {
  lodge: LodgeActorRef;
  userId: string;
  signal?: AbortSignal;
}): Promise<LodgeMembership> {
  const snapshot = await waitFor(
    options.lodge,
    (s) => s.context.userId === options.userId && (s.matches('ready') || s.matches('failed')),
    options.signal ? { signal: options.signal } : {},
  );
  const membership = snapshot.matches('ready') ? currentMembership(snapshot.context) : null;
  if (!membership) throw new LodgeUnavailableError(snapshot.context.error);
  return membership;
}
