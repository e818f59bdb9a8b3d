import type { BookingMoneyPort } from '../../ui/bookings/booking-money-section';
import {
  fetchBookingMoney,
  insertBookingItem,
  insertPayment,
  setBookingChannel,
} from '../../lib/supabase/booking-money';
import { fetchDistributionChannels } from '../../lib/supabase/distribution-channels';
import { fetchLodgeMoneySettings } from '../../lib/supabase/lodge-money';
import { fetchProducts } from '../../lib/supabase/products';

/**
 * The booking dialog's money seam for one lodge (issue 20): reads the booking's items, payments and
 * channel with the lodge's currency, products (their prices) and channels (their commission), and
 * writes through `lib/supabase/booking-money.ts`. Online only for now: with no signal the section
 * says so (items and payments through the outbox wait for the offline commands table).
 */
export function bookingMoneyPort(lodgeId: string): BookingMoneyPort {
  return {
    load: async (bookingId) => {
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
    },
    addItem: (item) => insertBookingItem({ ...item, lodgeId }),
    recordPayment: (payment) => insertPayment({ ...payment, lodgeId }),
    setChannel: setBookingChannel,
  };
}
