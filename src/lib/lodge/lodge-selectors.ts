import type { SnapshotFrom } from 'xstate';
import { currentMembership, type LodgeMachine, type LodgeMembership } from '../../../machines/lodge.machine';

type LodgeSnapshot = SnapshotFrom<LodgeMachine>;

/** The current lodge with the person's role in it, or null while none is resolved. */
export const selectCurrentLodge = (snapshot: LodgeSnapshot): LodgeMembership | null =>
  currentMembership(snapshot.context);

/** Every lodge the person belongs to (the drawer's switcher). */
export const selectLodges = (snapshot: LodgeSnapshot): readonly LodgeMembership[] => snapshot.context.lodges;
