/**
 * The lodge's money as the app handles it (issue 20). Every amount is an integer number of minor
 * units of the lodge's currency (thebe for BWP, cents for USD) — as stored (`bigint`) and summed in
 * SQL (`public.finance_summary`). JavaScript numbers hold integers exactly up to 2^53, far beyond a
 * lodge's figures. Amounts are turned into text only here, at the edge, with `Intl.NumberFormat` and
 * the lodge's currency (money-format.ts); typed amounts are parsed back into minor units without
 * floating point.
 */
import { formatMoney, minorDigits, paymentMethods, type PaymentMethod } from './money-format';

export {
  formatMoney,
  formatMoneyUnbroken,
  minorDigits,
  paymentMethodLabels,
  paymentMethods,
} from './money-format';
export type { PaymentMethod } from './money-format';

/** Whether `value` (a Select's string) is one of the {@link paymentMethods}. */
export const isPaymentMethod = (value: string): value is PaymentMethod =>
  paymentMethods.some((method) => method === value);

/** One line of a booking: quantity × unit price (minor units), its product's name and type copied in. */
export interface BookingItem {
  id: string;
  bookingId: string;
  productId: string | null;
  productName: string;
  productType: 'accommodation' | 'activity' | 'package';
  quantity: number;
  /** Minor units. */
  unitPrice: number;
  /** quantity × unitPrice, minor units (computed by the server). */
  lineTotal: number;
  /** Not yet on the server (outbox). */
  pending?: boolean;
  /** The server's version (issue 32: a correction names the version it edited); absent on a waiting line. */
  version?: number;
  /** Who recorded it and when (ISO): staff correct their own lines on the day. */
  createdBy?: string | null;
  createdAt?: string;
}

/** Money received for a booking; a refund is negative. Minor units. */
export interface Payment {
  id: string;
  bookingId: string;
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  paidAt: string;
  pending?: boolean;
  /** As {@link BookingItem.version}. */
  version?: number;
  createdBy?: string | null;
  createdAt?: string;
}

/**
 * A change to a line of a closed month, counted in a later open month (issue 32, `money_adjustments`):
 * revenue, costs and received in minor units (the change: −45000 for a night removed).
 */
export interface MoneyAdjustment {
  id: string;
  /** `YYYY-MM-01`: the open month that counts it. */
  month: string;
  /** `YYYY-MM-01`: the closed month whose line changed. */
  adjustsMonth: string;
  booking: string;
  record: 'item' | 'payment';
  change: 'added' | 'changed' | 'removed';
  revenue: number;
  costs: number;
  received: number;
  /** What changed, in the database's words ("Tent × 3 → × 2"). */
  description: string;
  /** Why, as the person typed it (required for a removal). */
  reason: string | null;
}

/**
 * How an adjustment reads wherever it is shown (issue 32): "Adjusted in December 2026: −P 450.00, Tent 3
 * extra night removed" — the change to revenue (or, for a payment, to money received) and the reason,
 * else the database's description.
 */
export function adjustmentSentence(adjustment: MoneyAdjustment, currency: string): string {
  const amount = adjustment.record === 'payment' ? adjustment.received : adjustment.revenue;
  const signed = `${amount < 0 ? '−' : '+'}${formatMoney(Math.abs(amount), currency)}`;
  return `Adjusted in ${monthLabel(adjustment.month)}: ${signed}, ${adjustment.reason ?? adjustment.description}`;
}

/**
 * An amount as a plain number with a dot and the currency's digits (CSV, inputs): 35000 → "350.00",
 * −5000 → "-50.00". Built from the integer, never through floating point.
 */
export function toDecimalString(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const whole = Math.abs(minor);
  if (digits === 0) return `${sign}${whole}`;
  const scale = 10 ** digits;
  return `${sign}${Math.floor(whole / scale)}.${String(whole % scale).padStart(digits, '0')}`;
}

/** Largest amount a field accepts, minor units (the database's check: 10^11). */
export const maxAmountMinor = 100_000_000_000;

/**
 * A typed amount ("350", "350.5", "1,250.00", "-50") as minor units, or a message saying what is
 * wrong. No floating point: the digits are read as text. `allowNegative` for refunds.
 */
export function parseMoney(
  text: string,
  currency: string,
  { allowNegative = false }: { allowNegative?: boolean } = {},
): { minor: number } | { error: string } {
  const digits = minorDigits(currency);
  const cleaned = text.trim().replace(/[\s,]/g, '');
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return { error: 'Enter an amount such as 350 or 350.50' };
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.length > digits) {
    return { error: digits === 0 ? 'Enter a whole amount' : `Use at most ${digits} digits after the dot` };
  }
  if (sign === '-' && !allowNegative) return { error: 'Enter an amount of 0 or more' };
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (minor > maxAmountMinor) return { error: 'That amount is too large' };
  return { minor: sign === '-' ? -minor : minor };
}

/** The month's figures (`public.finance_summary`): amounts in minor units, occupancy in percent. */
export interface FinanceSummary {
  revenue: number;
  costs: number;
  commission: number;
  profit: number;
  community_share: number;
  /**
   * The percentage the share was computed with (issue 32: a closed month keeps its own); absent only
   * in a copy kept on the phone before it existed.
   */
  community_share_pct?: number;
  received: number;
  due: number;
  /** What guests paid beyond their bookings' totals, owed back to them (issue 32); minor units. */
  owed_to_guests?: number;
  /** Null while the lodge has no capacity set. */
  occupancy_pct: number | null;
  by_channel: { channel_id: string | null; name: string; revenue: number; commission: number }[];
  by_type: {
    type: 'accommodation' | 'activity' | 'package' | 'adjustment';
    revenue: number;
    costs: number;
  }[];
}

/** One month of `public.finance_year`. */
export interface FinanceYearMonth {
  month: string;
  closed: boolean;
  revenue: number;
  costs: number;
  profit: number;
  community_share: number;
  nights: number;
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

/**
 * A booking's total, what was paid, what is still due and what is owed back to the guest (minor
 * units; due and credit never below zero, at most one of them above zero — issue 32 "Money owed back").
 */
export function bookingBalance(items: readonly BookingItem[], payments: readonly Payment[]) {
  const total = items.reduce((sum, item) => sum + item.lineTotal, 0);
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  return { total, paid, due: Math.max(total - paid, 0), credit: Math.max(paid - total, 0) };
}

/** `YYYY-MM-01` of the month of a `YYYY-MM-DD` date. */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** "November 2026" for `2026-11-01`. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1)).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The `YYYY-MM-01` months from `month` back `count − 1` months, newest first. */
export function monthsBack(month: string, count: number): string[] {
  const [year, monthNumber] = month.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1 - index, 1));
    return date.toISOString().slice(0, 10);
  });
}

/**
 * Whether a person may correct a booking's line (issue 32 "Correct, never rewrite"): owners and
 * managers any line; staff only a line they recorded themselves, on the same day (`today`, the lodge's
 * `YYYY-MM-DD`, against the line's `createdAt` read on this phone's clock — the server checks in the
 * lodge's time zone and has the last word); never a line still waiting to send or read without its
 * version (an old copy kept on the phone).
 */
export function mayCorrectLine(
  role: string | null | undefined,
  userId: string | null | undefined,
  line: { pending?: boolean; version?: number; createdBy?: string | null; createdAt?: string },
  today: string,
): boolean {
  if (line.pending || line.version === undefined) return false;
  if (role === 'owner' || role === 'manager') return true;
  if (role !== 'staff' || !userId || line.createdBy !== userId || !line.createdAt) return false;
  const created = new Date(line.createdAt);
  const local = `${created.getFullYear()}-${String(created.getMonth() + 1).padStart(2, '0')}-${String(created.getDate()).padStart(2, '0')}`;
  return local === today;
}
