/**
 * The lodge's money as the app handles it (issue 20). Every amount is an integer number of minor
 * units of the lodge's currency (thebe for BWP, cents for USD) — as stored (`bigint`) and summed in
 * SQL (`public.finance_summary`). JavaScript numbers hold integers exactly up to 2^53, far beyond a
 * lodge's figures. Amounts are turned into text only here, at the edge, with `Intl.NumberFormat` and
 * the lodge's currency (money-format.ts); typed amounts are parsed back into minor units without
 * floating point.
 */
import { minorDigits, type PaymentMethod } from './money-format';

export { formatMoney, minorDigits, paymentMethodLabels, paymentMethods } from './money-format';
export type { PaymentMethod } from './money-format';

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
  received: number;
  due: number;
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

/** A booking's total, what was paid and what is still due (minor units; due never below zero). */
export function bookingBalance(items: readonly BookingItem[], payments: readonly Payment[]) {
  const total = items.reduce((sum, item) => sum + item.lineTotal, 0);
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  return { total, paid, due: Math.max(total - paid, 0) };
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
