import type { BookingMoneyPort } from '../../ui/bookings/booking-money-section';
import type { OutboxPerson } from '../../lib/offline/queued-writes';
import { mayCorrectLine } from '../../data/money';
import type { LodgeRole } from '../../data/lodge-roles';

/** The port's code (reads, outbox, supabase modules) loads when a booking's money is first shown. */
const load = () => import('./booking-money.reads');

/**
 * The booking dialog's money seam for one lodge (issue 20): see `booking-money.reads.ts`. Each call
 * loads that module on first use, so Bookings' own download stays within its budget (issue 11).
 */
export function bookingMoneyPort(
  lodgeId: string,
  person: OutboxPerson | null,
  role?: LodgeRole | null,
  today?: string,
): BookingMoneyPort {
  const port = () => load().then((module) => module.bookingMoneyPort(lodgeId, person, role, today));
  return {
    load: async (bookingId) => (await port()).load(bookingId),
    addItem: async (item) => (await port()).addItem(item),
    recordPayment: async (payment) => (await port()).recordPayment(payment),
    setChannel: async (bookingId, channelId) => (await port()).setChannel(bookingId, channelId),
    mayCorrect: (line) => mayCorrectLine(role, person?.userId, line, today ?? ''),
    correctItem: async (line, change) => (await port()).correctItem(line, change),
    removeItem: async (line, reason) => (await port()).removeItem(line, reason),
    correctPayment: async (line, change) => (await port()).correctPayment(line, change),
    removePayment: async (line, reason) => (await port()).removePayment(line, reason),
  };
}
