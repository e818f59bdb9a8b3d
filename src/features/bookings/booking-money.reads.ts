import type { BookingMoney, BookingMoneyPort } from '../../ui/bookings/booking-money-section';
import { withOutbox } from '../../lib/offline/commands';
import { readDayPackCopy, readThroughKept, refreshDayPackCopy } from '../../lib/offline/day-pack';
import { packBookingMoney, packRows, readLodgePack } from '../../lib/offline/lodge-pack';
import { listOutbox } from '../../lib/offline/outbox';
import { dayPackFacts, type DayPackFactsRef } from '../../lib/offline/day-pack-facts';
// Imported directly: this module itself loads only when a booking's money is first shown, so an
// offline tap afterwards finds the outbox code on the phone.
import { addBookingItem, recordPayment, type OutboxPerson } from '../../lib/offline/queued-writes';
import {
  fetchBookingMoney,
  removeBookingItem,
  removePayment,
  setBookingChannel,
  updateBookingItem,
  updatePayment,
} from '../../lib/supabase/booking-money';
import { mayCorrectLine } from '../../data/money';
import type { LodgeRole } from '../../data/lodge-roles';
import { fetchDistributionChannels } from '../../lib/supabase/distribution-channels';
import { fetchLodgeMoneySettings } from '../../lib/supabase/lodge-money';
import { fetchProducts } from '../../lib/supabase/products';

/** The booking's money as the server has it, with the lodge's currency, products and channels. */
async function fetchMoney(lodgeId: string, bookingId: string): Promise<BookingMoney> {
  const [rows, settings, products, channels] = await Promise.all([
    fetchBookingMoney(bookingId),
    fetchLodgeMoneySettings(lodgeId),
    fetchProducts(lodgeId),
    fetchDistributionChannels(lodgeId),
  ]);
  return {
    ...rows,
    currency: settings.currency,
    products,
    channels: channels.map(({ id, name, commissionPct }) => ({ id, name, commissionPct })),
  };
}

/**
 * The booking's money from the phone's copies, the newer first: the day pack's rows of the lodge (issue
 * 32: every booking in the window carries its items, payments and channel, so a booking never opened
 * online shows its balance offline), or the copy kept when this booking's money was last read online.
 * Products and channels come from the pack. Null when neither copy exists.
 */
async function keptMoney(
  userId: string,
  lodgeId: string,
  bookingId: string,
  key: string,
): Promise<{ value: BookingMoney; savedAt: number } | null> {
  const [pack, copy] = await Promise.all([
    readLodgePack(userId, lodgeId),
    readDayPackCopy<BookingMoney>(userId, key),
  ]);
  const packed = pack ? packBookingMoney(pack, bookingId) : null;
  if (pack && packed && (!copy || pack.pulledAt >= copy.savedAt)) {
    return {
      value: {
        ...packed,
        products: packRows(pack.tables.products),
        channels: packRows(pack.tables.distribution_channels).map(({ id, name, commissionPct }) => ({
          id,
          name,
          commissionPct,
        })),
      },
      savedAt: pack.pulledAt,
    };
  }
  return copy;
}

/**
 * One booking's money as the booking dialog shows it (issue 20; issue 35: read by the Bookings route's
 * loader, so the sync's `router.invalidate()` refreshes it): online from the server (a copy kept on the
 * phone per booking), offline the day pack's rows or that copy, the newer (issue 32) — with the
 * person's waiting items and payments laid over (marked `pending`, "Waiting to send"). What the dialog
 * shows is told to `dayPack` (the loader's `context.facts.dayPack`).
 * @throws the server's error, or (no signal, no copy) a TypeError "Failed to fetch (offline)".
 */
export async function readBookingMoney(
  dayPack: DayPackFactsRef,
  userId: string | null,
  lodgeId: string,
  bookingId: string,
): Promise<BookingMoney> {
  const load = () => fetchMoney(lodgeId, bookingId);
  if (!userId) return load();
  const waiting = listOutbox(userId).catch(() => []);
  const key = `booking-money:${lodgeId}:${bookingId}`;
  const { value: money } = await readThroughKept(
    () => refreshDayPackCopy(dayPack, userId, key, load),
    () => keptMoney(userId, lodgeId, bookingId, key),
    (cause) => cause ?? new TypeError('Failed to fetch (offline)'),
    dayPack,
  );
  const outbox = await waiting;
  return {
    ...money,
    items: withOutbox('bookingItems', money.items, outbox, { bookingId }),
    payments: withOutbox('payments', money.payments, outbox, { bookingId }),
  };
}

/**
 * The booking dialog's money seam for one lodge (issue 20). Reads the booking's items, payments and
 * channel with the lodge's currency, products and channels — online from the server (a copy kept on
 * the phone per booking), offline the day pack's rows or that copy, the newer (issue 32) — with the
 * person's waiting items and payments laid over.
 * Add item and Record payment go through the outbox like notes (client ids, sent exactly once, Needs
 * attention on refusal); the channel is set online only, and so are corrections (issue 32: they name
 * the version they edited, so a waiting one could overwrite a newer line).
 */
export function bookingMoneyPort(
  lodgeId: string,
  person: OutboxPerson | null,
  role?: LodgeRole | null,
  today?: string,
): BookingMoneyPort {
  return {
    // Not a loader's read (the calendar's dialog reads it itself): the app's facts actor.
    load: (bookingId) => readBookingMoney(dayPackFacts, person?.userId ?? null, lodgeId, bookingId),
    addItem: (item) => addBookingItem({ ...item, lodgeId }, person),
    recordPayment: (payment) => recordPayment({ ...payment, lodgeId }, person),
    setChannel: setBookingChannel,
    mayCorrect: (line) => mayCorrectLine(role, person?.userId, line, today ?? ''),
    correctItem: async (line, change) => {
      await updateBookingItem({ ...line, ...change });
    },
    removeItem: (line, reason) => removeBookingItem(line.id, line.version, reason),
    correctPayment: async (line, change) => {
      await updatePayment({ ...line, ...change });
    },
    removePayment: (line, reason) => removePayment(line.id, line.version, reason),
  };
}
