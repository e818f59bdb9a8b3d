import type { DayPackChanges } from '../../src/lib/supabase/day-pack';

/**
 * The server's answer to a day-pack pull (`day_pack_changes`) with nothing changed — every list empty,
 * no practice, no lodge settings — with `fields` over it. One place for its shape, so a new list in
 * the answer is added once for every test that fakes a pull.
 */
export function pullAnswer(fields: Partial<DayPackChanges> = {}): DayPackChanges {
  return {
    serverTime: new Date().toISOString(),
    bookings: [],
    bookingNotes: [],
    dailyNotes: [],
    shifts: [],
    staffMembers: [],
    products: [],
    channels: [],
    trainingProgress: [],
    stays: [],
    rooms: [],
    outOfOrder: [],
    tombstones: [],
    practice: null,
    bookingItems: [],
    payments: [],
    bookingChannels: [],
    currency: null,
    lodge: null,
    ...fields,
  };
}
