import type { FinanceSummary, FinanceYearMonth } from '../../data/money';
import { getSupabase } from './client';

/**
 * The month's figures from `public.finance_summary` (issue 20: one definition of profit, used by the
 * screen, the report and the CSV). `month` is `YYYY-MM-01`. @throws the PostgREST error (42501 for
 * staff).
 */
export async function fetchFinanceSummary(lodgeId: string, month: string): Promise<FinanceSummary> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('finance_summary', { p_lodge_id: lodgeId, p_month: month });
  if (error) throw error;
  return data as unknown as FinanceSummary;
}

/**
 * `public.finance_year`: the 12 months ending with `month` (oldest first), the lodge's capacity, and
 * over those 12 months (cancelled bookings left out) the totals per product type (minor units;
 * quantity = nights, people or packages) and the occupancy (percent, one decimal; null without a
 * capacity).
 */
export interface FinanceYear {
  months: FinanceYearMonth[];
  capacity: number | null;
  by_type: { type: string; revenue: number; costs: number; quantity: number }[];
  occupancy_pct: number | null;
}

/** The 12 months ending with `month` (`YYYY-MM-01`), see {@link FinanceYear}. */
export async function fetchFinanceYear(lodgeId: string, month: string): Promise<FinanceYear> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('finance_year', { p_lodge_id: lodgeId, p_month: month });
  if (error) throw error;
  return data as unknown as FinanceYear;
}

/** One booking item of the month as the CSV lists it (minor units). */
export interface FinanceItemLine {
  id: string;
  booking_date: string;
  booking: string;
  status: string;
  product: string;
  type: string;
  quantity: number;
  unit_price: number;
  line_total: number;
  cost: number;
  channel: string | null;
}

/** One payment of the month (minor units; refunds negative). */
export interface FinancePaymentLine {
  id: string;
  booking_date: string;
  booking: string;
  status: string;
  paid_at: string;
  method: string;
  reference: string | null;
  amount: number;
}

/** One community fund entry dated in the month (minor units; disbursements negative). */
export interface FundEntryLine {
  id: string;
  entry_date: string;
  kind: 'share' | 'disbursement' | 'reversal';
  month: string | null;
  amount: number;
  purpose: string | null;
  recipient: string | null;
  note: string | null;
}

/** A change to a closed month's line, counted in a later open month (issue 32; minor units). */
export interface FinanceAdjustmentLine {
  id: string;
  /** `YYYY-MM-01`: the month that counts it. */
  month: string;
  /** `YYYY-MM-01`: the closed month it adjusts. */
  adjusts_month: string;
  booking: string;
  record: 'item' | 'payment';
  change: 'added' | 'changed' | 'removed';
  revenue: number;
  costs: number;
  received: number;
  description: string;
  reason: string | null;
  created_at: string;
}

/**
 * The month's lines (`public.finance_month_lines`, issue 32: the lines its figures are summed from):
 * items of the bookings dated in it, payments received in it, the adjustments it counts, the part of
 * its carried change no adjustment line explains (`other_adjustment`, the first open month after a
 * closed one), the adjustments later counted elsewhere that name it (a closed month), and the fund's
 * entries dated in it. Lists absent in answers from before issue 32 read as empty.
 */
export interface FinanceMonthLines {
  items: FinanceItemLine[];
  payments: FinancePaymentLine[];
  fund_entries: FundEntryLine[];
  adjustments?: FinanceAdjustmentLine[];
  other_adjustment?: { revenue: number; costs: number; commission: number; received: number } | null;
  adjusted_later?: FinanceAdjustmentLine[];
}

/** The month's lines, see {@link FinanceMonthLines}. @throws the PostgREST error (42501 for staff). */
export async function fetchFinanceMonthLines(lodgeId: string, month: string): Promise<FinanceMonthLines> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('finance_month_lines', { p_lodge_id: lodgeId, p_month: month });
  if (error) throw error;
  return data as unknown as FinanceMonthLines;
}
