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
 * Thrown to the protected layout's error screen when the person belongs to no lodge (issue 33: they
 * left their only one): the layout shows "Join a lodge or start one".
 */
export class NoLodgeError extends Error {
  constructor() {
    super('You are not in a lodge.');
    this.name = 'NoLodgeError';
  }
}

/**
 * `beforeLoad` step after the sign-in guard: waits until the lodge actor has resolved `userId`'s
 * lodges and returns the current one with the person's role (merged into every child route's context,
 * where loaders read `lodge.lodgeId`). Aborts with the navigation.
 * @throws LodgeUnavailableError when resolution failed (the layout offers Try again); NoLodgeError when
 *   the person belongs to no lodge.
 */
export async function requireLodge(options: {
  lodge: LodgeActorRef;
  userId: string;
  signal?: AbortSignal;
}): Promise<LodgeMembership> {
  const snapshot = await waitFor(
    options.lodge,
    (s) =>
      s.context.userId === options.userId &&
      (s.matches('ready') || s.matches('failed') || s.matches('noLodge')),
    options.signal ? { signal: options.signal } : {},
  );
  if (snapshot.matches('noLodge')) throw new NoLodgeError();
  const membership = snapshot.matches('ready') ? currentMembership(snapshot.context) : null;
  if (!membership) throw new LodgeUnavailableError(snapshot.context.error);
  return membership;
}
