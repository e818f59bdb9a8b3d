import type { LodgeFigures } from '../../../machines/business-model.machine';
import { formatMoney, minorDigits, type FinanceYear } from '../../data/money';
import type { OccupancyYear } from '../../lib/supabase/rooms';

/**
 * Issue 20: Use our figures. The ROI calculator's price, cost and occupancy from `public.finance_year`
 * (the 12 months ending with this month, cancelled bookings left out), or null when the lodge sold no
 * priced accommodation in that time (the calculator then keeps the spec's figures).
 *
 * - price = accommodation revenue ÷ nights sold, cost = accommodation costs ÷ nights sold: the average
 *   per night, converted from minor units to whole units of the lodge's currency (rounded half up, as
 *   the calculator works in whole units per night);
 * - occupancy = the 12 months' `occupancy_pct` rounded to a whole percent (null without a capacity).
 * The calculator's "$" stays as the spec draws it; `summary` names the real currency.
 */
export function lodgeFiguresFromYear(year: FinanceYear, currency: string): LodgeFigures | null {
  const stays = year.by_type.find((row) => row.type === 'accommodation');
  if (!stays || stays.quantity <= 0 || stays.revenue <= 0) return null;
  const perMajor = 10 ** minorDigits(currency);
  const price = Math.round(stays.revenue / stays.quantity / perMajor);
  const cost = Math.max(0, Math.round(stays.costs / stays.quantity / perMajor));
  const occupancy = year.occupancy_pct === null ? null : Math.round(Number(year.occupancy_pct));
  const money = (whole: number) => formatMoney(whole * perMajor, currency);
  const nights = `${stays.quantity} ${stays.quantity === 1 ? 'night' : 'nights'} sold in 12 months`;
  const occupancyText =
    occupancy === null ? 'occupancy unchanged (no capacity set)' : `occupancy ${occupancy}%`;
  return {
    price,
    cost,
    occupancy,
    summary: `Accommodation ${money(price)} a night, cost ${money(cost)}, ${occupancyText} (${nights}; amounts in ${currency}).`,
  };
}

/**
 * Issue 31: Use our figures from the lodge's rooms ("nightly price, cost, occupancy of the lodge's
 * rooms, in the lodge's currency"; it treated an 8-room lodge as one room). The calculator counts one
 * sale a day (spec §9: amount × 365 × occupancy), so its day is the whole lodge's night:
 *
 * - price = ADR × rooms (`occupancy_year`: room revenue ÷ nights sold over the 12 months, the figure
 *   Finances shows), in whole units of the lodge's currency, rounded once after multiplying;
 * - cost = accommodation costs (`finance_year`'s by_type) ÷ nights sold × rooms, rounded the same way;
 * - occupancy = room-nights sold ÷ available (out-of-order nights left out), to a whole percent.
 *
 * So price × 365 × occupancy is the 12 months' room revenue at the lodge's scale (8 rooms at P 92.50
 * and 30 % → P 81,030, not one room's P 10,074). Null when the lodge has no rooms or sold no night
 * in them (the caller then falls back to `lodgeFiguresFromYear`).
 */
export function lodgeFiguresFromRooms(
  rooms: OccupancyYear,
  year: FinanceYear,
  currency: string,
): LodgeFigures | null {
  if (rooms.rooms <= 0 || rooms.nightsSold <= 0 || rooms.adr === null || rooms.adr <= 0) return null;
  const perMajor = 10 ** minorDigits(currency);
  const stays = year.by_type.find((row) => row.type === 'accommodation');
  const costPerNight = stays ? Math.max(0, stays.costs) / rooms.nightsSold : 0;
  const price = Math.round((rooms.adr * rooms.rooms) / perMajor);
  const cost = Math.round((costPerNight * rooms.rooms) / perMajor);
  const occupancy = rooms.occupancy === null ? null : Math.round(rooms.occupancy * 100);
  const count = (n: number, one: string, many: string) =>
    `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
  const occupancyText =
    occupancy === null
      ? 'occupancy unchanged (no room-night available)'
      : `occupancy ${occupancy}% (${count(rooms.nightsSold, 'room-night', 'room-nights')} sold of ${rooms.nightsAvailable.toLocaleString('en-US')} in 12 months)`;
  return {
    price,
    cost,
    occupancy,
    summary:
      `${count(rooms.rooms, 'room', 'rooms')} at ${formatMoney(rooms.adr, currency)} a night on average, ` +
      `cost ${formatMoney(Math.round(costPerNight), currency)} a night, ${occupancyText}. ` +
      `A day here is the whole lodge: ${formatMoney(price * perMajor, currency)} and cost ${formatMoney(cost * perMajor, currency)} (amounts in ${currency}).`,
  };
}

/** This month's `YYYY-MM-01` in the lodge's time zone: the last of the 12 months read. */
export function currentMonthIn(timezone: string, now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(now);
  return `${day.slice(0, 7)}-01`;
}
