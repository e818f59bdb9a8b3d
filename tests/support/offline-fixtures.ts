import type { Booking } from '../../src/data/bookings';

/** A confirmed booking for the offline tests (outbox, overlay, Needs attention; issue 9). */
export const sampleBooking: Booking = {
  id: 'b1',
  name: 'Mokoro',
  time: '09:00',
  guests: 2,
  date: '2026-11-25',
  status: 'confirmed',
};

/** A signed-in session of Neo Kgosi (`u-neo`) as supabase-js stores it, for the app-layout harness. */
export const neoSession = {
  access_token: 'access',
  refresh_token: 'refresh',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 1_900_000_000,
  user: { id: 'u-neo', email: 'neo@lodge.bw', user_metadata: { full_name: 'Neo Kgosi' } },
};
