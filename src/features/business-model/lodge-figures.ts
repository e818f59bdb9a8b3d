import type { LodgeFigures } from '../../../machines/business-model.machine';
import { formatMoney, minorDigits } from '../../data/money';
import type { FinanceYear } from '../../lib/supabase/finances';

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

/** This month's `YYYY-MM-01` in the lodge's time zone: the last of the 12 months read. */
export function currentMonthIn(timezone: string, now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(now);
  return `${day.slice(0, 7)}-01`;
}
